import LayoutCore
import StackLayout
import Testing

/// `geometry.safeAreaInsets.…` in a GeometryReader's expressions (SwiftUI's
/// `GeometryProxy.safeAreaInsets`; docs/ENGINES.md "Safe area", rule 3): the window's width in
/// landscape and the insets through a `safeAreaInset` layer (a reader that ignores the safe
/// area, or stops short of an edge: `GeometryReaderSafeAreaTests`). Every expectation is
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

    @Test func aReaderUnderABottomInsetSeesTheBarAndTheWindowsInset() throws {
        // An iPhone 15 in portrait, 393 × 852, insets 59 / 0 / 34 / 0. The reader carries a
        // `.safeAreaInset(edge: .bottom, spacing: 0)` bar 50 high: the layer is the safe area,
        // (0, 59, 393, 759); the bar at its foot, y 768; the reader above it, (0, 59, 393, 709).
        // The reader reaches the inner safe area's bottom (768): it sees the bar's 50, and the
        // layer reaches the window's safe area's bottom (818): 34 more, 84 in all. Its content,
        // as high as that inset, is 84 high at the reader's top.
        let spec = try GeometryReaderTests.decode(
            """
            { "format": "layoutlab.view/1", "name": "bar-inset",
              "environment": { "safeAreaInsets": { "top": 59, "leading": 0, "bottom": 34, "trailing": 0 } },
              "root": { "type": "GeometryReader", "id": "reader", "content":
                  { "type": "Color", "id": "probe",
                    "modifiers": [ { "frame": { "width": 10, "height": "geometry.safeAreaInsets.bottom" } } ] },
                "modifiers": [ { "safeAreaInset": { "edge": "bottom", "spacing": 0, "content":
                  { "type": "Color", "id": "bar", "modifiers": [ { "frame": { "height": 50 } } ] } } } ] } }
            """)
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: 393, height: 852))
        expectFrame(solution, "reader", 0, 59, 393, 709)
        expectFrame(solution, "bar", 0, 768, 393, 50)
        expectFrame(solution, "probe", 0, 59, 10, 84)
    }

    @Test func withoutInsetsTheyAreZero() throws {
        // No environment insets: the bar is the reader's width, 393.
        var spec = try Self.spec(width: Self.window)
        spec.environment.safeAreaInsets = EdgeInsets()
        var engine = StackLayoutEngine(spec)
        expectFrame(engine.solve(in: SolveSize(width: 393, height: 852)), "bar", 0, 0, 393, 40)
    }
}
