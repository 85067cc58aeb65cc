/// One option a command accepts: its spelling, its value, what it does. A command's options
/// are declared once, in its ``CommandInterface``, which makes both the parser and the help.
public struct Option: Sendable, Equatable {
    /// Whether the option takes a value, and how it is shown.
    public enum Value: Sendable, Equatable {
        /// A switch: `--recover`.
        case none
        /// A value after the name or after `=`: `--size SIZE`, `--size=SIZE`.
        case required(String)
        /// A value only after `=`: `--dump-lp` or `--dump-lp=FILE`.
        case optional(String)
    }

    /// The long name with its dashes: `--size`.
    public var name: String
    /// A one-letter spelling (`-h`), when there is one.
    public var short: String?
    public var value: Value
    /// The values accepted, when they are a fixed list (checked by the parser, listed in
    /// errors); nil for free text.
    public var choices: [String]?
    /// Whether the command fails without it (checked after `--help`).
    public var isRequired: Bool
    /// What the option does, for the help; may span several lines.
    public var help: String
    /// The heading the option is listed under in the help (nil: the common options).
    public var group: String?

    public init(
        _ name: String, short: String? = nil, _ value: Value = .none, choices: [String]? = nil,
        required: Bool = false, help: String, group: String? = nil
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.choices = choices
        self.isRequired = required
        self.help = help
        self.group = group
    }

    /// How the option is written in the usage line and the help: `--size SIZE`,
    /// `--dump-lp[=FILE]`, `--format table|json`.
    public var spelling: String {
        switch value {
        case .none: return name
        case .required(let placeholder): return name + " " + placeholder
        case .optional(let placeholder): return name + "[=" + placeholder + "]"
        }
    }

    /// The option as the help lists it: `-h, --help`.
    public var listedSpelling: String { (short.map { $0 + ", " } ?? "") + spelling }

    /// The one option every command has.
    public static let help = Option("--help", short: "-h", help: "show this help")
}

/// A positional argument, for the usage line and the help.
public struct Positional: Sendable, Equatable {
    /// The placeholder: `SPEC`.
    public var name: String
    public var help: String
    public init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
