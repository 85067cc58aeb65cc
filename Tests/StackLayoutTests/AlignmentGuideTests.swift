import LayoutCore
import StackLayout
import Testing

/// SEMANTICS §A "Alignment guides": a stack aligns each child's guide (explicit when the
/// child sets one with `.alignmentGuide`, else the default edge/centre) with its own.
@Suite struct AlignmentGuideTests {
    @Test func vStackUsesAnExplicitLeadingValue() {
        // VStack(alignment: .leading) { Color 50×10 "a"; Color 50×10 "b" .alignmentGuide(.leading) { 20 } }.
        // Guides: a 0, b 20 → offset max(0, 20) = 20; width 20 + max(50 − 0, 50 − 20) = 70.
        // a x = 20 − 0 = 20, b x = 20 − 20 = 0; heights 10 + 8 + 10 = 28.
        let root = vStack(
            alignment: .leading, color("a").frame(width: 50, height: 10),
            color("b").frame(width: 50, height: 10).alignmentGuide(.leading, 20))
        let solution = solve(root, width: 70, height: 28)
        expectFrame(solution, "a", 20, 0, 50, 10)
        expectFrame(solution, "b", 0, 18, 50, 10)
    }

    @Test func guideExpressionsReadTheViewsDimensions() {
        // b's leading guide = d.width / 2 = 25 → offset 25; width 25 + 50 = 75; a x 25, b x 0.
        let root = vStack(
            alignment: .leading, color("a").frame(width: 50, height: 10),
            color("b").frame(width: 50, height: 10).alignmentGuide(.leading, "d.width / 2"))
        let solution = solve(root, width: 75, height: 28)
        expectFrame(solution, "a", 25, 0, 50, 10)
        expectFrame(solution, "b", 0, 18, 50, 10)
    }

    @Test func zStackHonoursExplicitGuidesOnBothAxes() {
        // ZStack(alignment: .topLeading) { Color 40×40 "a"; Color 20×20 "b"
        //   .alignmentGuide(.leading) { −10 } .alignmentGuide(.top) { d[.bottom] − 5 } }.
        // b: leading −10, top 20 − 5 = 15. Union: before x max(0, −10) = 0, after x max(40, 20 + 10)
        // = 40; before y max(0, 15) = 15, after y max(40, 20 − 15) = 40 → 40 × 55.
        // a at (0 − 0, 15 − 0) = (0, 15); b at (0 + 10, 15 − 15) = (10, 0).
        let root = zStack(
            alignment: .topLeading, color("a").frame(width: 40, height: 40),
            color("b").frame(width: 20, height: 20).alignmentGuide(.leading, -10)
                .alignmentGuide(.top, "d[.bottom] - 5"))
        let solution = solve(root, width: 40, height: 55)
        expectFrame(solution, "a", 0, 15, 40, 40)
        expectFrame(solution, "b", 10, 0, 20, 20)
    }

    @Test func anExplicitBaselineOnAnImageAlignsWithText() {
        // HStack(.firstTextBaseline, spacing: 0) { Image 20×20 .alignmentGuide(.firstTextBaseline) { 5 };
        // Text("Hi") }: offset max(5, 16) = 16; below max(20 − 5, 20.5 − 16) = 15 → 31 tall.
        // Image y = 16 − 5 = 11; text y = 0; width 20 + 17 = 37.
        let root = hStack(
            alignment: .firstTextBaseline, spacing: 0,
            image("i", width: 20, height: 20).alignmentGuide(.firstTextBaseline, 5), text("t", "Hi"))
        let solution = solve(root, width: 37, height: 31)
        expectFrame(solution, "i", 0, 11, 20, 20)
        expectFrame(solution, "t", 20, 0, 17, 20.5)
    }

    @Test func aNestedStackCombinesItsChildrensValuesByTheirMean() {
        // Outer VStack(.leading, spacing: 0) { Color 60×10 "a"; inner VStack(.center, spacing: 0)
        // { Color 40×10 "b" .alignmentGuide(.leading) { 10 }; Color 40×10 "c" .alignmentGuide(.leading) { 30 } } }.
        // Inner: both 40 wide, centred at x 0. Its explicit leading = mean(0 + 10, 0 + 30) = 20
        // (SwiftUI's _combineExplicit averages; recon, OpenSwiftUI's AlignmentID tests).
        // Outer guides: a 0, inner 20 → offset 20: a x 20, inner (b, c) x 0;
        // width 20 + max(60 − 0, 40 − 20) = 80; heights 10 + 20 = 30.
        let inner = vStack(
            spacing: 0,
            color("b").frame(width: 40, height: 10).alignmentGuide(.leading, 10),
            color("c").frame(width: 40, height: 10).alignmentGuide(.leading, 30))
        let root = vStack(alignment: .leading, spacing: 0, color("a").frame(width: 60, height: 10), inner)
        let solution = solve(root, width: 80, height: 30)
        expectFrame(solution, "a", 20, 0, 60, 10)
        expectFrame(solution, "b", 0, 10, 40, 10)
        expectFrame(solution, "c", 0, 20, 40, 10)
    }
}
