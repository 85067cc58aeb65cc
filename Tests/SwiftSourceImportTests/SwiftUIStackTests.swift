import LayoutCore
import Testing

/// Stacks, frames, padding, spacers, Text fonts and ids read from SwiftUI source. Text uses
/// the default metrics: 8.5 pt per character and 20.5 pt per line at size 17, scaled by size.
@Suite("SwiftUI source: stacks, frames, padding, text")
struct SwiftUIStackTests {
    @Test func leadingVStackWithHorizontalPaddingNamedByAccessibilityIdentifier() throws {
        let source = """
            import SwiftUI

            struct Profile: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Color.red.frame(width: 100, height: 40).id("avatar")
                        Text("Hello").accessibilityIdentifier("greeting")
                    }
                    .padding(.horizontal, 20)
                    .id("card")
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 393, 852)
        // Stack: width max(100, 5 × 8.5 = 42.5) = 100, height 40 + 8 + 20.5 = 68.5; padding
        // 20 + 20 → 140 × 68.5, centred: x = (393 − 140) / 2 = 126.5, y = (852 − 68.5) / 2 = 391.75.
        #expect(frames["card"] == rect(126.5, 391.75, 140, 68.5))
        #expect(frames["avatar"] == rect(146.5, 391.75, 100, 40))
        // Leading-aligned below the avatar: y = 391.75 + 40 + 8.
        #expect(frames["greeting"] == rect(146.5, 439.75, 42.5, 20.5))
    }

    @Test func spacerPushesTextsToTheEdgesOfAnInfiniteWidthFrame() throws {
        let source = """
            struct Row: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Text("Name").id("name")
                        Spacer()
                        Text("42").id("value")
                    }
                    .frame(maxWidth: .infinity)
                    .padding()
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 393, 852)
        // padding() = 16 per edge: the frame gets 361 × 20.5; the view is 393 × 52.5, centred
        // at y = (852 − 52.5) / 2 = 399.75; "Name" = 34 wide at x 16, "42" = 17 wide ending at 377.
        #expect(frames["name"] == rect(16, 415.75, 34, 20.5))
        #expect(frames["value"] == rect(360, 415.75, 17, 20.5))
    }

    @Test func forEachOverARangeWithAPropertyArrayAndAHelperFunction() throws {
        let source = """
            struct Bars: View {
                let heights: [CGFloat] = [10, 20, 30]
                @State private var selection = 0

                var body: some View {
                    VStack(spacing: 5) {
                        ForEach(0..<3) { index in
                            bar(heights[index]).id("bar\\(index)")
                        }
                    }
                    .foregroundColor(.blue)
                    .onTapGesture { selection += 1 }
                }

                func bar(_ height: CGFloat) -> some View {
                    Color.blue.frame(width: 50, height: height)
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 200, 100)
        // 50 × (10 + 5 + 20 + 5 + 30 = 70), centred in 200 × 100: x = 75, y = 15.
        #expect(frames["bar0"] == rect(75, 15, 50, 10))
        #expect(frames["bar1"] == rect(75, 30, 50, 20))
        #expect(frames["bar2"] == rect(75, 55, 50, 30))
    }

    @Test func fontOnAContainerReachesItsTextsAndATextsOwnFontWins() throws {
        let source = """
            struct Titles: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("ab").id("big")
                        Text("ab").font(.system(size: 17)).id("body")
                    }
                    .font(.system(size: 34))
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 100, 100)
        // Size 34 doubles the metrics: 2 × 17 = 34 wide, 41 high; size 17: 17 × 20.5.
        // Stack 34 × 61.5 centred: x = 33, y = 19.25; the second Text centred: x = 41.5.
        #expect(frames["big"] == rect(33, 19.25, 34, 41))
        #expect(frames["body"] == rect(41.5, 60.25, 17, 20.5))
    }

    @Test func idNamesTheViewAsModifiedSoFar() throws {
        let source = """
            struct Framed: View {
                var body: some View {
                    Color.red.id("color").frame(width: 30, height: 20).id("frame").padding(5)
                }
            }
            """
        let spec = try SwiftSourceSupport.spec(source)
        #expect(spec.root.id == "color")
        #expect(spec.root.modifiers.map(\.id) == ["frame", nil])
        let frames = try SwiftSourceSupport.frames(source, 100, 100)
        // The Color takes its 30 × 20 frame; with padding 5 the view is 40 × 30, centred.
        #expect(frames["frame"] == rect(35, 40, 30, 20))
        #expect(frames["color"] == rect(35, 40, 30, 20))
    }
}
