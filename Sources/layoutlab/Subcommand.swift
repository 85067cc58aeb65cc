import CommandLineOptions

/// A `layoutlab` subcommand: its interface (options declared once, making the parser and the
/// help) and what it does with the parsed arguments.
///
/// To add an option, add one ``Option`` to the command's `interface.options` (with `choices:`
/// for a fixed set of values, `required: true` when the command cannot do without it) and read
/// it in `run` with `arguments.value("--name")` or `arguments.has("--name")`: the parser, the
/// usage line, `--help` and `HelpTests` follow. To add a subcommand, conform a type to this
/// protocol and list it in ``LayoutLabCommand/subcommands``.
protocol Subcommand: SendableMetatype {
    /// The command's name, arguments, description and options.
    static var interface: CommandInterface { get }
    /// Runs the command; `arguments` are parsed and validated (`--help` is handled before).
    static func run(_ arguments: Arguments) throws(CommandFailure) -> ExitStatus
}

extension CommandFailure {
    /// A usage error (exit 64) from the parser.
    init(_ error: UsageError) { self.init(.usage, error.message) }
}
