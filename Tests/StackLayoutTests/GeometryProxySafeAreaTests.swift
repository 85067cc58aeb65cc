import LayoutCore
import StackLayout
import Testing

/// `geometry.safeAreaInsets.…` in a GeometryReader's expressions (SwiftUI's
/// `GeometryProxy.safeAreaInsets`; docs/ENGINES.md "Safe area", rule 3). Every expectation is
/// derived by hand in the comment beside it.
@Suite struct GeometryProxySafeAreaTests {
    /// A reader (`"reader"`, with `readerModifiers`) whose content is a Color 40 high and as
    /// wide as `width`, at the top-leading corner.
    static func spec(width: String, readerModifiers: String = "[]") throws -> ViewSpec {
        try GeometryReaderTests.decode(
            """
            { "format": "layoutlab.view/1", "name": "window-width",
              "environment": { "safeAreaInsets": { "top": 0, "leading": 59, "bottom": 21, "trailing": 59 } },
              "root": { "type": "GeometryReader", "id": "reader", "modifiers": \(readerModifiers), "content":
                { "type": "Color", "id": "bar", "modifiers": [ { "frame": { "width": "\(width)", "height": 40 } } ] } } }
            """)
    }

    static let window = "geometry.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing"

    @Test func aReaderInsideTheSafeAreaSeesTheWindowsInsets() throws {
        // A landscape iPhone 15, 852 × 393, insets 0 / 59 / 21 / 59: the reader is the safe
        // area, (59, 0, 734, 372); it reaches every edge of it, so it sees the window's insets:
        // the bar is 734 + 59 + 59 = 852 wide at the reader's top-leading corner (59, 0).
        var engine = StackLayoutEngine(try Self.spec(width: Self.window))
        let solution = engine.solve(in: SolveSize(width: 852, height: 393))
        expectFrame(solution, "reader", 59, 0, 734, 372)
        expectFrame(solution, "bar", 59, 0, 852, 40)
    }

    @Test func aReaderIgnoringTheSafeAreaSeesTheInsetsItCovers() throws {
        // The reader ignores the safe area: it grows to the window, (0, 0, 852, 393); its size
        // is the window's and it still sees the insets: the bar is 852 − 59 − 59 = 734 wide
        // (the safe area's width, `geometry.size.width - leading - trailing`) at (0, 0).
        let safeWidth = "geometry.width - geometry.safeAreaInsets.leading - geometry.safeAreaInsets.trailing"
        var engine = StackLayoutEngine(
            try Self.spec(width: safeWidth, readerModifiers: #"[ { "ignoresSafeArea": true } ]"#))
        let solution = engine.solve(in: SolveSize(width: 852, height: 393))
        expectFrame(solution, "bar", 0, 0, 734, 40)
    }

    @Test func aReaderShortOfTheSafeAreasEdgeSeesNoInsetThere() throws {
        // The reader framed 300 × 200 and centred in the safe area: x = 59 + (734 − 300) / 2 =
        // 276, short of both side edges, so it sees no side inset: the bar is 300 wide.
        var engine = StackLayoutEngine(
            try Self.spec(width: Self.window, readerModifiers: #"[ { "frame": { "width": 300, "height": 200 } } ]"#))
        let solution = engine.solve(in: SolveSize(width: 852, height: 393))
        expectFrame(solution, "bar", 276, 86, 300, 40)
    }

    @Test func withoutInsetsTheyAreZero() throws {
        // No environment insets: the bar is the reader's width, 393.
        var spec = try Self.spec(width: Self.window)
        spec.environment.safeAreaInsets = EdgeInsets()
        var engine = StackLayoutEngine(spec)
        expectFrame(engine.solve(in: SolveSize(width: 393, height: 852)), "bar", 0, 0, 393, 40)
    }
}
