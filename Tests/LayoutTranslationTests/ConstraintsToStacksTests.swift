import ConstraintLayout
import LayoutCore
import LayoutHarness
import StackLayout
import Testing

@testable import LayoutTranslation

/// Decodes a constraint spec from JSON text.
func constraintSpec(_ json: String) throws -> ConstraintSpec {
    guard case .constraints(let spec) = try SpecDocument(bytes: Array(json.utf8), file: "test.json") else {
        throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
    }
    return spec
}

@Suite("Constraints → stacks")
struct ConstraintsToStacksTests {
    @Test func adaptiveConstraintsBecomeTheSeedsStacks() throws {
        let spec = try Corpus.entry(named: "adaptive-split")!.decodedConstraintSpec()
        let stacks = try ConstraintsToStacks.translate(spec).spec
        var engine = StackLayoutEngine(stacks)
        let solution = engine.solve(in: SolveSize(width: 375, height: 667))
        let top = try #require(solution.frames.first { $0.id == "top" }?.frame)
        let t2 = try #require(solution.frames.first { $0.id == "t2" }?.frame)
        // top = clamp(667 / 2, 200, 400) = 333.5; t2 at 50 + (333.5 − 150) / 2 = 141.75
        #expect(Tolerance.equal(top.height, 333.5))
        #expect(Tolerance.equal(t2.y, 141.75))
        // The chain becomes a VStack(spacing: 0): top frame, then bottom.
        #expect(stacks.root.kind == .vStack(alignment: .center, spacing: 0))
        #expect(stacks.root.children.count == 2)
    }

    @Test func pinsAndFixedSizesBecomePaddingAndFrames() throws {
        // a: 20 from the left, 100 wide, 10 from the top, 30 high.
        let spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "pins", "views": [ { "id": "a" } ],
              "constraints": [ "a.left == root.left + 20", "a.width == 100", "a.top == root.top + 10", "a.height == 30" ] }
            """#)
        let stacks = try ConstraintsToStacks.translate(spec).spec
        var engine = StackLayoutEngine(stacks)
        let frame = try #require(engine.solve(in: SolveSize(width: 400, height: 300)).frames.first?.frame)
        #expect(frame == Rect(x: 20, y: 10, width: 100, height: 30))
    }

    @Test func aViewAlignedWithASiblingIsPinnedThroughIt() throws {
        // title 20 from the left; subtitle aligned with it, 4 further in, 8 below it.
        let spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "aligned", "views": [ { "id": "title" }, { "id": "subtitle" } ],
              "constraints": [ "title.leading == root.leading + 20", "title.top == root.top + 40", "title.width == 200",
                "title.height == 30", "subtitle.leading == title.leading + 4", "subtitle.top == title.bottom + 8",
                "subtitle.width == 150", "subtitle.height == 20" ] }
            """#)
        let stacks = try ConstraintsToStacks.translate(spec).spec
        var engine = StackLayoutEngine(stacks)
        let frames = engine.solve(in: SolveSize(width: 375, height: 667)).frames
        #expect(frames.first { $0.id == "subtitle" }?.frame == Rect(x: 24, y: 78, width: 150, height: 20))
        #expect(stacks.root.kind == .vStack(alignment: .center, spacing: 8))
    }

    @Test func constraintsUnsatisfiableAtASizeAreNotVerifiedAsAlike() throws {
        // A 50-pt view pinned to both edges of the screen: no solution at any other height.
        let spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "fixed", "views": [ { "id": "a" } ],
              "constraints": [ "H:|[a]|", "a.top == root.top", "a.bottom == root.bottom", "a.height == 50" ] }
            """#)
        #expect {
            _ = try ConstraintsToStacks.translate(spec)
        } throws: { error in
            guard case TranslationError.notExpressible(let notes) = error else { return false }
            return notes.contains { $0.reason.contains("unsatisfiable at 320x300") }
        }
    }

    @Test func constraintsBetweenAxesAreNamed() throws {
        let spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "square", "views": [ { "id": "a" } ],
              "constraints": [ "a.left == root.left", "a.top == root.top", "a.width == root.width",
                               "a.height == 0.5 * root.width # half-width" ] }
            """#)
        #expect {
            _ = try ConstraintsToStacks.translate(spec)
        } throws: { error in
            guard case TranslationError.notExpressible(let notes) = error else { return false }
            return notes.map(\.view) == ["half-width"]
        }
    }

    @Test func aStackFormThatLaysOutDifferentlyIsReported() throws {
        // a = 30% of the container: a VStack of a and b would split 50/50.
        let spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "third", "views": [ { "id": "a" }, { "id": "b" } ],
              "constraints": [ "H:|[a]|", "H:|[b]|", "a.top == root.top", "b.top == a.bottom", "b.bottom == root.bottom",
                               "a.height == 0.3 * root.height" ] }
            """#)
        #expect(throws: TranslationError.self) { _ = try ConstraintsToStacks.translate(spec) }
    }

    @Test func unsupportedViewsAreNotedPerView() throws {
        // A Text under the synthetic model has no constraint form (a font-measured one is a label).
        var environment = LayoutEnvironment()
        environment.textModel = .synthetic
        let spec = ViewSpec(
            name: "text", environment: environment,
            root: ViewNode(
                .vStack(alignment: .center, spacing: nil), children: [ViewNode(.text(TextSpec("Hi")), id: "t")]))
        let notes = StackToConstraints.translate(spec).notes
        #expect(notes.map(\.view) == ["t"])
    }
}
