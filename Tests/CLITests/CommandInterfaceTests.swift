import CommandLineOptions
import Testing

/// The option table's parser and help, on a small command.
@Suite struct CommandInterfaceTests {
    static let command = CommandInterface(
        "draw", program: "tool", arguments: "SPEC [OTHER]",
        positionals: [Positional("SPEC", help: "the spec"), Positional("OTHER", help: "another")], count: 1...2,
        abstract: "Draw.", discussion: "Draws a spec.",
        options: [
            Option("--size", .required("SIZE"), required: true, help: "the size"),
            Option("--format", .required("FORMAT"), choices: ["svg", "text"], help: "svg or text"),
            Option("--dump", .optional("FILE"), help: "dump", group: "debugging"),
            Option("--quiet", help: "say nothing"),
        ])

    @Test func valuesComeAfterASpaceOrAnEqualsSign() throws {
        let parsed = try Self.command.parse(["a.json", "--size", "1x2", "--format=text", "--quiet", "--dump"])
        #expect(parsed.positional == ["a.json"])
        #expect(parsed.value("--size") == "1x2")
        #expect(parsed.value("--format") == "text")
        #expect(parsed.has("--quiet") && parsed.has("--dump") && parsed.value("--dump") == nil)
        #expect(try Self.command.parse(["--dump=out.lp"]).value("--dump") == "out.lp")
    }

    @Test func dashIsPositionalAndDoubleDashEndsTheOptions() throws {
        let parsed = try Self.command.parse(["-", "--", "--quiet"])
        #expect(parsed.positional == ["-", "--quiet"])
        #expect(!parsed.has("--quiet"))
        #expect(try Self.command.parse(["-h"]).has("--help"))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus' for 'tool draw'"),
        (["--size"], "missing value for '--size SIZE'"),
        (["--quiet=yes"], "--quiet takes no value"),
        (["--format", "png"], "invalid --format 'png'; expected one of: svg, text"),
    ])
    func parseErrors(words: [String], message: String) {
        #expect(throws: UsageError(message)) { try Self.command.parse(words) }
    }

    @Test(arguments: [
        ([], "missing SPEC"),
        (["a", "b", "c", "--size", "1x1"], "unexpected argument 'c'"),
        (["a"], "missing '--size SIZE'"),
    ])
    func validationErrors(words: [String], message: String) throws {
        let parsed = try Self.command.parse(words)
        #expect(throws: UsageError(message)) { try Self.command.validate(parsed) }
    }

    @Test func helpShowsTheUsageTheArgumentsAndEveryOptionByGroup() {
        #expect(
            Self.command.help == """
                usage: tool draw SPEC [OTHER] --size SIZE [--format svg|text] [--dump[=FILE]] [--quiet]

                Draws a spec.

                arguments:
                  SPEC                    the spec
                  OTHER                   another

                options:
                  --size SIZE             the size
                  --format FORMAT         svg or text
                  --quiet                 say nothing
                  -h, --help              show this help

                debugging:
                  --dump[=FILE]           dump

                """)
        #expect(Self.command.usageHint.hasSuffix("See 'tool help draw' for more information."))
    }
}
