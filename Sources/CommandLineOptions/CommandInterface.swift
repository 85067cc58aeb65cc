/// A command's interface, declared once: its name, positional arguments, description and
/// options. It makes the parser (``parse(_:)``, ``validate(_:)``), the usage line
/// (``synopsis``) and the help (``help``), so the help lists every option the parser accepts.
///
/// ```swift
/// let solve = CommandInterface(
///     "solve", arguments: "SPEC", positionals: [Positional("SPEC", help: "the spec file")],
///     abstract: "Solve one spec at one size.", discussion: "",
///     options: [Option("--size", .required("SIZE"), required: true, help: "the size")])
/// let arguments = try solve.parse(["a.json", "--size", "375x667"])
/// ```
public struct CommandInterface: Sendable {
    /// The program, as users type it: `layoutlab`.
    public var program: String
    /// The command's name: `solve` (empty for the program itself).
    public var name: String
    /// The positional part of the usage line: `SPEC`, `[SPEC | VIEW-SPEC CONSTRAINT-SPEC]`.
    public var arguments: String
    /// The positional arguments, described.
    public var positionals: [Positional]
    /// How many positional arguments the command takes.
    public var positionalCount: ClosedRange<Int>
    /// One line for the list of commands.
    public var abstract: String
    /// The paragraphs of the help between the usage line and the options.
    public var discussion: String
    /// The options, in the order the help lists them (``Option/help`` is added).
    public var options: [Option]

    public init(
        _ name: String, program: String = "layoutlab", arguments: String = "", positionals: [Positional] = [],
        count: ClosedRange<Int> = 0...0, abstract: String, discussion: String, options: [Option]
    ) {
        self.program = program
        self.name = name
        self.arguments = arguments
        self.positionals = positionals
        self.positionalCount = count
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
    }

    /// Every option the parser accepts, `--help` last.
    public var allOptions: [Option] { options + [.help] }

    /// `layoutlab solve`.
    public var commandPath: String { name.isEmpty ? program : program + " " + name }

    /// The option spelled `word` (`--size` or `-h`), if the command has it.
    public func option(named word: String) -> Option? {
        allOptions.first { $0.name == word || $0.short == word }
    }

    /// Sorts `words` into positional arguments, option values and switches.
    ///
    /// `--name VALUE` and `--name=VALUE` give a value; `--` ends the options (every later word
    /// is positional); `-` alone is positional (stdin).
    /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a
    ///   switch, or a value outside the option's ``Option/choices``.
    public func parse(_ words: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                result.positional.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inline: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let option = option(named: name) else {
                throw UsageError("unknown option '\(name)' for '\(commandPath)'")
            }
            switch option.value {
            case .none:
                if inline != nil { throw UsageError("\(option.name) takes no value") }
                result.switches.append(option.name)
            case .optional:
                if let inline {
                    result.options.append((option.name, inline))
                } else {
                    result.switches.append(option.name)
                }
            case .required:
                let value: String
                if let inline {
                    value = inline
                } else if index < words.count {
                    value = words[index]
                    index += 1
                } else {
                    throw UsageError("missing value for '\(option.spelling)'")
                }
                try checkChoice(value, of: option)
                result.options.append((option.name, value))
            }
        }
        return result
    }

    /// Checks what ``parse(_:)`` cannot while `--help` may still be asked for: the number of
    /// positional arguments, then the required options.
    public func validate(_ arguments: Arguments) throws(UsageError) {
        let count = arguments.positional.count
        guard positionalCount.contains(count) else {
            let wanted = positionals.prefix(max(1, positionalCount.lowerBound)).map(\.name).joined(separator: " ")
            if count < positionalCount.lowerBound {
                throw UsageError("missing \(wanted.isEmpty ? "arguments" : wanted)")
            }
            let extra = arguments.positional[min(positionalCount.upperBound, count - 1)...]
            throw UsageError("unexpected argument '\(extra.first ?? "")'")
        }
        for option in options where option.isRequired && !arguments.has(option.name) {
            var message = "missing '\(option.spelling)'"
            if let choices = option.choices { message += "; expected one of: " + choices.joined(separator: ", ") }
            throw UsageError(message)
        }
    }

    /// Throws when `value` is not one of `option`'s choices.
    func checkChoice(_ value: String, of option: Option) throws(UsageError) {
        guard let choices = option.choices, !choices.contains(value) else { return }
        throw UsageError("invalid \(option.name) '\(value)'; expected one of: \(choices.joined(separator: ", "))")
    }
}
