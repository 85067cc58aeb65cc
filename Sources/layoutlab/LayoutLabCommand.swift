import CommandLineOptions
import Foundation
import LayoutCore
import LayoutHarness
import StackLayout
import SwiftSourceImport

/// The `layoutlab` program: finds the subcommand, parses its arguments with its interface,
/// answers `--help`, `help SUB` and `--version`, and turns failures into messages and exit
/// statuses (FORMATS.md §4).
enum LayoutLabCommand {
    /// Every subcommand, in the order the help lists them.
    static let subcommands: [any Subcommand.Type] = [
        SolveCommand.self, CompareCommand.self, TranslateCommand.self, ImportCommand.self, MergeCommand.self,
        RenderCommand.self, CheckCommand.self, SnapshotCommand.self, PreviewCommand.self, MigrateCommand.self,
        BenchCommand.self, DevicesCommand.self, VersionCommand.self, HelpCommand.self,
    ]

    /// The subcommand called `name`, if there is one.
    static func subcommand(named name: String) -> (any Subcommand.Type)? {
        for command in subcommands where command.interface.name == name { return command }
        return nil
    }

    /// The interface of the subcommand called `name`, if there is one.
    static func interface(named name: String) -> CommandInterface? {
        subcommand(named: name)?.interface
    }

    /// `unknown command 'NAME'; expected one of: solve, compare, …`.
    static func unknownCommandMessage(_ name: String) -> String {
        "unknown command '\(name)'; expected one of: " + subcommands.map { $0.interface.name }.joined(separator: ", ")
    }

    /// The program's own interface: `layoutlab --version`, `layoutlab --help`.
    static var interface: CommandInterface {
        let names = subcommands.map { $0.interface }
        let width = (names.map(\.name.count).max() ?? 0) + 4
        let list = names.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.abstract }
        return CommandInterface(
            "", arguments: "<command>", abstract: "",
            discussion: """
                Compares SwiftUI-style stack layout and Auto Layout-style constraints on the same
                layouts, and translates between them.

                commands:
                \(list.joined(separator: "\n"))

                Run `layoutlab help <command>` or `layoutlab <command> --help` for a command's options.
                Exit status: 0 success, 1 unsatisfiable layout or failed check, 64 usage error,
                65 invalid spec, 66 input file missing or unreadable, 70 internal error,
                73 output file cannot be created.
                """,
            options: [Option("--version", help: "print the version (\(LayoutLabVersion.current)).")])
    }

    static func run(_ words: [String]) -> ExitStatus {
        guard let first = words.first else {
            Console.error("Error: missing command\n\n" + interface.help)
            return .usage
        }
        switch first {
        case "--help", "-h":
            Console.print(interface.help)
            return .success
        case "--version":
            return VersionCommand.printVersion()
        default: break
        }
        guard let command = subcommand(named: first) else {
            Console.error("Error: " + unknownCommandMessage(first) + "\n" + interface.usageHint)
            return .usage
        }
        let commandInterface = command.interface
        do throws(CommandFailure) {
            let arguments: Arguments
            do throws(UsageError) {
                arguments = try commandInterface.parse(Array(words.dropFirst()))
                if arguments.has(Option.help.name) {
                    Console.print(commandInterface.help)
                    return .success
                }
                try commandInterface.validate(arguments)
            } catch {
                throw CommandFailure(error)
            }
            return try command.run(arguments)
        } catch {
            report(error, of: commandInterface)
            return error.status
        }
    }

    /// Writes `failure` to stderr: a usage error as `Error: …` and the command's usage line;
    /// anything else as `layoutlab: …`.
    static func report(_ failure: CommandFailure, of command: CommandInterface) {
        if failure.status == .usage {
            Console.error("Error: " + failure.message + "\n" + command.usageHint)
        } else {
            Console.error("layoutlab: " + failure.message)
        }
    }

    /// The placeholder for stdin in a SPEC argument.
    static let standardInputPath = "-"

    /// Loads a spec file (`-`: standard input), mapping load errors to exit statuses 65/66. An
    /// Interface Builder document (`.storyboard`, `.xib`) is imported: its default root (the
    /// initial view controller's, or the only one) as a constraint spec (docs/FORMATS.md §5).
    /// A `.swift` file is read by SwiftSourceImport (its notes go to stderr).
    static func load(_ path: String, swift options: SwiftSource.Options = SwiftSource.Options())
        throws(CommandFailure) -> SpecDocument
    {
        if path == standardInputPath { return try loadStandardInput() }
        if InterfaceBuilderInput.handles(path) {
            return .constraints(try InterfaceBuilderInput.importRoot(path, root: nil, traits: nil).spec)
        }
        do {
            if SwiftSource.isSwiftSource(path) {
                let imported = try SwiftSource.load(path: path, options: options)
                for note in imported.notes { Console.error(note) }
                return imported.document
            }
            return try SpecDocument.load(path: path, layouts: LayoutCatalog.standard)
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(.noInput, error.description)
            case .invalid(let specError): throw CommandFailure(.invalidSpec, specError.description)
            }
        }
    }

    /// Reads one spec from standard input (named `<stdin>` in errors), refusing more than the
    /// byte limit.
    static func loadStandardInput() throws(CommandFailure) -> SpecDocument {
        let limit = SpecLimits.standard.maxBytes
        let data = FileHandle.standardInput.readData(ofLength: limit + 1)
        do {
            return try SpecDocument(bytes: [UInt8](data), file: "<stdin>", layouts: LayoutCatalog.standard)
        } catch {
            throw CommandFailure(.invalidSpec, error.description)
        }
    }

    /// Refuses `-` given as more than one SPEC: standard input holds one spec.
    static func checkOneStandardInput(_ paths: [String]) throws(CommandFailure) {
        if paths.filter({ $0 == standardInputPath }).count > 1 {
            throw CommandFailure(.usage, "'-' (standard input) can stand for one SPEC only")
        }
    }

    /// Parses `--size`: `WIDTHxHEIGHT` or a device name (`layoutlab devices`).
    static func size(_ text: String?) throws(CommandFailure) -> SolveSize {
        guard let text else {
            throw CommandFailure(.usage, "missing '--size SIZE' (e.g. --size 393x852 or --size iphone-16)")
        }
        do {
            return try SizeParsing.parseSolveSize(text)
        } catch {
            throw CommandFailure(.usage, "invalid --size '\(text)': \(error)")
        }
    }
}
