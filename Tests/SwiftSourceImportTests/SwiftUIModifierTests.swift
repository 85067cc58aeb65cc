import LayoutCore
import Testing

/// layoutPriority, Grid, EdgeInsets padding, and which view of a file is laid out.
@Suite("SwiftUI source: priorities, grids, insets, view choice")
struct SwiftUIModifierTests {
    @Test func layoutPriorityGivesTheHigherChildItsIdealWidthFirst() throws {
        let source = """
            struct Split: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(minWidth: 10, idealWidth: 80, maxWidth: 80).id("low")
                        Color.blue.frame(minWidth: 10, idealWidth: 80, maxWidth: 80).layoutPriority(1).id("high")
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 120, 100)
        // The priority-1 child is offered 120 − 10 (the other's minimum) and takes its 80 max;
        // the other gets the remaining 40.
        #expect(frames["low"] == rect(0, 0, 40, 100))
        #expect(frames["high"] == rect(40, 0, 80, 100))
    }

    @Test func gridColumnsAndRowsTakeTheirWidestAndTallestCells() throws {
        let source = """
            struct Table: View {
                var body: some View {
                    Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                        GridRow {
                            Color.red.frame(width: 30, height: 20).id("a")
                            Color.blue.frame(width: 50, height: 10).id("b")
                        }
                        GridRow {
                            Color.green.frame(width: 40, height: 30).id("c")
                            Color.gray.frame(width: 20, height: 20).id("d")
                        }
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 200, 155)
        // Columns 40 and 50, rows 20 and 30: the grid is 100 × 55, centred at (50, 50); each
        // cell centres its view.
        #expect(frames["a"] == rect(55, 50, 30, 20))
        #expect(frames["b"] == rect(100, 55, 50, 10))
        #expect(frames["c"] == rect(50, 75, 40, 30))
        #expect(frames["d"] == rect(115, 80, 20, 20))
    }

    @Test func paddingWithEdgeInsets() throws {
        let source = """
            struct Inset: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                        .id("padded")
                }
            }
            """
        // 10 + 2 + 4 = 16 wide, 10 + 1 + 3 = 14 high, centred in 100 × 100.
        #expect(try SwiftSourceSupport.frames(source, 100, 100)["padded"] == rect(42, 43, 16, 14))
    }

    @Test func aPreviewIsLaidOutWhenTheViewNeedsArguments() throws {
        let source = """
            struct Row: View {
                let title: String
                var body: some View { Text(title).id("title") }
            }

            #Preview {
                Row(title: "Hello")
            }
            """
        let spec = try SwiftSourceSupport.spec(source)
        #expect(spec.name == "Test")
        // "Hello": 5 × 8.5 = 42.5 wide, centred in 100 × 100.
        #expect(try SwiftSourceSupport.frames(source, 100, 100)["title"] == rect(28.75, 39.75, 42.5, 20.5))
    }

    @Test func aFileWithBothReadsSwiftUIUnlessTheControllerIsNamed() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct Card: View {
                var body: some View { Color.red.frame(width: 10, height: 10).id("card") }
            }

            final class Host: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: ["box": box]))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[box(44)]", options: [], metrics: nil, views: ["box": box]))
                }
            }
            """
        #expect(try SwiftSourceSupport.frames(source, 100, 100)["card"] == rect(45, 45, 10, 10))
        // The controller: the box spans the width, 44 high at the top.
        #expect(try UIKitSourceSupport.frames(source, 100, 100, view: "Host")["box"] == rect(0, 0, 100, 44))
    }
}

/// A container view of the file that takes a view-builder closure, and font methods.
@Suite("SwiftUI source: content closures and font methods")
struct SwiftUIContentClosureTests {
    @Test func aViewBuilderPropertyCalledInTheBodyGivesTheCallersViews() throws {
        let source = """
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    VStack(spacing: 0) { content() }.padding(10).id("card")
                }
            }

            struct Screen: View {
                var body: some View {
                    Card {
                        Text("Title").font(.title.bold()).id("title")
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 200, 200, view: "Screen")
        // .title is 28 pt: "Title" is 5 × 8.5 × 28 / 17 = 70 wide, 20.5 × 28 / 17 ≈ 33.76 high;
        // padded by 10 on each side: 90 wide, centred at x = 55.
        let card = try #require(frames["card"])
        #expect(card.x == 55 && card.width == 90)
        #expect(frames["title"]?.width == 70)
    }
}
