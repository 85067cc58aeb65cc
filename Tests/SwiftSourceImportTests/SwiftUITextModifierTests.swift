import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

/// SwiftUI's Text modifiers and Font forms read onto the Text's fields (TextSpec), so the
/// font model measures the text SwiftUI would.
@Suite struct SwiftUITextModifierTests {
    /// The TextSpec of the first Text of `body` (a view body expression): the root, or its
    /// first child.
    static func text(_ body: String) throws -> TextSpec {
        let spec = try SwiftSourceSupport.spec(
            "struct A: View {\n    var body: some View {\n        \(body)\n    }\n}\n")
        for node in [spec.root] + spec.root.children {
            if case .text(let text) = node.kind { return text }
        }
        Issue.record("no Text in \(body)")
        return TextSpec("")
    }

    @Test func weightModifiersSetTheWeight() throws {
        #expect(try Self.text(#"Text("a").fontWeight(.semibold)"#).fontWeight == .semibold)
        #expect(try Self.text(#"Text("a").bold()"#).fontWeight == .bold)
        #expect(try Self.text(#"Text("a").bold(true)"#).fontWeight == .bold)
        #expect(try Self.text(#"Text("a").bold(false)"#).fontWeight == nil)
        #expect(try Self.text(#"Text("a").fontWeight(nil)"#).fontWeight == nil)
        let reset = try Self.text(#"Text("a").font(nil)"#)
        #expect(reset.fontStyle == nil && reset.fontSize == nil && reset.fontWeight == nil)
    }

    @Test func fontFormsSetStyleSizeWeightAndName() throws {
        let system = try Self.text(#"Text("a").font(.system(size: 20, weight: .bold))"#)
        #expect(system.fontSize == 20 && system.fontWeight == .bold && system.fontStyle == nil)
        let styled = try Self.text(#"Text("a").font(.system(.title, weight: .light))"#)
        #expect(styled.fontStyle == .title && styled.fontWeight == .light && styled.fontSize == nil)
        let custom = try Self.text(#"Text("a").font(.custom("Inter", size: 15))"#)
        #expect(custom.fontName == "Inter" && custom.fontSize == 15)
        let fixed = try Self.text(#"Text("a").font(Font.custom("Inter", fixedSize: 12))"#)
        #expect(fixed.fontName == "Inter" && fixed.fontSize == 12)
        let weighted = try Self.text(#"Text("a").font(.body.weight(.bold))"#)
        #expect(weighted.fontStyle == .body && weighted.fontWeight == .bold)
        let bold = try Self.text(#"Text("a").font(.headline.bold())"#)
        #expect(bold.fontStyle == .headline && bold.fontWeight == .bold)
        let sizedBold = try Self.text(#"Text("a").font(.system(size: 13).bold())"#)
        #expect(sizedBold.fontSize == 13 && sizedBold.fontWeight == .bold)
    }

    @Test func aTextsOwnWeightKeepsTheEnclosingFont() throws {
        // `.fontWeight` on the Text, `.font` around it: SwiftUI measures the title in bold.
        let inner = try Self.text(#"VStack { Text("a").fontWeight(.bold) }.font(.title).fontWeight(.light)"#)
        #expect(inner.fontStyle == .title && inner.fontWeight == .bold)
        // The Text's own font face wins over the enclosing one; the weight it lacks comes from
        // the enclosing font.
        let caption = try Self.text(#"VStack { Text("a").font(.caption) }.font(.system(size: 30, weight: .heavy))"#)
        #expect(caption.fontStyle == .caption && caption.fontSize == nil && caption.fontWeight == .heavy)
    }

    @Test func lineTruncationAndAlignmentModifiers() throws {
        #expect(try Self.text(#"Text("a").truncationMode(.middle)"#).truncationMode == .middle)
        #expect(try Self.text(#"Text("a").truncationMode(.head)"#).truncationMode == .head)
        #expect(try Self.text(#"Text("a").multilineTextAlignment(.center)"#).alignment == .center)
        #expect(try Self.text(#"Text("a").multilineTextAlignment(.trailing)"#).alignment == .trailing)
        #expect(try Self.text(#"Text("a").lineSpacing(6)"#).lineSpacing == 6)
    }

    @Test func anArgumentFromAnotherFileIsNotEvaluatedAtItsPlace() throws {
        let source = """
            struct A: View {
                var body: some View {
                    Text("a").truncationMode(someVariable)
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 3, column: 34))
        #expect(
            error.problem == .swiftSource(.notEvaluated("the argument `someVariable` of `.truncationMode(_:)`")))
    }

    @Test func aValueOutsideTheEnumerationIsUnexpected() throws {
        let error = try #require(
            SwiftSourceSupport.error(
                "struct A: View {\n    var body: some View {\n        Text(\"a\").fontWeight(.huge)\n    }\n}\n"))
        #expect(error.location == .lineColumn(line: 3, column: 30))
        let weights = FontWeight.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
        #expect(error.problem == .swiftSource(.unexpected(expected: "one of " + weights, found: ".huge")))
    }

    @Test func boldTextIsMeasuredWiderThanRegular() throws {
        let source = """
            struct A: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Text("Hello").id("regular")
                        Text("Hello").bold().id("bold")
                        Text("Hello").font(.system(size: 34, weight: .bold)).id("large")
                    }
                }
            }
            """
        var engine = StackLayoutEngine(try SwiftSourceSupport.spec(source))
        let frames = engine.solve(in: SolveSize(width: 400, height: 200)).frameIndex
        // Inter (2816 units per em), advances from scripts/font-advances.py:
        //   Inter-Regular "Hello": H 2084 e 1640 l 668 l 668 o 1680 = 6740 units;
        //   Inter-Bold    "Hello": H 2101 e 1683 l 766 l 766 o 1728 = 7044 units.
        // At 17 pt (.body) one unit is 17 / 2816 pt; at 34 pt, 34 / 2816.
        let regular = try #require(frames["regular"])
        let bold = try #require(frames["bold"])
        let large = try #require(frames["large"])
        #expect(abs(regular.width - 6740 * 17 / 2816) < 1e-9)
        #expect(abs(bold.width - 7044 * 17 / 2816) < 1e-9)
        #expect(abs(large.width - 7044 * 34 / 2816) < 1e-9)
        // One line each: 3408 units (ascender 2728 + descender 680).
        #expect(abs(bold.height - 3408 * 17 / 2816) < 1e-9)
    }
}
