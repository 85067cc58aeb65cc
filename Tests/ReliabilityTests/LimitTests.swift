import ConstraintLayout
import Foundation
import LayoutCore
import StackLayout
import Testing

/// The documented limits (FORMATS.md §5) at the boundary D and D + 1, and the heavy inputs
/// (50 MB spec, 100,000 constraints) that must end with a result or a clear error.
@Suite struct LimitTests {
    /// A Color under `modifiers` padding modifiers inside `containers` nested VStacks: view depth
    /// = containers + modifiers + 1 levels (each modifier counts one level, FORMATS.md §5).
    static func nested(containers: Int, modifiers: Int) -> String {
        let padding = Array(repeating: #"{"padding": 1}"#, count: modifiers).joined(separator: ",")
        var view = #"{"type": "Color", "id": "leaf", "modifiers": [\#(padding)]}"#
        for _ in 0..<containers { view = #"{"type": "VStack", "children": [\#(view)]}"# }
        return Specs.viewJSON(view)
    }

    @Test func depthAtTheLimitSolvesAndOnePastIsRejected() throws {
        // Root VStack at level 1, … the Color at level 101, then 155 modifiers: 256 levels.
        let atLimit = try Specs.view(Self.nested(containers: 100, modifiers: 155))
        var engine = StackLayoutEngine(atLimit)
        let solution = engine.solve(in: ProposedViewSize(width: 375, height: 667))
        #expect(invariantViolation(in: solution) == nil)
        // 155 paddings of 1 on each side: the leaf is 375 − 2 × 155 = 65 wide.
        let width = try #require(solution.frame(of: "leaf")?.width)
        #expect(abs(width - 65) < 1e-9)
        let error = #expect(throws: SpecError.self) { try Specs.view(Self.nested(containers: 100, modifiers: 156)) }
        #expect(error?.problem == .limitExceeded(.nestingDepth(levels: 257, max: 256)))
        #expect(error?.description.contains("limit exceeded: nesting depth 257 > 256") == true)
    }

    @Test func containerDepthAtTheLimit() throws {
        // 254 VStacks, the Color at level 255 and one modifier: 256 levels. The JSON is then
        // 1 (document) + 2 × 254 (object, children) + 1 (Color) + 2 (modifiers, padding) = 512
        // deep, exactly the parser's limit, so containers alone cannot go deeper.
        let atLimit = try Specs.view(Self.nested(containers: 254, modifiers: 1))
        var engine = StackLayoutEngine(atLimit)
        #expect(invariantViolation(in: engine.solve(in: ProposedViewSize(width: 10, height: 10))) == nil)
        let deeper = #expect(throws: SpecError.self) { try Specs.view(Self.nested(containers: 254, modifiers: 2)) }
        #expect(deeper?.problem == .limitExceeded(.nestingDepth(levels: 257, max: 256)))
        let json = #expect(throws: SpecError.self) { try Specs.view(Self.nested(containers: 255, modifiers: 0)) }
        #expect(json?.problem == .limitExceeded(.jsonNesting(max: 512)))
    }

    @Test func deepJSONIsRejectedWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = #expect(throws: SpecError.self) { try SpecDocument(bytes: Array(deep.utf8)) }
        #expect(error?.problem == .limitExceeded(.jsonNesting(max: 512)))
    }

    @Test func viewCountLimit() throws {
        var limits = SpecLimits()
        limits.maxViews = 100
        let children = (0..<100).map { _ in #"{"type": "Color"}"# }.joined(separator: ",")
        let json = Specs.viewJSON(#"{"type": "VStack", "children": [\#(children)]}"#)
        // 101 views with the root: one past the limit.
        let error = #expect(throws: SpecError.self) { try SpecDocument(bytes: Array(json.utf8), limits: limits) }
        #expect(error?.problem == .limitExceeded(.views(max: 100)))
        let forEach = Specs.viewJSON(#"{"type": "ForEach", "count": 1e300, "content": {"type": "Color"}}"#)
        #expect(throws: SpecError.self) { try SpecDocument(bytes: Array(forEach.utf8)) }
    }

    @Test func byteLimitIsCheckedBeforeReading() throws {
        // A sparse 65 MiB file: refused from its size, exit 65, nothing on stdout.
        let path = try LayoutLab.temporaryDirectory().appendingPathComponent("huge.json").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let result = try LayoutLab.run(["solve", path, "--size", "375x667"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("limit exceeded: 68157440 bytes > 67108864"))
    }

    @Test(.enabled(if: heavyCasesEnabled)) func fiftyMegabyteSpec() throws {
        // 150,000 Colors with 330-character ids: about 50 MB, under every limit.
        let id = String(repeating: "x", count: 320)
        var text = #"{"format": "layoutlab.view/1", "name": "big", "root": {"type": "VStack", "children": ["#
        for index in 0..<150_000 { text += #"{"type": "Color", "id": "\#(id)\#(index)"},"# }
        text += #"{"type": "Color"}]}}"#
        #expect(text.utf8.count > 50_000_000)
        let path = try LayoutLab.file(text)
        let result = try LayoutLab.run(["solve", path, "--size", "375x667", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: heavyCasesEnabled)) func hundredThousandConstraints() throws {
        // 25,000 views, four constraints each: a chain of 10-point rows.
        var views: [String] = []
        var constraints: [String] = []
        for i in 0..<25_000 {
            views.append(#"{"id": "v\#(i)"}"#)
            let above = i == 0 ? "root.top" : "v\(i - 1).bottom"
            constraints += ["v\(i).left == 0", "v\(i).width == 10", "v\(i).height == 10", "v\(i).top == \(above)"]
        }
        let json = """
            {"format": "layoutlab.constraints/1", "name": "many", "views": [\(views.joined(separator: ","))],
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
            """
        let spec = try Specs.constraints(json)
        #expect(spec.constraints.count == 100_000)
        // A result, or the documented typed error when the LP solver's limits stop it (exit 70):
        // on a loaded 2-core machine a debug build can take more than the 60 s time limit.
        do {
            let solution = try ConstraintLayoutEngine.solve(spec, in: Size(width: 375, height: 250_000))
            #expect(solution.frame(of: "v24999")?.y == 249_990)
            #expect(invariantViolation(in: solution) == nil)
        } catch let error as ConstraintLayoutError {
            #expect(error.reason == .timeLimit || error.reason == .iterationLimit, "\(error)")
            recordReliabilityEvent("limit\t100,000 constraints ended with \(error)")
        }
    }
}
