import CommandLineOptions

/// `layoutlab help [COMMAND]`: a command's full help (every option), or the program's.
enum HelpCommand: Subcommand {
    static let interface = CommandInterface(
        "help", arguments: "[COMMAND]", positionals: [Positional("COMMAND", help: "the command to describe")],
        count: 0...1, abstract: "Show a command's help, with every option.",
        discussion: "Prints the help of COMMAND, as `layoutlab COMMAND --help` does (without COMMAND: this program's).",
        options: [])

    static func run(_ arguments: Arguments) throws(CommandFailure) -> ExitStatus {
        guard let name = arguments.positional.first else {
            Console.print(LayoutLabCommand.interface.help)
            return .success
        }
        guard let command = LayoutLabCommand.interface(named: name) else {
            throw CommandFailure(.usage, LayoutLabCommand.unknownCommandMessage(name))
        }
        Console.print(command.help)
        return .success
    }
}
