import LayoutCore
import Testing

@testable import ConstraintLayout

/// The `preferredMaxLayoutWidth` passes solve only when a re-measurement changes a label's size
/// (docs/ENGINES.md "Multi-line labels"): the label of MultilineLabelTests ("The quick brown
/// fox jumps", Inter 17 pt: 35744 units = 215.8 pt unwrapped; "The quick brown" 22132 units =
/// 133.6 pt) pinned to 20-pt margins.
@Suite struct LabelPassCountTests {
    func engine() throws -> ConstraintLayoutEngine {
        let text = """
            { "format": "layoutlab.constraints/1", "name": "labels",
              "views": [{"id": "label", "text": {"string": "The quick brown fox jumps", "numberOfLines": 0}}],
              "constraints": ["label.leading == root.leading + 20", "label.trailing == root.trailing - 20",
                              "label.top == root.top + 20"] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return try ConstraintLayoutEngine(spec)
    }

    @Test func aLabelThatFitsUnwrappedBuildsNoPassEngine() throws {
        // Root 300 → the label is 260 wide ≥ 215.8: wrapped at 260 it is one line, as measured
        // unwrapped, so the first solve has settled and no pass engine is built.
        let engine = try engine()
        let solution = try engine.solve(in: Size(width: 300, height: 400))
        #expect(engine.labelPassEngines.isEmpty)
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func aWrappingLabelBuildsOneEngineForItsTwoWidths() throws {
        // Root 200 → 160 wide: two lines ("The quick brown" / "fox jumps"), widest 133.6. The
        // next pass's width is the pinned 160 again (the label is pinned at both edges), so the
        // same measurement: one pass engine, reused by a second solve at that size.
        let engine = try engine()
        _ = try engine.solve(in: Size(width: 200, height: 400))
        #expect(engine.labelPassEngines.count == 1)
        _ = try engine.solve(in: Size(width: 200, height: 400))
        #expect(engine.labelPassEngines.count == 1)
        #expect(engine.labelPasses.count == 1)
    }
}

extension LabelPassCountTests {
    @Test func anEngineIsReleasedAfterItsPasses() throws {
        // The passes never hold the engine that keeps them (no reference cycle): solved at a
        // settled and at a wrapping width, it is freed with its last reference.
        weak var released: ConstraintLayoutEngine?
        do {
            let engine = try engine()
            _ = try engine.solve(in: Size(width: 300, height: 400))
            _ = try engine.solve(in: Size(width: 200, height: 400))
            released = engine
        }
        #expect(released == nil)
    }
}
