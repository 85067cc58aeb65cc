import LayoutCore
import StackLayout
import Testing

/// `.ignoresSafeArea(_:edges:)` read from SwiftUI source, laid out in a 390 × 844 window
/// with safe-area insets top 47, bottom 34 (docs/ENGINES.md, "Safe area").
@Suite("SwiftUI source: safe area")
struct SwiftUISafeAreaTests {
    static func frames(_ source: String) throws -> [String: Rect] {
        var spec = try SwiftSourceSupport.spec(source)
        spec.environment.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: 390, height: 844)).frameIndex
    }

    @Test func aBackgroundThatIgnoresTheSafeAreaFillsTheScreen() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    ZStack {
                        Color.blue.ignoresSafeArea().id("background")
                        Color.red.frame(width: 100, height: 100).id("square")
                    }
                }
            }
            """
        let frames = try Self.frames(source)
        // The ZStack fills the safe area (0, 47, 390, 763); the background reaches its top and
        // bottom and extends to the screen; the square is centred: y = 47 + (763 − 100) / 2.
        #expect(frames["background"] == rect(0, 0, 390, 844))
        #expect(frames["square"] == rect(145, 378.5, 100, 100))
    }

    @Test func regionsAndEdgesAreRead() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.ignoresSafeArea(.container, edges: .top).id("top")
                        Color.green.ignoresSafeArea(edges: [.bottom]).id("bottom")
                        Color.gray.ignoresSafeArea(.keyboard).id("keyboard")
                    }
                }
            }
            """
        let spec = try SwiftSourceSupport.spec(source)
        let modifiers = spec.root.children.map { $0.modifiers.first?.modifier }
        #expect(
            modifiers == [
                .ignoresSafeArea(.container, edges: .top), .ignoresSafeArea(.all, edges: .bottom),
                .ignoresSafeArea(.keyboard, edges: .all),
            ])
        let frames = try Self.frames(source)
        // Three rows of 763 / 3 = 254.333…: the first reaches the safe top and grows 47 up;
        // the second's bottom is short of the safe bottom, so it stays; the third ignores only
        // the keyboard, which changes nothing.
        let row = 763.0 / 3
        #expect(Tolerance.distance(frames["top"]!, rect(0, 0, 390, row + 47)) < Tolerance.frame)
        #expect(Tolerance.distance(frames["bottom"]!, rect(0, 47 + row, 390, row)) < Tolerance.frame)
        #expect(Tolerance.distance(frames["keyboard"]!, rect(0, 47 + 2 * row, 390, row)) < Tolerance.frame)
    }

    @Test func anEdgeThatIsNotAnEdgeIsAnErrorAtTheArgument() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    Color.red.ignoresSafeArea(edges: .middle)
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 3, column: 42))
    }
}
