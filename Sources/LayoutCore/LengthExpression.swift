/// A length written as an arithmetic expression (FORMATS.md §1): inside a `GeometryReader`
/// over `geometry.width` / `geometry.height` and `geometry.safeAreaInsets.top` (`leading`,
/// `bottom`, `trailing`; docs/FORMATS.md §5 "Safe area"), in `.alignmentGuide` over `d.width`,
/// `d.height` and `d[.guide]`; with `+ - * /`, unary minus, parentheses, `min`, `max` (two or
/// more arguments) and `clamp(x, lo, hi)` = min(max(x, lo), hi).
///
/// ```swift
/// let e = try LengthExpression(parsing: "clamp(0.5 * geometry.height, 200, 400)", scope: .geometry)
/// e.evaluate { $0 == .geometryHeight ? 667 : 0 }   // 333.5
/// ```
///
/// Evaluation walks the tree without allocating; a non-finite result (division by zero, an
/// infinite geometry) is returned as is for the caller to report.
public struct LengthExpression: Sendable, Equatable {
    /// The text as written (what an encoder writes back).
    public var source: String
    /// The parsed tree.
    @usableFromInline package var root: ExpressionNode

    package init(source: String, root: ExpressionNode) {
        self.source = source
        self.root = root
    }

    /// A constant expression (a plain JSON number).
    public init(constant value: Double) {
        self.init(source: "", root: .number(value))
    }

    /// The constant value when the expression has no variables, else nil.
    package var constantValue: Double? {
        if case .number(let value) = root { return value }
        return nil
    }

    /// The value, reading each variable from `variable`.
    @inlinable package func evaluate(_ variable: (ExpressionVariable) -> Double) -> Double {
        root.evaluate(variable)
    }

    /// Whether any `d[.guide]` variable occurs (its evaluation then asks for guide values).
    package var readsGuides: Bool { root.readsGuides }

    /// Whether any `geometry.safeAreaInsets` variable occurs (its value then depends on where
    /// the reader lies, not only on its size).
    package var readsSafeAreaInsets: Bool { root.readsSafeAreaInsets }
}

/// The variables an expression may read.
@usableFromInline package enum ExpressionVariable: Sendable, Hashable {
    /// `geometry.width` (also `geometry.size.width`): the enclosing GeometryReader's width.
    case geometryWidth
    /// `geometry.height` (also `geometry.size.height`).
    case geometryHeight
    /// `geometry.safeAreaInsets.top` (`.leading`, `.bottom`, `.trailing`): the enclosing
    /// GeometryReader's safe-area inset on that edge (SwiftUI's `GeometryProxy.safeAreaInsets`).
    case geometrySafeAreaInset(EdgeSet)
    /// `d.width`: the width of the view an alignment guide is computed for.
    case width
    /// `d.height`.
    case height
    /// `d[.guide]`: that view's value for another guide (explicit or default).
    case guide(GuideName)
}

/// A binary operation of an expression.
@usableFromInline package enum ExpressionOperator: Sendable, Hashable {
    /// `+`, `-`, `*`, `/`, `min(a, b)`, `max(a, b)` (NaN if either is NaN).
    case add, subtract, multiply, divide, minimum, maximum

    @inlinable func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .minimum: return a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
        case .maximum: return a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
        }
    }
}

/// A node of an expression tree. `min`/`max` with n arguments are folded into binary nodes;
/// `clamp(x, lo, hi)` is `min(max(x, lo), hi)`.
@usableFromInline package indirect enum ExpressionNode: Sendable, Equatable {
    /// A finite constant.
    case number(Double)
    /// A variable of the expression's scope.
    case variable(ExpressionVariable)
    /// Unary minus.
    case negate(ExpressionNode)
    /// `a op b`.
    case binary(ExpressionOperator, ExpressionNode, ExpressionNode)

    @inlinable func evaluate(_ variable: (ExpressionVariable) -> Double) -> Double {
        switch self {
        case .number(let value): return value
        case .variable(let name): return variable(name)
        case .negate(let operand): return -operand.evaluate(variable)
        case .binary(let op, let a, let b): return op.apply(a.evaluate(variable), b.evaluate(variable))
        }
    }

    var readsGuides: Bool { reads { if case .guide = $0 { true } else { false } } }

    var readsSafeAreaInsets: Bool { reads { if case .geometrySafeAreaInset = $0 { true } else { false } } }

    /// Whether a variable matching `matches` occurs.
    private func reads(_ matches: (ExpressionVariable) -> Bool) -> Bool {
        switch self {
        case .number: return false
        case .variable(let name): return matches(name)
        case .negate(let operand): return operand.reads(matches)
        case .binary(_, let a, let b): return a.reads(matches) || b.reads(matches)
        }
    }
}
