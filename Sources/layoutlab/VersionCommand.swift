import CommandLineOptions

/// `layoutlab version` (and `layoutlab --version`): the version, one line on stdout.
enum VersionCommand: Subcommand {
    static let interface = CommandInterface(
        "version", abstract: "Print the version.",
        discussion: "Prints the version of layoutlab (\(LayoutLabVersion.current)), as `layoutlab --version` does.",
        options: [])

    static func run(_ arguments: Arguments) throws(CommandFailure) -> ExitStatus {
        printVersion()
    }

    /// Prints the version line.
    static func printVersion() -> ExitStatus {
        Console.print(LayoutLabVersion.current + "\n")
        return .success
    }
}
