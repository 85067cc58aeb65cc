/// A length computed from the size a `GeometryReader` proposes to its content, kept as an
/// expression (`0.5 * geometry.height`) that the stack engine evaluates at layout time.
public struct GeometryLength: Sendable, Equatable {
    /// The expression in the view spec's grammar (FORMATS.md §1, GeometryReader).
    public var source: String
    /// 3 for an atom, 2 for `*` `/`, 1 for `+` `-`: operands of a tighter operator are
    /// parenthesised (`(geometry.height + 10) * 0.5`).
    var precedence = 3
    public init(source: String) { self.source = source }

    init(source: String, precedence: Int) {
        self.source = source
        self.precedence = precedence
    }

    static func number(_ value: Double) -> String { JSONWriter.formatNumber(value) }

    /// The source, parenthesised when it binds less tightly than `precedence`.
    func operand(_ precedence: Int) -> String { self.precedence < precedence ? "(\(source))" : source }

    public static func * (factor: Double, length: GeometryLength) -> GeometryLength {
        GeometryLength(source: "\(number(factor)) * \(length.operand(2))", precedence: 2)
    }
    public static func * (length: GeometryLength, factor: Double) -> GeometryLength {
        GeometryLength(source: "\(length.operand(2)) * \(number(factor))", precedence: 2)
    }
    public static func / (length: GeometryLength, divisor: Double) -> GeometryLength {
        GeometryLength(source: "\(length.operand(2)) / \(number(divisor))", precedence: 2)
    }
    public static func + (length: GeometryLength, offset: Double) -> GeometryLength {
        GeometryLength(source: "\(length.source) + \(number(offset))", precedence: 1)
    }
    public static func - (length: GeometryLength, offset: Double) -> GeometryLength {
        GeometryLength(source: "\(length.source) - \(number(offset))", precedence: 1)
    }
    /// `a * geometry.size.width + b * geometry.size.height` (the translator's affine frames).
    public static func + (left: GeometryLength, right: GeometryLength) -> GeometryLength {
        GeometryLength(source: "\(left.source) + \(right.operand(2))", precedence: 1)
    }
    public static func - (left: GeometryLength, right: GeometryLength) -> GeometryLength {
        GeometryLength(source: "\(left.source) - \(right.operand(2))", precedence: 1)
    }
    /// `-geometry.size.width`.
    public static prefix func - (length: GeometryLength) -> GeometryLength {
        GeometryLength(source: "-\(length.operand(3))", precedence: 3)
    }
}

/// The size a `GeometryReader` gives its content, as expressions.
public struct GeometrySize: Sendable {
    public let width = GeometryLength(source: "geometry.width")
    public let height = GeometryLength(source: "geometry.height")
}

/// The safe-area insets a `GeometryReader` sees, as expressions
/// (`geometry.safeAreaInsets.leading`).
public struct GeometryInsets: Sendable {
    /// The inset at the top (`geometry.safeAreaInsets.top`).
    public let top = GeometryLength(source: "geometry.safeAreaInsets.top")
    /// The inset at the leading edge.
    public let leading = GeometryLength(source: "geometry.safeAreaInsets.leading")
    /// The inset at the bottom.
    public let bottom = GeometryLength(source: "geometry.safeAreaInsets.bottom")
    /// The inset at the trailing edge.
    public let trailing = GeometryLength(source: "geometry.safeAreaInsets.trailing")
}

/// What a `GeometryReader`'s content closure receives (`geometry.size.height`,
/// `geometry.safeAreaInsets.leading`).
public struct GeometryProxy: Sendable {
    public let size = GeometrySize()
    public let safeAreaInsets = GeometryInsets()
}

/// `min(geometry.size.height, 400)`.
public func min(_ length: GeometryLength, _ value: Double) -> GeometryLength {
    GeometryLength(source: "min(\(length.source), \(GeometryLength.number(value)))")
}

/// `max(geometry.size.height, 200)`.
public func max(_ length: GeometryLength, _ value: Double) -> GeometryLength {
    GeometryLength(source: "max(\(length.source), \(GeometryLength.number(value)))")
}

/// `min(geometry.size.width - 120, 0.5 * geometry.size.width)`: the smaller of two lengths.
public func min(_ first: GeometryLength, _ second: GeometryLength) -> GeometryLength {
    GeometryLength(source: "min(\(first.source), \(second.source))")
}

/// `max(geometry.size.width - 120, 0.5 * geometry.size.width)`: the larger of two lengths.
public func max(_ first: GeometryLength, _ second: GeometryLength) -> GeometryLength {
    GeometryLength(source: "max(\(first.source), \(second.source))")
}

/// `clamp(0.5 * geometry.size.height, 200, 400)` = min(max(x, lo), hi).
public func clamp(_ length: GeometryLength, _ lower: Double, _ upper: Double) -> GeometryLength {
    GeometryLength(
        source: "clamp(\(length.source), \(GeometryLength.number(lower)), \(GeometryLength.number(upper)))")
}

/// `GeometryReader { geometry in … }`: takes the whole proposal and proposes it to its
/// content, placed top-leading; lengths read from `geometry.size` are evaluated at layout.
public struct GeometryReader: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(@ViewBuilder content: (GeometryProxy) -> some View) {
        viewNodes = [ViewNode(.geometryReader, children: [Self.single(content(GeometryProxy()))])]
    }
}

extension View {
    /// `.frame(width:height:)` with lengths computed from a `GeometryReader`'s size.
    public func frame(width: GeometryLength? = nil, height: GeometryLength? = nil, alignment: Alignment = .center)
        -> ModifiedView
    {
        frame(width, height, fixed: (width == nil ? nil : 0, height == nil ? nil : 0), alignment)
    }

    /// `.frame(width: geometry.size.width, height: 0)`: a computed width, a fixed height (as
    /// SwiftUI's `CGFloat` lengths mix).
    public func frame(width: GeometryLength, height: Double, alignment: Alignment = .center) -> ModifiedView {
        frame(width, nil, fixed: (0, height), alignment)
    }

    /// `.frame(width: 44, height: 0.5 * geometry.size.height)`: a fixed width, a computed height.
    public func frame(width: Double, height: GeometryLength, alignment: Alignment = .center) -> ModifiedView {
        frame(nil, height, fixed: (width, 0), alignment)
    }

    /// A fixed frame of lengths `fixed`, those of `width` and `height` (where given) computed.
    private func frame(
        _ width: GeometryLength?, _ height: GeometryLength?, fixed: (Double?, Double?), _ alignment: Alignment
    ) -> ModifiedView {
        var expressions: [ExpressionLength] = []
        for (key, length) in [("width", width), ("height", height)] {
            guard let length else { continue }
            let parsed =
                (try? LengthExpression(parsing: length.source, scope: .geometry)) ?? LengthExpression(constant: 0)
            expressions.append(ExpressionLength(key: key, expression: parsed))
        }
        let frame = FixedFrame(width: fixed.0, height: fixed.1, alignment: alignment)
        return ModifiedView(
            viewNodes: nodes.map { node in
                var copy = node
                copy.modifiers.append(ModifierNode(.frame(frame), expressions: expressions))
                return copy
            })
    }

    /// `.padding(_:_:)` with a length computed from a `GeometryReader`'s size, on `edges`
    /// (`.padding(.horizontal, clamp(4 * geometry.size.width - 1580, 16, 20))`).
    public func padding(_ edges: Edge.Set, _ length: GeometryLength) -> ModifiedView {
        let parsed = (try? LengthExpression(parsing: length.source, scope: .geometry)) ?? LengthExpression(constant: 0)
        // The edges the expression sets are marked with 1, as the view spec's decoder marks them.
        let marked = EdgeInsets(
            top: edges.contains(.top) ? 1 : 0, leading: edges.contains(.leading) ? 1 : 0,
            bottom: edges.contains(.bottom) ? 1 : 0, trailing: edges.contains(.trailing) ? 1 : 0)
        return ModifiedView(
            viewNodes: nodes.map { node in
                var copy = node
                copy.modifiers.append(
                    ModifierNode(.padding(marked), expressions: [ExpressionLength(key: "length", expression: parsed)]))
                return copy
            })
    }

    /// `.offset(x:y:)` with lengths computed from a `GeometryReader`'s size (the translator's
    /// affine frames place each view so).
    public func offset(x: GeometryLength, y: GeometryLength) -> ModifiedView { offset(x, y, 0, 0) }

    /// `.offset(x: 20, y: geometry.size.height - 64)`.
    public func offset(x: Double, y: GeometryLength) -> ModifiedView { offset(nil, y, x, 0) }

    /// `.offset(x: geometry.size.width - 40, y: 8)`.
    public func offset(x: GeometryLength, y: Double) -> ModifiedView { offset(x, nil, 0, y) }

    private func offset(_ x: GeometryLength?, _ y: GeometryLength?, _ fixedX: Double, _ fixedY: Double)
        -> ModifiedView
    {
        var expressions: [ExpressionLength] = []
        for (key, length) in [("x", x), ("y", y)] {
            guard let length else { continue }
            let parsed =
                (try? LengthExpression(parsing: length.source, scope: .geometry)) ?? LengthExpression(constant: 0)
            expressions.append(ExpressionLength(key: key, expression: parsed))
        }
        return ModifiedView(
            viewNodes: nodes.map { node in
                var copy = node
                copy.modifiers.append(ModifierNode(.offset(x: fixedX, y: fixedY), expressions: expressions))
                return copy
            })
    }
}
