/// A length an `.alignmentGuide` closure computes, kept as the spec's expression over
/// `d.width`, `d.height` and `d[.guide]` (a number literal is a constant).
public struct GuideLength: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The expression text ("" for a constant, as a JSON number decodes).
    var source: String
    /// The constant value, when there is no variable.
    var constant: Double?
    /// 3 for an atom, 2 for `*` `/`, 1 for `+` `-` (to parenthesise operands).
    var precedence: Int

    init(source: String, precedence: Int = 3) {
        self.source = source
        self.constant = nil
        self.precedence = precedence
    }

    public init(_ value: Double) {
        source = ""
        constant = value
        precedence = 3
    }
    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// The text inside a larger expression.
    var text: String { constant.map(JSONWriter.formatNumber) ?? source }

    /// The model's expression.
    var expression: LengthExpression {
        if let constant { return LengthExpression(constant: constant) }
        return (try? LengthExpression(parsing: source, scope: .dimensions)) ?? LengthExpression(constant: 0)
    }

    static func binary(_ a: GuideLength, _ op: String, _ b: GuideLength, precedence: Int) -> GuideLength {
        let left = a.precedence < precedence ? "(\(a.text))" : a.text
        let right = b.precedence <= precedence && (b.precedence < precedence || op == "-" || op == "/")
        return GuideLength(source: "\(left) \(op) \(right ? "(\(b.text))" : b.text)", precedence: precedence)
    }

    public static func + (a: GuideLength, b: GuideLength) -> GuideLength { binary(a, "+", b, precedence: 1) }
    public static func - (a: GuideLength, b: GuideLength) -> GuideLength { binary(a, "-", b, precedence: 1) }
    public static func * (a: GuideLength, b: GuideLength) -> GuideLength { binary(a, "*", b, precedence: 2) }
    public static func / (a: GuideLength, b: GuideLength) -> GuideLength { binary(a, "/", b, precedence: 2) }
    public static prefix func - (a: GuideLength) -> GuideLength {
        GuideLength(source: a.precedence < 3 ? "-(\(a.text))" : "-\(a.text)", precedence: 3)
    }
}

/// What an `.alignmentGuide` closure receives: SwiftUI's `ViewDimensions`, as expressions.
public struct ViewDimensions: Sendable {
    /// `d.width`.
    public let width = GuideLength(source: "d.width")
    /// `d.height`.
    public let height = GuideLength(source: "d.height")
    /// `d[.bottom]`, `d[.firstTextBaseline]`…: the view's value for another guide.
    public subscript(guide: GuideName) -> GuideLength { GuideLength(source: "d[.\(guide.rawValue)]") }
}

/// `min(d.width, 40)`.
public func min(_ a: GuideLength, _ b: GuideLength) -> GuideLength { GuideLength(source: "min(\(a.text), \(b.text))") }
/// `max(d.width, 40)`.
public func max(_ a: GuideLength, _ b: GuideLength) -> GuideLength { GuideLength(source: "max(\(a.text), \(b.text))") }

extension View {
    /// `.alignmentGuide(.leading) { d in d.width / 2 }`: the guide's value for this view,
    /// a number or an expression over `d.width`, `d.height` and `d[.guide]`.
    public func alignmentGuide(_ guide: GuideName, computeValue: (ViewDimensions) -> GuideLength) -> ModifiedView {
        modified(.alignmentGuide(AlignmentGuideSpec(guide: guide, value: computeValue(ViewDimensions()).expression)))
    }
}
