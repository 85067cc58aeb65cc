import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// `HStack(alignment: .lastTextBaseline)` → constraints (docs/TRANSLATION.md "Stack
/// compiler"): each child hangs on its last text baseline, a constant above its bottom.
@Suite struct LastBaselineTranslationTests {
    /// Inter: ascender 2728, descender −680, no line gap, 2816 units per em. A one-line Text
    /// of size s is 3408 s / 2816 high, its last baseline 680 s / 2816 above its bottom.
    static let json = """
        { "format": "layoutlab.view/1", "name": "last-baseline",
          "environment": { "textModel": "font" },
          "root": { "type": "HStack", "alignment": "lastTextBaseline", "spacing": 0, "children": [
            { "type": "Text", "id": "big", "text": "Big", "font": { "size": 34 } },
            { "type": "Color", "id": "box", "modifiers": [ { "frame": { "width": 20, "height": 20 } } ] },
            { "type": "Text", "id": "small", "text": "small", "font": { "size": 17 } } ] } }
        """

    @Test func childrenHangOnTheirLastBaselines() throws {
        let spec = try viewSpec(Self.json)
        let translation = StackToConstraints.translate(spec)
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        // Above the line: big 3408·34/2816 − 680·34/2816 = 2728·34/2816 = 32.9375; the box 20
        // (its bottom on the line); small 2728·17/2816 = 16.4688. Below: big 680·34/2816 =
        // 8.2102, small 4.1051, the box 0. So the row is 32.9375 + 8.2102 = 41.1477 high, big
        // at the top, the box 32.9375 − 20 = 12.9375 down, small 32.9375 − 16.4688 = 16.4688.
        let unit = 1.0 / 2816
        let bigAbove = 2728 * 34 * unit
        let expectedTops = ["big": 0, "box": bigAbove - 20, "small": bigAbove - 2728 * 17 * unit]
        let expectedHeights = ["big": 3408 * 34 * unit, "box": 20, "small": 3408 * 17 * unit]
        // The root HStack is centred in 375 × 667: its top is (667 − 41.1477) / 2.
        let rowTop = (667 - 3408 * 34 * unit) / 2
        let constraints = try translatedFrames(spec, 375, 667)
        var engine = StackLayoutEngine(spec)
        let stacks = engine.solve(in: SolveSize(width: 375, height: 667))
        for (id, top) in expectedTops {
            let frame = try #require(constraints[id])
            #expect(abs(frame.y - (rowTop + top)) < 0.01, "\(id) top \(frame.y)")
            #expect(abs(frame.height - expectedHeights[id]!) < 0.01, "\(id) height \(frame.height)")
            let stackFrame = try #require(stacks.frame(of: id))
            #expect(Tolerance.distance(stackFrame, frame) <= Tolerance.frame, "\(id): \(stackFrame) vs \(frame)")
        }
    }
}
