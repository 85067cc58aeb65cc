import LayoutCore
import StackLayout
import Testing

/// The stack cases of ../shared/conformance/cases (measured on real SwiftUI and published by
/// others), ported to LayoutCore's model. Expected frames are the cases' `frames` plus their
/// `derivedFrames`, with the cases' tolerance 0.5. The grid cases belong to a later issue.
@Suite struct ConformanceCaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var root: ViewNode
        var size: SolveSize
        var frames: [String: Rect]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // source: https://www.objc.io/blog/2020/11/09/hstacks-child-ordering/ (objc.io blog,
        // measured in real SwiftUI). The maxWidth:100 child gets 150/2 = 75, the minWidth:100
        // child clamps its 75 up to 100; the 175-wide stack overflows its 150 frame and is
        // centred: x −12.5 and 62.5 (derivedFrames).
        Case(
            name: "objcio-hstack-maxwidth100-vs-minwidth100-overflow",
            root: hStack(
                spacing: 0,
                ViewNode(.shape(.rectangle), id: "red").frame(maxWidth: 100),
                ViewNode(.shape(.rectangle), id: "green").frame(minWidth: 100)
            ).frame(width: 150, height: 100),
            size: SolveSize(width: 150, height: 100),
            frames: [
                "red": Rect(x: -12.5, y: 0, width: 75, height: 100),
                "green": Rect(x: 62.5, y: 0, width: 100, height: 100),
            ]),
        // source: github:skiptools/skip-ui Tests/SkipUITests/LayoutTests.swift (HEAD ff81a28;
        // pixmap harness in Tests/SkipUITests/XCSnapshotTestCase.swift), test
        // testHStackAlignment. Default Spacer() has minLength 8 and default spacing next to a
        // Spacer is 0: 8 + 2 + 8 + 2 + 8 = 28 overflows the 12-pt frame, centred.
        // The case's `.background(Color)` before the frame has no layout effect and no id; it
        // is left out (LayoutCore's model has no background yet).
        Case(
            name: "skip-hstack-default-spacers-overflow",
            root: hStack(
                spacer("sp1"), color("black1").frame(width: 2), spacer("sp2"),
                color("black2").frame(width: 2), spacer("sp3")
            ).frame(width: 12, height: 12),
            size: SolveSize(width: 12, height: 12),
            frames: [
                "black1": Rect(x: 0, y: 0, width: 2, height: 12),
                "black2": Rect(x: 10, y: 0, width: 2, height: 12),
                "sp1": Rect(x: -8, y: 6, width: 8, height: 0),  // derivedFrames: x, width
                "sp2": Rect(x: 2, y: 6, width: 8, height: 0),
                "sp3": Rect(x: 12, y: 6, width: 8, height: 0),
            ]),
        // source: github:skiptools/skip-ui Tests/SkipUITests/LayoutTests.swift (HEAD ff81a28),
        // test testZStackSquareCenterInset: ZStack(alignment: .center) places a 4x4 view
        // inside a 12x12 one.
        Case(
            name: "skip-zstack-center-4-in-12",
            root: zStack(
                alignment: .center, color("black").frame(width: 12, height: 12),
                color("white").frame(width: 4, height: 4)),
            size: SolveSize(width: 12, height: 12),
            frames: [
                "black": Rect(x: 0, y: 0, width: 12, height: 12),
                "white": Rect(x: 4, y: 4, width: 4, height: 4),
            ]),
        // source: github:skiptools/skip-ui Tests/SkipUITests/LayoutTests.swift (HEAD ff81a28),
        // test testZStackSquareTop: ZStack(alignment: .top) places a 6x6 view inside a 12x12 one.
        Case(
            name: "skip-zstack-top",
            root: zStack(
                alignment: .top, color("black").frame(width: 12, height: 12), color("white").frame(width: 6, height: 6)),
            size: SolveSize(width: 12, height: 12),
            frames: [
                "black": Rect(x: 0, y: 0, width: 12, height: 12),
                "white": Rect(x: 3, y: 0, width: 6, height: 6),
            ]),
        // source: github:skiptools/skip-ui Tests/SkipUITests/LayoutTests.swift (HEAD ff81a28),
        // test testZStackSquareTrailing: ZStack(alignment: .trailing) places a 6x6 view
        // inside a 12x12 one.
        Case(
            name: "skip-zstack-trailing",
            root: zStack(
                alignment: .trailing, color("black").frame(width: 12, height: 12),
                color("white").frame(width: 6, height: 6)),
            size: SolveSize(width: 12, height: 12),
            frames: [
                "black": Rect(x: 0, y: 0, width: 12, height: 12),
                "white": Rect(x: 6, y: 3, width: 6, height: 6),
            ]),
        // source: WWDC 2019 session 237 'Building Custom Views with SwiftUI'
        // (https://developer.apple.com/videos/play/wwdc2019/237/). A fixed 30x30 frame around
        // a non-resizable 20x20 Image: the Image keeps 20x20, centred at (5, 5)
        // (derivedFrames). The case observes the frame through `.background(Color "body")`;
        // here the frame modifier itself carries the id "body" (same rectangle).
        Case(
            name: "wwdc19-237-frame-30-around-fixed-20-image",
            root: zStack(image("image", width: 20, height: 20)).frame(width: 30, height: 30, id: "body"),
            size: SolveSize(width: 30, height: 30),
            frames: [
                "image": Rect(x: 5, y: 5, width: 20, height: 20),
                "body": Rect(x: 0, y: 0, width: 30, height: 30),
            ]),
    ]

    @Test(arguments: cases)
    func publishedStackCaseMatches(_ testCase: Case) {
        let solution = solve(testCase.root, width: testCase.size.width, height: testCase.size.height)
        for (id, rect) in testCase.frames.sorted(by: { $0.key < $1.key }) {
            expectFrame(solution, id, rect.x, rect.y, rect.width, rect.height, tolerance: 0.5)
        }
    }
}
