import Foundation
import LayoutCore
import Testing

/// The constraint engine's command-line flags, through the real binary.
@Suite struct ConstraintFlagsTests {
    func solve(_ spec: String, _ flags: [String]) throws -> (CLIResult, JSONObject?) {
        let path = try CLI.temporaryFile(spec)
        let result = try CLI.run(["solve", path, "--size", "300x300", "--format", "json"] + flags)
        guard case .object(let object)? = try? JSONParser.parse(result.stdout) else { return (result, nil) }
        return (result, object)
    }

    func frame(_ object: JSONObject?, _ id: String) -> JSONObject? {
        guard case .object(let frames)? = object?["frames"], case .object(let frame)? = frames[id] else { return nil }
        return frame
    }

    static let conflict = """
        { "format": "layoutlab.constraints/1", "views": [ { "id": "a" } ],
          "constraints": [ "a.width == 100 # wide", "a.width == 50 # narrow", "a.left == 0", "a.top == 0",
                           "a.height == 10" ] }
        """

    /// `--recover` breaks one member of the minimal set {wide, narrow} (the last in spec
    /// order, narrow) and solves: width 100, exit 0, a brokenConstraint diagnostic.
    @Test func recoverBreaksAConflictingConstraint() throws {
        let (result, object) = try solve(Self.conflict, ["--recover"])
        #expect(result.status == 0)
        #expect(frame(object, "a")?["width"] == .number(100))
        guard case .array(let diagnostics)? = object?["diagnostics"], case .object(let first)? = diagnostics.first
        else {
            Issue.record("no diagnostics")
            return
        }
        #expect(first["kind"] == .string("brokenConstraint"))
        #expect(first["constraints"] == .array([.string("narrow")]))
    }

    /// One wish at 750 (width 100) against four at 740 (width 300). Lexicographic: the 750
    /// level is satisfied first → 100. Weighted (kiwi-style 1000^((p−250)/250)): 4 × 1000^1.96
    /// ≈ 3.0e6 outweighs 1000^2 = 1e6 → 300.
    @Test func priorityModesDiffer() throws {
        let spec = """
            { "format": "layoutlab.constraints/1", "views": [ { "id": "a" } ],
              "constraints": [ "a.left == 0", "a.top == 0", "a.height == 10", "a.width == 100 @750",
                "a.width == 300 @740", "2 * a.width == 600 @740", "a.width + 0 == 300 @740", "a.width - 300 == 0 @740" ] }
            """
        let (lexicographic, lexObject) = try solve(spec, ["--priorities", "lexicographic"])
        let (weighted, weightedObject) = try solve(spec, ["--priorities", "weighted"])
        #expect(lexicographic.status == 0 && weighted.status == 0)
        #expect(frame(lexObject, "a")?["width"] == .number(100))
        #expect(frame(weightedObject, "a")?["width"] == .number(300))
    }

    /// `a.left >= 0` (required) and `a.left <= 100 @500`, nothing else on x: every x in 0…100
    /// keeps both levels optimal, so x is ambiguous over a range of 100.
    @Test func checkAmbiguityReportsTheRange() throws {
        let spec = """
            { "format": "layoutlab.constraints/1", "views": [ { "id": "a" } ],
              "constraints": [ "a.left >= 0", "a.left <= 100 @500", "a.top == 0", "a.width == 10", "a.height == 10" ] }
            """
        let (result, object) = try solve(spec, ["--check-ambiguity"])
        #expect(result.status == 0)
        guard case .array(let diagnostics)? = object?["diagnostics"], case .object(let first)? = diagnostics.first
        else {
            Issue.record("no diagnostics")
            return
        }
        #expect(first["kind"] == .string("ambiguous"))
        #expect(first["amount"] == .number(100))
        #expect(
            first["ranges"]
                == .array([
                    .object(
                        JSONObject([
                            JSONMember("field", .string("x")), JSONMember("min", .number(0)),
                            JSONMember("max", .number(100)),
                        ]))
                ]))
    }

    @Test func dumpLPWritesEachStageToStderrOnly() throws {
        let (result, object) = try solve(
            Self.conflict.replacingOccurrences(of: "\"a.width == 50 # narrow\", ", with: ""), ["--dump-lp"])
        #expect(result.status == 0)
        #expect(object?["format"] == .string("layoutlab.solution/1"))
        #expect(result.stderr.contains("Minimize"))
        #expect(result.stderr.contains("stage"))
        #expect(!result.stdout.contains("Minimize"))
    }

    @Test func badPriorityModeIsAUsageError() throws {
        let (result, _) = try solve(Self.conflict, ["--priorities", "loudest"])
        #expect(result.status == 64)
    }
}
