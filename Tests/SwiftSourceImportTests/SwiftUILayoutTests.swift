import LayoutCore
import Testing

/// ViewThatFits, background/overlay, custom layouts by name and ScrollView from SwiftUI source.
@Suite("SwiftUI source: ViewThatFits, secondary views, custom layouts")
struct SwiftUILayoutTests {
    static let fits = """
        struct Fits: View {
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 300, height: 10).id("wide")
                    Color.blue.frame(width: 100, height: 10).id("narrow")
                }
            }
        }
        """

    @Test func viewThatFitsPicksTheFirstChildWhoseIdealWidthFits() throws {
        // At 200 wide the 300-pt child does not fit: the 100-pt one, centred at x = 50.
        #expect(try SwiftSourceSupport.frames(Self.fits, 200, 100)["narrow"] == rect(50, 45, 100, 10))
        // At 400 the first fits, centred at x = 50.
        #expect(try SwiftSourceSupport.frames(Self.fits, 400, 100)["wide"] == rect(50, 45, 300, 10))
    }

    @Test func backgroundTakesThePaddedSizeAndOverlayAlignsToTopTrailing() throws {
        let source = """
            struct Decorated: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Hi").padding(10).background(Color.yellow.id("bg"))
                        Color.red.frame(width: 50, height: 50)
                            .overlay(alignment: .topTrailing) {
                                Circle().frame(width: 10, height: 10).id("dot")
                            }
                            .id("square")
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 100, 200)
        // "Hi" 17 × 20.5 padded by 10: 37 × 40.5. The stack is 50 × 90.5, centred: y = 54.75.
        #expect(frames["bg"] == rect(31.5, 54.75, 37, 40.5))
        #expect(frames["square"] == rect(25, 95.25, 50, 50))
        // The dot sits in the square's top-trailing corner: x = 25 + 50 − 10.
        #expect(frames["dot"] == rect(65, 95.25, 10, 10))
    }

    @Test func aLayoutNamedAfterARegisteredOneIsLaidOutByIt() throws {
        let source = """
            struct Tags: View {
                var body: some View {
                    FlowLayout(spacing: 4) {
                        ForEach(0..<3) { i in
                            Color.red.frame(width: 60, height: 20).id("t\\(i)")
                        }
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 130, 100)
        let t0 = try #require(frames["t0"])
        let t1 = try #require(frames["t1"])
        let t2 = try #require(frames["t2"])
        // 60 + 4 + 60 = 124 fit in 130; the third wraps to a line 20 + 8 (lineSpacing) below.
        #expect(t1.x - t0.x == 64)
        #expect(t1.y == t0.y)
        #expect(t2.x == t0.x)
        #expect(t2.y - t0.y == 28)
    }

    @Test func horizontalScrollViewStacksItsContentInARow() throws {
        let source = """
            struct Carousel: View {
                var body: some View {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 10) {
                            ForEach(0..<5) { i in Color.red.frame(width: 100, height: 50).id("card\\(i)") }
                        }
                    }
                    .id("scroller")
                }
            }
            """
        let spec = try SwiftSourceSupport.spec(source)
        guard case .scrollView(let scroll) = spec.root.kind else {
            Issue.record("expected a ScrollView, found \(spec.root.kind.typeName)")
            return
        }
        #expect(scroll.axes == [.horizontal])
        let frames = try SwiftSourceSupport.frames(source, 300, 100)
        // The scroll view takes the proposal; its row is 5 × 100 + 4 × 10 = 540 wide, laid out
        // from the leading edge: the fifth card starts at 4 × 110 = 440.
        #expect(frames["scroller"] == rect(0, 0, 300, 100))
        #expect(frames["card4"]?.x == 440)
        #expect(frames["card4"]?.width == 100)
    }
}
