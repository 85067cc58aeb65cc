import CommandLineOptions

/// A `layoutlab` subcommand: its interface (options declared once, making the parser and the
/// help) and what it does with the parsed arguments.
protocol Subcommand {
    /// The command's name, arguments, description and options.
    static var interface: CommandInterface { get }
    /// Runs the command; `arguments` are parsed and validated (`--help` is handled before).
    static func run(_ arguments: Arguments) throws(CommandFailure) -> ExitStatus
}

extension CommandFailure {
    /// A usage error (exit 64) from the parser.
    init(_ error: UsageError) { self.init(.usage, error.message) }
}
