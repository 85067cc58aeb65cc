import LayoutCore
import StackLayout
import Testing

/// `.safeAreaInset(edge:alignment:spacing:content:)` and `.safeAreaPadding` read from SwiftUI
/// source, laid out on an iPhone 15 (393 × 852, insets top 59, bottom 34; docs/ENGINES.md,
/// "Safe-area insets").
@Suite("SwiftUI source: safe-area insets and padding")
struct SwiftUISafeAreaInsetTests {
    static func frames(_ source: String) throws -> [String: Rect] {
        var spec = try SwiftSourceSupport.spec(source)
        spec.environment.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: 393, height: 852)).frameIndex
    }

    @Test func aBottomBarAndSafeAreaPaddingAreRead() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 44).id("header")
                        Color.gray.id("body")
                    }
                    .safeAreaPadding(.horizontal, 20)
                    .safeAreaInset(edge: .bottom, alignment: .leading, spacing: nil) {
                        Color.red.frame(width: 100, height: 49).id("bar")
                    }
                }
            }
            """
        let spec = try SwiftSourceSupport.spec(source)
        let modifiers = spec.root.modifiers.map(\.modifier)
        let bar = ViewNode(
            .shape(.color), modifiers: [ModifierNode(.frame(FixedFrame(width: 100, height: 49)), id: "bar")])
        #expect(
            modifiers == [
                .safeAreaPadding(EdgeInsets(leading: 20, trailing: 20)),
                .safeAreaInset(SafeAreaInset(edge: .bottom, alignment: .leading, spacing: nil, view: bar)),
            ])
        let frames = try Self.frames(source)
        // The root 393 × 759 at y 59. Spacing nil: the padding layer asks for the default 8.
        // The bar is proposed 759 − 8 − 44 (the padded VStack proposed height 0) and is 100 × 49;
        // the padding layer is proposed 393 × (759 − 57 = 702) at (0, 59): the VStack
        // 353 × 702 at (20, 59), header 44 high, body (20, 103, 353, 658). The bar at
        // y 59 + 759 − 49 = 769, its leading edge on the padding layer's: x 0.
        #expect(frames["header"] == rect(20, 59, 353, 44))
        #expect(frames["body"] == rect(20, 103, 353, 658))
        #expect(frames["bar"] == rect(0, 769, 100, 49))
    }

    @Test func aHorizontalEdgeAndTheOtherPaddingFormsAreRead() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    Color.blue
                        .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                        .safeAreaPadding(10)
                        .safeAreaPadding()
                        .safeAreaInset(edge: .trailing, alignment: .firstTextBaseline, spacing: 6) {
                            Color.red.frame(width: 30)
                        }
                }
            }
            """
        let modifiers = try SwiftSourceSupport.spec(source).root.modifiers.map(\.modifier)
        #expect(
            Array(modifiers.prefix(3)) == [
                .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                .safeAreaPadding(EdgeInsets(all: 10)), .safeAreaPadding(EdgeInsets(all: 16)),
            ])
        guard case .safeAreaInset(let inset) = modifiers.last else {
            Issue.record("no inset: \(modifiers)")
            return
        }
        #expect(inset.edge == .trailing && inset.alignment.vertical == .firstTextBaseline && inset.spacing == 6)
    }

    @Test func anAlignmentAcrossTheWrongAxisIsAnErrorAtTheModifier() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    Color.blue.safeAreaInset(edge: .bottom, alignment: .top) {
                        Color.red.frame(height: 20)
                    }
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 3, column: 20))
    }

    @Test func anInsetWithoutContentIsAnError() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    Color.blue.safeAreaInset(edge: .bottom)
                }
            }
            """
        #expect(SwiftSourceSupport.error(source) != nil)
    }
}
