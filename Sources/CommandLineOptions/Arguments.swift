/// The words of a command line after the command's name, sorted by its ``CommandInterface``:
/// positional arguments, options with values, and switches.
public struct Arguments: Sendable {
    /// Positional arguments in order (`-` included: it names stdin).
    public var positional: [String] = []
    /// Options with values, in order (`--size 393x852` or `--size=393x852`).
    public var options: [(name: String, value: String)] = []
    /// Options given without a value (switches, and optional-value options given bare).
    public var switches: [String] = []

    public init() {}

    /// The last value of `name`, or nil.
    public func value(_ name: String) -> String? { options.last { $0.name == name }?.value }
    /// Every value of `name`.
    public func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }
    /// Whether the switch `name` was given (or the optional-value option `name`, with or
    /// without its value).
    public func has(_ name: String) -> Bool { switches.contains(name) || value(name) != nil }
}

/// A mistake in the command line (exit 64): the message, without the usage.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
