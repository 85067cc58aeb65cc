/// The arguments of `.containerRelativeFrame(_:count:span:spacing:alignment:)` and of its
/// closure form `.containerRelativeFrame(_:alignment:) { length, _ in length * k + c }`
/// (FORMATS.md §1): along each of its axes the view is framed at a length derived from its
/// container's (the nearest enclosing ScrollView's size, else the root proposal). The stack
/// engine's `containerRelativeLength` is the rule.
public struct ContainerRelativeFrame: Sendable, Equatable {
    /// Whether the width is relative to the container's.
    public var horizontal: Bool
    /// Whether the height is relative to the container's.
    public var vertical: Bool
    /// The number of columns (or rows) the container's length is divided into (≥ 1).
    public var count: Int
    /// How many of them the view spans (≥ 1).
    public var span: Int
    /// The spacing between columns (or rows).
    public var spacing: Double
    /// The closure form's factor k applied to the counted length (`length * k`).
    public var multiplier: Double
    /// The closure form's constant c added last (`length * k + c`).
    public var constant: Double
    /// Where the child sits in the frame.
    public var alignment: Alignment

    public init(
        horizontal: Bool, vertical: Bool, count: Int = 1, span: Int = 1, spacing: Double = 0, multiplier: Double = 1,
        constant: Double = 0, alignment: Alignment = .center
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.count = count
        self.span = span
        self.spacing = spacing
        self.multiplier = multiplier
        self.constant = constant
        self.alignment = alignment
    }

    /// Whether `axis` is one of the frame's axes.
    @inlinable public func contains(_ axis: Axis) -> Bool {
        axis == .horizontal ? horizontal : vertical
    }
}

extension ContainerRelativeFrame {
    /// The modifier's JSON object (FORMATS.md §1), members at their defaults left out.
    var json: JSONValue {
        var axes: [JSONValue] = []
        if horizontal { axes.append(.string("horizontal")) }
        if vertical { axes.append(.string("vertical")) }
        return .object([
            ("axes", .array(axes)),
            ("count", count == 1 ? nil : .number(Double(count))),
            ("span", span == 1 ? nil : .number(Double(span))),
            ("spacing", spacing == 0 ? nil : .number(spacing)),
            ("multiplier", multiplier == 1 ? nil : .number(multiplier)),
            ("constant", constant == 0 ? nil : .number(constant)),
            ("alignment", alignment == .center ? nil : alignment.name.map(JSONValue.string)),
        ])
    }
}
