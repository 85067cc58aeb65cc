import ConstraintLayout
import LayoutCore
import StackLayout
import Testing

@testable import LayoutTranslation

/// The GeometryReader fallbacks write no frame a view gets anyway and no `1 *` factor: a
/// length that is the reader's whole width or height is `geometry.size.width`, and where the
/// view takes that size from its proposal (the reader's content, a Color in the affine form's
/// ZStack) it has no frame for it. Frames worked out by hand beside each check.
@Suite("GeometryReader fallbacks without redundant frames")
struct GeometryReaderFramesTests {
    static func source(_ json: String) throws -> (String, ViewSpec) {
        let spec = try constraintSpec(json)
        let translation = try ConstraintsToStacks.translate(spec, allowGeometryReader: true)
        return (try SwiftUISource.file(translation.spec, typeName: "T"), translation.spec)
    }

    static func frame(_ spec: ViewSpec, _ id: String, _ width: Double, _ height: Double) throws -> Rect {
        var engine = StackLayoutEngine(spec)
        return try #require(
            engine.solve(in: SolveSize(width: width, height: height)).frames.first { $0.id == id }?.frame)
    }

    /// `a.width == root.width` in the proportional form: `geometry.size.width`, no factor.
    /// (30% of the height clamped to 100…300 has no plain stack form.)
    @Test func aWholeLengthIsWrittenWithoutAFactor() throws {
        let (source, spec) = try Self.source(
            #"""
            { "format": "layoutlab.constraints/1", "name": "geometry-whole", "views": [ { "id": "a" }, { "id": "b" } ],
              "constraints": [ "a.left == root.left", "a.width == root.width", "H:|[b]|", "a.top == root.top",
                "b.top == a.bottom", "b.bottom == root.bottom",
                "a.height == 0.3 * root.height @750", "a.height >= 100", "a.height <= 300" ] }
            """#)
        #expect(source.contains(".frame(width: geometry.size.width, height: min(max(0.3 * geometry.size.height"))
        #expect(!source.contains("1 * geometry"))
        // 375 wide; 0.3 × 667 = 200.1 high (within 100…300).
        #expect(try Self.frame(spec, "a", 375, 667) == Rect(x: 0, y: 0, width: 375, height: 200.1))
    }

    /// A screen view as large as the root (its width and height equal to the root's), a
    /// column inside: the reader proposes its size to the screen, whose flexible frame takes
    /// it, so `.frame(width: geometry.size.width, height: geometry.size.height)` goes and the
    /// id moves to the column it framed.
    @Test func theReadersContentLosesAFrameOfTheReadersSize() throws {
        let (source, spec) = try Self.source(
            #"""
            { "format": "layoutlab.constraints/1", "name": "geometry-filled",
              "views": [ { "id": "screen" }, { "id": "a", "parent": "screen" }, { "id": "b", "parent": "screen" } ],
              "constraints": [ "screen.width == root.width", "screen.height == root.height",
                "screen.centerX == root.centerX", "screen.centerY == root.centerY",
                "H:|[a]|", "H:|[b]|", "a.top == screen.top", "b.top == a.bottom", "b.bottom == screen.bottom",
                "a.height == 0.3 * root.height @750", "a.height >= 100", "a.height <= 300" ] }
            """#)
        #expect(!source.contains("geometry.size.width"))
        #expect(
            source.contains(
                "}\n            .id(\"screen\")\n            .frame(maxWidth: .infinity, maxHeight: .infinity)\n"))
        // The screen is the whole 1032 × 1376 reader; a is 300 high (0.3 × 1376 = 412.8 capped).
        #expect(try Self.frame(spec, "screen", 1032, 1376) == Rect(x: 0, y: 0, width: 1032, height: 1376))
        #expect(try Self.frame(spec, "b", 1032, 1376) == Rect(x: 0, y: 300, width: 1032, height: 1076))
    }

    /// The affine form: a backdrop filling the root is a bare Color (the ZStack proposes the
    /// reader's size to it), a band as wide as the root has its height alone; the badge, placed
    /// from the centre (no stack form), keeps its frames.
    @Test func anAffineColorOfTheReadersSizeHasNoFrame() throws {
        let (source, spec) = try Self.source(
            #"""
            { "format": "layoutlab.constraints/1", "name": "affine-backdrop",
              "views": [ { "id": "backdrop" }, { "id": "band" }, { "id": "badge" } ],
              "constraints": [ "H:|[backdrop]|", "V:|[backdrop]|", "H:|[band]|", "band.top == root.top + 10",
                "band.height == 30", "badge.leading == root.centerX + 10", "badge.top == root.top + 20",
                "badge.width == 100", "badge.height == 0.25 * root.height" ] }
            """#)
        #expect(source.contains("                Color.gray\n                    .id(\"backdrop\")\n"))
        #expect(
            source.contains(
                "                Color.gray\n                    .frame(height: 30)\n                    .id(\"band\")\n"
            ))
        #expect(!source.contains("geometry.size.width)"))
        // At 375 × 667: backdrop the whole screen, band 375 × 30 at y 10, badge at
        // (375 / 2 + 10, 20), 100 × 667 / 4 = 166.75.
        #expect(try Self.frame(spec, "backdrop", 375, 667) == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(try Self.frame(spec, "band", 375, 667) == Rect(x: 0, y: 10, width: 375, height: 30))
        #expect(try Self.frame(spec, "badge", 375, 667) == Rect(x: 197.5, y: 20, width: 100, height: 166.75))
    }

    /// A label as wide as the root, pinned to its top-leading corner, 30% of the height
    /// (100…300): its leading frame takes the reader's width whatever the Text's own (a flexible
    /// frame of minimum 0 passes the proposal on too), so the fixed frame keeps the height alone.
    @Test func aWholeWidthALeadingFrameTakesAnywayGoes() throws {
        let (source, spec) = try Self.source(Self.label(#""t.left == root.left", "t.top == root.top""#))
        #expect(source.contains(".frame(height: min(max(0.3 * geometry.size.height, 100), 300))\n"))
        #expect(source.contains(".frame(maxWidth: .infinity, alignment: .leading)\n                .id(\"t\")"))
        #expect(!source.contains("geometry.size.width"))
        // 375 wide at the corner; 0.3 × 667 = 200.1 high.
        #expect(try Self.frame(spec, "t", 375, 667) == Rect(x: 0, y: 0, width: 375, height: 200.1))
    }

    /// The same label centred: its id is on the fixed frame, so without the reader's width
    /// the label would be as narrow as its text; the sweep finds that and the frame stays.
    @Test func aWholeWidthThatNamesTheViewsSizeStays() throws {
        let (source, spec) = try Self.source(Self.label(#""t.centerX == root.centerX", "t.centerY == root.centerY""#))
        #expect(source.contains(".frame(width: geometry.size.width, height: min(max(0.3 * geometry.size.height"))
        // Dropping was tried: the rule alone would take the width off.
        let content = try #require(spec.root.children.first)
        #expect(GeometryReaderFrames.droppingWholeSizeFrame(content) != nil)
        // 375 wide, 200.1 high, centred: y = (667 − 200.1) / 2 = 233.45.
        let t = try Self.frame(spec, "t", 375, 667)
        #expect(t.width == 375 && abs(t.y - 233.45) < 1e-9 && abs(t.height - 200.1) < 1e-9)
    }

    /// In the affine form a Text keeps a frame of the reader's size: a Text is not as large as
    /// what it is proposed. (The soft minimum width has no stack form.)
    @Test func anAffineTextKeepsItsFrame() throws {
        let (source, _) = try Self.source(
            #"""
            { "format": "layoutlab.constraints/1", "name": "affine-text",
              "views": [ { "id": "t", "text": { "string": "Hi", "font": { "size": 14 } } } ],
              "constraints": [ "t.width == root.width", "t.height == root.height", "t.centerX == root.centerX",
                "t.centerY == root.centerY", "t.width >= 0.3 * root.height @750" ] }
            """#)
        #expect(source.contains(".frame(width: geometry.size.width, height: geometry.size.height)\n"))
    }

    /// A 14-pt label "Hi" as wide as the root, 30% of its height within 100…300, placed by
    /// `position` (no plain stack form: the clamped proportion).
    static func label(_ position: String) -> String {
        #"{ "format": "layoutlab.constraints/1", "name": "geometry-label", "#
            + #""views": [ { "id": "t", "text": { "string": "Hi", "font": { "size": 14 } } } ], "#
            + #""constraints": [ "t.width == root.width", "t.height == 0.3 * root.height @750", "#
            + #""t.height >= 100", "t.height <= 300", "# + position + " ] }"
    }

    /// The rule itself: a frame carrying another view's id where the id would move, or a
    /// length a later modifier bounds, stays.
    @Test func aFrameStaysWhereDroppingItWouldLoseAnIdOrAnotherModifierBoundsTheLength() throws {
        let whole = try LengthExpression(parsing: "geometry.width", scope: .geometry)
        let frame = ModifierNode(
            .frame(FixedFrame(width: 0)), id: "outer", expressions: [ExpressionLength(key: "width", expression: whole)])
        // The Color already has an id: the frame's id would have nowhere to go.
        var named = ViewNode(.shape(.color), id: "inner", modifiers: [frame])
        #expect(GeometryReaderFrames.droppingWholeSizeFrame(named) == nil)
        named.id = nil
        #expect(GeometryReaderFrames.droppingWholeSizeFrame(named)?.id == "outer")
        // A maximum width of 300 after it: the frame's whole width is not what the view gets.
        let bounded = ViewNode(
            .shape(.color),
            modifiers: [
                frame, ModifierNode(.flexibleFrame(FlexibleFrame(horizontal: FrameLimits(max: 300)))),
            ])
        #expect(GeometryReaderFrames.droppingWholeSizeFrame(bounded) == nil)
    }
}
