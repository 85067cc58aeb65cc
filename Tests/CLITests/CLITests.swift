import Foundation
import LayoutCore
import Testing

/// End-to-end tests of the real `layoutlab` binary: stdout, stderr and exit status.
@Suite struct CLITests {
    /// Seed 002's adaptive layout: top = clamp(H/2, 200, 400), bottom = H − top.
    static let adaptiveView = """
        { "format": "layoutlab.view/1", "name": "adaptive",
          "root": { "type": "VStack", "spacing": 0, "children": [
            { "type": "Color", "id": "top", "modifiers": [ { "frame": { "minHeight": 200, "maxHeight": 400 } } ] },
            { "type": "Color", "id": "bottom" } ] } }
        """

    @Test func solveJSONPrintsExactlyASolutionDocument() throws {
        let path = try CLI.temporaryFile(Self.adaptiveView)
        let result = try CLI.run(["solve", path, "--size", "393x852", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let json = try JSONParser.parse(result.stdout)
        guard case .object(let object) = json, case .object(let frames) = object["frames"] else {
            Issue.record("not a solution object: \(result.stdout)")
            return
        }
        #expect(object["format"] == .string("layoutlab.solution/1"))
        #expect(object["engine"] == .string("stack"))
        #expect(object["status"] == .string("solved"))
        // H = 852: top = clamp(426, 200, 400) = 400 at y 0; bottom = 852 − 400 = 452 at y 400.
        #expect(
            frames["top"]
                == .object(
                    JSONObject([
                        JSONMember("x", .number(0)), JSONMember("y", .number(0)),
                        JSONMember("width", .number(393)), JSONMember("height", .number(400)),
                    ])))
        #expect(
            frames["bottom"]
                == .object(
                    JSONObject([
                        JSONMember("x", .number(0)), JSONMember("y", .number(400)),
                        JSONMember("width", .number(393)), JSONMember("height", .number(452)),
                    ])))
    }

    @Test func solveTableNamesEveryView() throws {
        let path = try CLI.temporaryFile(Self.adaptiveView)
        let result = try CLI.run(["solve", path, "--size", "iphone-se"])
        #expect(result.status == 0)
        // iPhone SE 375×667: top = clamp(333.5, 200, 400) = 333.5.
        #expect(result.stdout.contains("333.5"))
        #expect(result.stdout.contains("bottom"))
    }

    @Test func misspelledModifierExits65WithItsPath() throws {
        let spec = """
            { "format": "layoutlab.view/1", "root": { "type": "VStack", "children": [
              { "type": "Color" }, { "type": "Color" },
              { "type": "Color", "modifiers": [ { "frmae": { "width": 10 } } ] } ] } }
            """
        let path = try CLI.temporaryFile(spec)
        let result = try CLI.run(["solve", path, "--size", "100x100"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(path))
        #expect(result.stderr.contains("root.children[2].modifiers[0].frmae"))
        #expect(result.stderr.contains("unknown modifier \"frmae\""))
    }

    @Test func invalidJSONExits65WithLineAndColumn() throws {
        let path = try CLI.temporaryFile("{\n  \"format\": \"layoutlab.view/1\",\n  \"root\": { \"type\": }\n}")
        let result = try CLI.run(["solve", path, "--size", "100x100"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // Line 3 is `  "root": { "type": }`: the value is missing where the `}` stands, column 21.
        #expect(result.stderr.contains("\(path):3:21:"))
    }

    @Test func missingFileExits66() throws {
        let result = try CLI.run(["solve", "/nonexistent/spec.json", "--size", "100x100"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("/nonexistent/spec.json"))
    }

    @Test(arguments: [
        ["solve"], ["solve", "a.json"], ["solve", "a.json", "--size", "12"], ["solve", "a.json", "--bogus"],
        ["frobnicate"], [], ["solve", "a.json", "--size", "10x10", "--format", "xml"],
    ])
    func badFlagsExit64WithUsage(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("usage: layoutlab"))
    }

    @Test func unsatisfiableConstraintsExit1NamingThem() throws {
        let spec = """
            { "format": "layoutlab.constraints/1", "views": [ { "id": "a" } ],
              "constraints": [ "a.width == 100 # wide", "a.width == 50 # narrow", "a.left == 0", "a.top == 0",
                               "a.height == 10" ] }
            """
        let path = try CLI.temporaryFile(spec)
        let result = try CLI.run(["solve", path, "--size", "300x300", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("wide"))
        #expect(result.stderr.contains("narrow"))
        let json = try JSONParser.parse(result.stdout)
        guard case .object(let object) = json else {
            Issue.record("not an object")
            return
        }
        #expect(object["status"] == .string("unsatisfiable"))
        #expect(object["frames"] == .object(JSONObject()))
    }

    @Test func compareWithoutArgumentsRunsTheCorpusWithFullAgreement() throws {
        let result = try CLI.run(["compare", "--no-times"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("adaptive-split"))
        // 23 heights (300…1400 step 50) × 5 device widths = 115 sizes, all agreeing.
        #expect(result.stdout.contains("115/115 sizes agree (100.0%)"))
    }

    @Test func compareOutputIsDeterministicWithoutTimes() throws {
        // A shorter sweep than the default (the corpus's text entries run at 12 Dynamic Type
        // sizes each): determinism does not depend on the number of sizes.
        let arguments = ["compare", "--no-times", "--format", "json", "--sweep", "height=300...1400:275,width=375,834"]
        let first = try CLI.run(arguments)
        let second = try CLI.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }
}
