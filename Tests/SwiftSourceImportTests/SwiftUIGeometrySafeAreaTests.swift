import LayoutCore
import StackLayout
import Testing

/// `geometry.safeAreaInsets` read from SwiftUI source (SwiftUI's `GeometryProxy.safeAreaInsets`,
/// docs/FORMATS.md §5 "Safe area"), laid out in a 390 × 844 window with insets top 47, leading
/// 10, bottom 34, trailing 30 (the safe area (10, 47, 350, 763)).
@Suite("SwiftUI source: a GeometryReader's safe-area insets")
struct SwiftUIGeometrySafeAreaTests {
    @Test func theInsetsAreLengthsOfTheReader() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    GeometryReader { geometry in
                        ZStack(alignment: .topLeading) {
                            Color.gray
                                .frame(width: geometry.size.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing)
                                .frame(height: 44)
                                .id("bar")
                                .offset(x: -geometry.safeAreaInsets.leading, y: geometry.size.height - 52)
                        }
                    }
                }
            }
            """
        var spec = try SwiftSourceSupport.spec(source)
        spec.environment.safeAreaInsets = EdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 30)
        var engine = StackLayoutEngine(spec)
        let frames = engine.solve(in: SolveSize(width: 390, height: 844)).frameIndex
        // The reader fills the safe area and reads the window's insets: the bar is
        // 350 + 10 + 30 = 390 wide, 44 high, at (10 − 10, 47 + 763 − 52) = (0, 758).
        #expect(frames["bar"] == rect(0, 758, 390, 44))
    }

    @Test func anotherInsetIsAnError() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    GeometryReader { geometry in
                        Color.gray.frame(width: geometry.safeAreaInsets.left)
                    }
                }
            }
            """
        #expect(try SwiftSourceSupport.error(source) != nil)
    }
}
