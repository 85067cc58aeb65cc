import ConstraintLayout
import LayoutCore
import Testing

/// Intrinsic content size (hugging, compression resistance) and what every attribute means.
@Suite struct AttributeAndIntrinsicTests {
    // MARK: Intrinsic size

    /// A label of intrinsic width 100 in a box 80 wide, its right edge pinned to the box's at
    /// @500: compression resistance (750) beats the pin → width 100; with a required pin the
    /// resistance breaks → 80.
    @Test(arguments: [("label.right == box.right @500", 100.0), ("label.right == box.right", 80)])
    func compressionResistanceAgainstAPin(pin: String, width: Double) throws {
        var label = ConstraintView(id: "label", parent: "box", path: "views[1]")
        label.intrinsicWidth = 100
        let spec = makeSpec(
            views: [ConstraintView(id: "box", path: "views[0]"), label],
            ["box.left == 0", "box.width == 80", "label.left == box.left", pin])
        let solution = try solve(spec, 400, 400)
        #expect(solution.status == .solved)
        #expect(close(solution.frame(of: "label"), Rect(x: 0, y: 0, width: width, height: 0)))
    }

    /// Hugging (250) against a stretch `label.width == 300 @200` → 100; hugging lowered to 150
    /// → 300.
    @Test(arguments: [(250.0, 100.0), (150, 300)])
    func huggingAgainstAStretch(hugging: Double, width: Double) throws {
        var label = ConstraintView(id: "label", path: "views[0]")
        label.intrinsicWidth = 100
        label.huggingHorizontal = hugging
        let spec = makeSpec(views: [label], ["label.width == 300 @200"])
        #expect(try solve(spec, 400, 400).frame(of: "label")?.width == width)
    }

    @Test func intrinsicConstraintsAreNamed() throws {
        var label = ConstraintView(id: "label", path: "views[0]")
        label.intrinsicWidth = 100
        label.intrinsicHeight = 20
        let engine = try ConstraintLayoutEngine(makeSpec(views: [label], ["label.left == 0 # pin"]))
        #expect(
            engine.constraints.map(\.name) == [
                "pin", "label.hugging.horizontal", "label.compressionResistance.horizontal", "label.hugging.vertical",
                "label.compressionResistance.vertical",
            ])
        #expect(engine.constraints[1].description == "label.width <= 100 @defaultLow # label.hugging.horizontal")
        #expect(engine.constraints[4].path == "views[0].intrinsicSize.height")
    }

    // MARK: Attributes

    /// View a is pinned to (10, 20, 100, 50) with layoutMargins top 1, leading 2, bottom 3,
    /// trailing 4; b's left (or top) is set equal to one attribute of a.
    @Test(arguments: [
        (LayoutAttribute.left, 10.0), (.right, 110), (.leading, 10), (.trailing, 110), (.width, 100),
        (.centerX, 60),
        // leftMargin = 10 + 2; rightMargin = 110 − 4; leadingMargin = leftMargin; trailingMargin =
        // rightMargin; centerXWithinMargins = (12 + 106) / 2 = 59.
        (.leftMargin, 12), (.rightMargin, 106), (.leadingMargin, 12), (.trailingMargin, 106),
        (.centerXWithinMargins, 59),
        // top 20, bottom 70, height 50, centerY 45; topMargin 21, bottomMargin 67,
        // centerYWithinMargins (21 + 67) / 2 = 44.
        (.top, 20), (.bottom, 70), (.height, 50), (.centerY, 45), (.topMargin, 21), (.bottomMargin, 67),
        (.centerYWithinMargins, 44),
    ])
    func attributeValues(attribute: LayoutAttribute, value: Double) throws {
        let frame = try Self.probe(attribute, isRightToLeft: false)
        #expect(abs(frame - value) < 1e-9)
    }

    /// Right-to-left: leading is right, trailing is left, and the directional margins swap
    /// sides: leadingMargin = right − leading inset = 110 − 2, trailingMargin = left + trailing
    /// inset = 10 + 4; leftMargin is left + trailing inset = 14, rightMargin 110 − 2 = 108;
    /// centerXWithinMargins = (14 + 108) / 2 = 61.
    @Test(arguments: [
        (LayoutAttribute.leading, 110.0), (.trailing, 10), (.leadingMargin, 108), (.trailingMargin, 14),
        (.leftMargin, 14), (.rightMargin, 108), (.centerXWithinMargins, 61),
    ])
    func rightToLeftAttributeValues(attribute: LayoutAttribute, value: Double) throws {
        #expect(abs(try Self.probe(attribute, isRightToLeft: true) - value) < 1e-9)
    }

    /// The value of `a.attribute` read through `b.left == a.attribute` (or `b.top`).
    static func probe(_ attribute: LayoutAttribute, isRightToLeft: Bool) throws -> Double {
        var a = ConstraintView(id: "a", path: "views[0]")
        a.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let target = attribute.axis == .horizontal ? "b.left" : "b.top"
        let spec = makeSpec(
            views: [a, ConstraintView(id: "b", path: "views[1]")],
            [
                "a.left == 10", "a.top == 20", "a.width == 100", "a.height == 50",
                "\(target) == a.\(attribute.rawValue)",
            ],
            isRightToLeft: isRightToLeft)
        let frame = try #require(try solve(spec, 400, 400).frame(of: "b"))
        return attribute.axis == .horizontal ? frame.x : frame.y
    }

    @Test func rootMarginsAreEight() throws {
        let spec = makeSpec(views: plainViews("a"), ["a.left == root.leftMargin", "a.right == root.rightMargin"])
        // 8 … 400 − 8.
        #expect(close(try solve(spec, 400, 400).frame(of: "a"), Rect(x: 8, y: 0, width: 384, height: 0)))
    }
}
