import Foundation
import LayoutCore
import TestSupport
import Testing

/// The command line behaves as Swift tools built on swift-argument-parser do: `--version`,
/// `help SUB`, usage errors with the subcommand's usage, `-` for stdin.
@Suite struct ConventionalCLITests {
    @Test func versionIsOneLineFromTheConstant() throws {
        let flag = try CLI.run(["--version"])
        let command = try CLI.run(["version"])
        #expect(flag.status == 0)
        #expect(command.status == 0)
        #expect(flag.stdout == command.stdout)
        // One line: MAJOR.MINOR.PATCH.
        let line = flag.stdout.trimmingCharacters(in: .newlines)
        #expect(flag.stdout == line + "\n")
        #expect(line.split(separator: ".").count == 3 && line.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func usageErrorPrintsTheSubcommandsUsage() throws {
        let result = try CLI.run(["solve", "a.json", "--size", "10x10", "--format", "xml"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: invalid --format 'xml'; expected one of: table, json\n"))
        #expect(result.stderr.contains("usage: layoutlab solve SPEC --size SIZE"))
        #expect(result.stderr.contains("See 'layoutlab help solve'"))
        #expect(!result.stderr.contains("commands:"))
    }

    @Test func dashReadsTheSpecFromStandardInput() throws {
        let file = try CLI.run(["solve", try CLI.temporaryFile(CLITests.adaptiveView), "--size", "375x667"])
        let piped = try CLI.run(["solve", "-", "--size", "375x667"], input: CLITests.adaptiveView)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == file.stdout)
        // top = clamp(667 / 2, 200, 400) = 333.5.
        #expect(piped.stdout.contains("333.500"))
        let bad = try CLI.run(["solve", "-", "--size", "375x667"], input: "{ \"format\": 3 }")
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("<stdin>"))
    }

    @Test func standardInputStandsForOneSpecOnly() throws {
        let result = try CLI.run(["compare", "-", "-"], input: CLITests.adaptiveView)
        #expect(result.status == 64)
        #expect(result.stderr.contains("'-' (standard input) can stand for one SPEC only"))
    }

    @Test(arguments: ["375X667", "375x667"])
    func sizesTakeEitherX(size: String) throws {
        let result = try CLI.run(["solve", try CLI.temporaryFile(CLITests.adaptiveView), "--size", size])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("at 375x667"))
    }

    /// SpecLimits.maxMagnitude is 1e9 points: the message names that limit.
    @Test func sizeBeyondTheLimitStatesIt() throws {
        let result = try CLI.run(["solve", try CLI.temporaryFile(CLITests.adaptiveView), "--size", "2e9x100"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("the width 2e9 is outside 0…1000000000 points"))
        let negative = try CLI.run(["compare", "--sizes", "100x-1"])
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("the height -1 is outside 0…1000000000 points"))
    }

    @Test func translateWithoutToListsTheChoices() throws {
        let result = try CLI.run(["translate", try CLI.temporaryFile(CLITests.adaptiveView)])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: missing '--to TARGET'; expected one of: stack, constraints, swiftui"))
    }

    @Test(arguments: ["out.png", "out.PNG", "picture"])
    func renderRefusesAnythingButSVG(name: String) throws {
        let directory = try ScratchFolder.make()
        let out = directory.appendingPathComponent(name).path
        let result = try CLI.run([
            "render", try CLI.temporaryFile(CLITests.adaptiveView), "--size", "375x667", "--out", out,
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("render writes SVG only"))
        #expect(result.stderr.contains(".svg"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// `merge` prints the table by default, as `compare` does.
    @Test func mergeAndCompareShareTheDefaultFormat() throws {
        let spec = try CLI.temporaryFile(CLITests.adaptiveView)
        let shard = try CLI.run(["compare", spec, "--sizes", "375x667", "--no-times", "--format", "json"])
        #expect(shard.status == 0)
        let file = try CLI.temporaryFile(shard.stdout, name: "shard.json")
        let merged = try CLI.run(["merge", file, "--no-times"])
        let compared = try CLI.run(["compare", spec, "--sizes", "375x667", "--no-times"])
        #expect(merged.status == 0)
        #expect(merged.stdout == compared.stdout)
        #expect(merged.stdout.contains("agreement"))
    }

    @Test func devicesListsTheCurrentPresets() throws {
        let table = try CLI.run(["devices"])
        #expect(table.status == 0)
        for name in [
            "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-16e", "iphone-se-3",
            "ipad-mini-a17-pro", "ipad-air-11", "ipad-air-13", "ipad-pro-11", "ipad-pro-13",
        ] {
            #expect(table.stdout.contains(name + " "), "\(name)")
        }
        let json = try JSONParser.parse(try CLI.run(["devices", "--format", "json"]).stdout)
        guard case .array(let devices) = json, case .object(let first) = devices.first else {
            Issue.record("not an array of objects")
            return
        }
        #expect(first["name"] != nil && first["portraitSafeArea"] != nil && first["landscapeSafeArea"] != nil)
    }

    /// The iPhone 16 Pro is 402×874 pt (HIG); landscape swaps the sides; the old names stay.
    @Test func devicePresetsAndAliasesSolve() throws {
        let spec = try CLI.temporaryFile(CLITests.adaptiveView)
        #expect(try CLI.run(["solve", spec, "--size", "iphone-16-pro"]).stdout.contains("at 402x874"))
        #expect(try CLI.run(["solve", spec, "--size", "iphone-16-pro-landscape"]).stdout.contains("at 874x402"))
        #expect(try CLI.run(["solve", spec, "--size", "iphone-15"]).stdout.contains("at 393x852"))
        #expect(try CLI.run(["solve", spec, "--size", "ipad-13"]).stdout.contains("at 1032x1376"))
    }

    /// `layoutlab bench SPEC` times that spec with both engines (a view spec translates).
    @Test func benchTimesAUserSpecWithBothEngines() throws {
        let spec = try CLI.temporaryFile(CLITests.adaptiveView)
        let result = try CLI.run(["bench", spec, "--budget", "0.001"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        for engine in ["layoutlab-stack", "layoutlab-constraints"] {
            let metrics = Set(rows.filter { $0.first == engine && $0.count > 2 && $0[1] == "adaptive" }.map { $0[2] })
            #expect(metrics == ["warm_resize", "scratch"], "\(engine)")
        }
        #expect(!rows.contains { $0.count > 1 && $0[1] == "chain" })
    }

    @Test func benchMessagesNameLayoutlabBench() throws {
        let missing = try CLI.run(["bench", "/nonexistent/spec.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("layoutlab bench: /nonexistent/spec.json"))
        let bad = try CLI.run(["bench", "--budget", "-1"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("usage: layoutlab bench"))
        #expect(!bad.stderr.contains("layoutlab-bench"))
    }
}
