import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// Constraints → stacks for sizes proportional to the root's safe-area guide (`card.width ==
/// safeArea.width`, `m × safeArea.height`): the guide's length is SwiftUI's root's (the window
/// places the root in the safe area), so the proportion is one of the root, not of the window
/// and not left to the stack's equal shares; the translation is exact, not approximate.
@Suite("Constraints → stacks: proportions of the safe-area guide")
struct SafeAreaGuideProportionTests {
    static let portrait = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    static let landscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    /// card as wide as the guide at its top, `height` given; chip 16 in from each side of the
    /// guide (its width the guide's less 32), 8 below card, 20 high.
    static func spec(_ cardHeight: String) throws -> ConstraintSpec {
        var spec = try constraintSpec(
            #"""
            { "format": "layoutlab.constraints/1", "name": "Proportions",
              "views": [ { "id": "card" }, { "id": "chip" } ],
              "constraints": [
                "card.top == safeArea.top", "card.leading == safeArea.leading", "card.width == safeArea.width",
                "\#(cardHeight)",
                "chip.top == card.bottom + 8", "chip.leading == safeArea.leading + 16",
                "chip.width == safeArea.width - 32", "chip.height == 20" ] }
            """#)
        spec.safeAreaInsets = portrait
        return spec
    }

    static func stackFrames(_ spec: ViewSpec, _ insets: EdgeInsets, _ width: Double, _ height: Double)
        -> [String: Rect]
    {
        var inside = spec
        inside.environment.safeAreaInsets = insets
        var engine = StackLayoutEngine(inside)
        return engine.solve(in: SolveSize(width: width, height: height)).frameIndex
    }

    static func constraintFrames(_ spec: ConstraintSpec, _ insets: EdgeInsets, _ width: Double, _ height: Double)
        throws -> [String: Rect]
    {
        var inside = spec
        inside.safeAreaInsets = insets
        return try ConstraintLayoutEngine.solve(inside, in: Size(width: width, height: height)).frameIndex
    }

    /// Portrait 393 × 852 in 59 / 0 / 34 / 0: the guide is (0, 59, 393, 759): card (0, 59,
    /// 393, 100), chip at y 59 + 100 + 8, x 16, 393 − 32 wide. Landscape 852 × 393 in 0 / 59 /
    /// 21 / 59: the guide is (59, 0, 734, 372): card (59, 0, 734, 100), chip (75, 108, 702, 20).
    @Test func aLengthOfTheGuideIsExact() throws {
        let spec = try Self.spec("card.height == 100")
        let translation = try ConstraintsToStacks.translate(spec)
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        for frames in [
            Self.stackFrames(translation.spec, Self.portrait, 393, 852),
            try Self.constraintFrames(spec, Self.portrait, 393, 852),
        ] {
            SafeAreaConstraintsTests.expect(frames, "card", 0, 59, 393, 100)
            SafeAreaConstraintsTests.expect(frames, "chip", 16, 167, 361, 20)
        }
        for frames in [
            Self.stackFrames(translation.spec, Self.landscape, 852, 393),
            try Self.constraintFrames(spec, Self.landscape, 852, 393),
        ] {
            SafeAreaConstraintsTests.expect(frames, "card", 59, 0, 734, 100)
            SafeAreaConstraintsTests.expect(frames, "chip", 75, 108, 702, 20)
        }
    }

    /// `card.height == 0.5 × safeArea.height`: half the safe area's height, read in a
    /// GeometryReader at SwiftUI's root (its size is the safe area's, so no insets are added):
    /// portrait 759 / 2 = 379.5, chip at 59 + 379.5 + 8 = 446.5; landscape 372 / 2 = 186, chip at
    /// 194.
    @Test func aMultipleOfTheGuideIsReadInAGeometryReader() throws {
        let spec = try Self.spec("card.height == 0.5 * safeArea.height")
        let translation = try ConstraintsToStacks.translate(spec, allowGeometryReader: true)
        #expect(translation.approximatedViews.isEmpty, "\(translation.approximatedViews)")
        let text = JSONWriter.write(translation.spec.json)
        #expect(text.contains("0.5 * geometry.height") && !text.contains("safeAreaInsets."), "\(text)")
        for frames in [
            Self.stackFrames(translation.spec, Self.portrait, 393, 852),
            try Self.constraintFrames(spec, Self.portrait, 393, 852),
        ] {
            SafeAreaConstraintsTests.expect(frames, "card", 0, 59, 393, 379.5)
            SafeAreaConstraintsTests.expect(frames, "chip", 16, 446.5, 361, 20)
        }
        for frames in [
            Self.stackFrames(translation.spec, Self.landscape, 852, 393),
            try Self.constraintFrames(spec, Self.landscape, 852, 393),
        ] {
            SafeAreaConstraintsTests.expect(frames, "card", 59, 0, 734, 186)
            SafeAreaConstraintsTests.expect(frames, "chip", 75, 194, 702, 20)
        }
    }
}
