import LayoutCore
import StackLayout
import Testing

/// `geometry.safeAreaInsets` in a GeometryReader's expressions (docs/FORMATS.md §5 "Safe
/// area", docs/ENGINES.md "Safe area"): on each edge where the reader reaches the safe area's
/// edge, how far the region beyond it extends. Every window is 390 × 844 with insets top 47,
/// leading 10, bottom 34, trailing 30, so the safe area is (10, 47, 350, 763); every
/// expectation is worked out by hand beside it.
@Suite("GeometryReader: safe-area insets")
struct GeometryReaderSafeAreaTests {
    static let environment = #"{ "safeAreaInsets": { "top": 47, "leading": 10, "bottom": 34, "trailing": 30 } }"#

    static func solve(_ root: String) throws -> LayoutSolution {
        let json = #"{ "format": "layoutlab.view/1", "name": "t", "environment": \#(environment), "root": \#(root) }"#
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: 390, height: 844))
    }

    /// A Color framed by the insets the reader reads (`width` the top + 1, `height` the
    /// leading + the bottom + 1, `offset` the trailing).
    static let probe = #"""
        { "type": "Color", "modifiers": [
            { "frame": { "width": "geometry.safeAreaInsets.top + 1",
                         "height": "geometry.safeAreaInsets.leading + geometry.safeAreaInsets.bottom + 1" },
              "id": "probe" },
            { "offset": { "x": "geometry.safeAreaInsets.trailing", "y": 0 } } ] }
        """#

    @Test func aReaderInsideTheSafeAreaReadsTheWindowsInsets() throws {
        // The root reader fills the safe area (10, 47, 350, 763) and reaches all four of its
        // edges: it reads 47, 10, 34, 30. The probe is 47 + 1 = 48 wide, 10 + 34 + 1 = 45 high,
        // at the reader's top-leading corner moved 30 right: (10 + 30, 47).
        let solution = try Self.solve(#"{ "type": "GeometryReader", "id": "reader", "content": \#(Self.probe) }"#)
        expectFrame(solution, "reader", 10, 47, 350, 763)
        expectFrame(solution, "probe", 40, 47, 48, 45)
    }

    @Test func aReaderThatIgnoresTheSafeAreaReadsNone() throws {
        // `.ignoresSafeArea()` grows the reader to the window (0, 0, 390, 844): nothing lies
        // beyond it, so it reads 0 on every edge (the view's safe area expanded to its bounds):
        // the probe is 1 × 1 at (0, 0).
        let solution = try Self.solve(
            #"{ "type": "GeometryReader", "id": "reader", "content": \#(Self.probe), "modifiers": [ { "ignoresSafeArea": true } ] }"#
        )
        expectFrame(solution, "reader", 0, 0, 390, 844)
        expectFrame(solution, "probe", 0, 0, 1, 1)
    }

    @Test func aReaderShortOfAnEdgeReadsZeroThere() throws {
        // VStack(spacing: 0) { Color 100 high; reader }: the reader is (10, 147, 350, 663), short
        // of the safe area's top, at its leading, bottom and trailing edges: it reads 0, 10, 34,
        // 30. The probe: 0 + 1 = 1 wide, 10 + 34 + 1 = 45 high, at (10 + 30, 147).
        let solution = try Self.solve(
            #"""
            { "type": "VStack", "spacing": 0, "children": [
                { "type": "Color", "modifiers": [ { "frame": { "height": 100 } } ] },
                { "type": "GeometryReader", "id": "reader", "content": \#(Self.probe) } ] }
            """#)
        expectFrame(solution, "reader", 10, 147, 350, 663)
        expectFrame(solution, "probe", 40, 147, 1, 45)
    }

    @Test func framesInTheSafeAreasSizeAndInsetsReachTheScreen() throws {
        // The affine fallback's screen view: as wide as the reader plus the side insets, as
        // high as it plus the top and bottom ones, moved up and left by the top and leading
        // insets: (10 − 10, 47 − 47, 350 + 40, 763 + 81) = the window, (0, 0, 390, 844).
        let solution = try Self.solve(
            #"""
            { "type": "GeometryReader", "content": { "type": "ZStack", "alignment": "topLeading", "children": [
                { "type": "Color", "modifiers": [
                    { "frame": { "width": "geometry.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing",
                                 "height": "geometry.height + geometry.safeAreaInsets.top + geometry.safeAreaInsets.bottom" },
                      "id": "screen" },
                    { "offset": { "x": "-geometry.safeAreaInsets.leading", "y": "-geometry.safeAreaInsets.top" } } ] } ] } }
            """#)
        expectFrame(solution, "screen", 0, 0, 390, 844)
    }

    @Test func anUnknownInsetIsAnErrorNamingTheInsets() throws {
        let json = #"""
            { "format": "layoutlab.view/1", "name": "t", "root": { "type": "GeometryReader", "content":
              { "type": "Color", "modifiers": [ { "frame": { "width": "geometry.safeAreaInsets.left" } } ] } } }
            """#
        do {
            _ = try SpecDocument(bytes: Array(json.utf8))
            Issue.record("`geometry.safeAreaInsets.left` was accepted")
        } catch {
            #expect("\(error)".contains("geometry.safeAreaInsets.leading"), "\(error)")
        }
    }
}
