import CommandLineOptions
import Foundation
import Testing

@testable import layoutlab

/// Every subcommand's `--help` lists every option its parser accepts, and the parser accepts
/// nothing the help leaves out: both come from the command's one option table.
@Suite struct HelpTests {
    /// The subcommands' names, from the same table `layoutlab` dispatches on.
    static let names = LayoutLabCommand.subcommands.map { $0.interface.name }

    @Test(arguments: names)
    func helpListsEveryOptionOfTheTable(name: String) throws {
        let interface = try #require(LayoutLabCommand.subcommands.first { $0.interface.name == name }).interface
        let help = try CLI.run([name, "--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.hasPrefix("usage: layoutlab \(name)"))
        for option in interface.allOptions {
            // Listed at the start of a line of an option list, not merely mentioned.
            #expect(
                help.stdout.contains("\n  " + option.listedSpelling + " ")
                    || help.stdout.contains("\n  " + option.listedSpelling + "\n"),
                "\(name) --help does not list \(option.listedSpelling)")
            for choice in option.choices ?? [] {
                #expect(help.stdout.contains(choice), "\(name) --help does not list \(option.name) \(choice)")
            }
        }
        // `help SUB` prints the same text.
        let viaHelp = try CLI.run(["help", name])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.stdout == help.stdout)
    }

    /// Every `--word` the help shows is an option of the table (so the parser accepts it), and
    /// an option the help does not show is refused with exit 64 and this command's usage.
    @Test(arguments: names)
    func parserAcceptsExactlyWhatTheHelpShows(name: String) throws {
        let interface = try #require(LayoutLabCommand.subcommands.first { $0.interface.name == name }).interface
        let help = try CLI.run([name, "--help"]).stdout
        for word in Self.optionWords(in: help) {
            #expect(interface.option(named: word) != nil, "\(name) --help shows \(word), which the parser refuses")
        }
        let absent = "--not-an-option-of-\(name)"
        #expect(!help.contains(absent))
        #expect(throws: UsageError.self) { try interface.parse([absent]) }
        let result = try CLI.run([name, absent])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: unknown option '\(absent)'"))
        #expect(result.stderr.contains("usage: layoutlab \(name)"))
        #expect(!result.stderr.contains("usage: layoutlab <command>"))
    }

    /// The `--name` words of a help text's option lists (lines starting with `  -`), other
    /// commands' options quoted in prose left aside.
    static func optionWords(in help: String) -> [String] {
        var words: [String] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            for token in line.split(separator: " ") where token.hasPrefix("--") {
                var word = String(token)
                if let cut = word.firstIndex(where: { $0 == "[" || $0 == "=" || $0 == "," }) {
                    word = String(word[..<cut])
                }
                words.append(word)
            }
        }
        return words
    }

    @Test func globalHelpListsEveryCommand() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        for name in Self.names { #expect(result.stdout.contains("  \(name) "), "\(name)") }
        #expect(result.stdout.contains("--version"))
        #expect(try CLI.run(["help"]).stdout == result.stdout)
    }

    @Test func helpOfAnUnknownCommandIsAUsageError() throws {
        let result = try CLI.run(["help", "frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
    }
}
