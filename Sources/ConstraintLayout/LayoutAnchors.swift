import LayoutCore

/// A view, by id, with anchor-style accessors — the Swift API's counterpart of UIKit's
/// `topAnchor`, `widthAnchor`…:
///
/// ```swift
/// let a = LayoutItem("a"), b = LayoutItem("b")
/// let constraints = [
///     a.top == b.bottom + 20,
///     a.width == 0.5 * LayoutItem.root.width ~ .defaultHigh,
///     (a.leading >= LayoutItem.root.leading + 8).withIdentifier("inset"),
/// ]
/// let engine = try ConstraintLayoutEngine(spec, adding: constraints)
/// ```
public struct LayoutItem: Sendable, Hashable {
    /// The view's id.
    public var id: String
    public init(_ id: String) { self.id = id }
    /// The implicit root view, fixed to the solve size.
    public static let root = LayoutItem(ConstraintSpec.rootID)
    /// The root's safe-area guide (`safeArea`, UIKit's `safeAreaLayoutGuide`): the root inset by
    /// the spec's `safeAreaInsets`. It has a `UILayoutGuide`'s anchors only (no margins, no
    /// baselines: such a constraint is a ``SpecError`` at its path).
    public static let safeArea = LayoutItem(ConstraintSpec.safeAreaID)

    /// Any attribute of the view.
    public subscript(_ attribute: LayoutAttribute) -> AnchorExpression {
        AnchorExpression(terms: [LayoutTerm(1, LayoutAnchor(item: id, attribute: attribute))], constant: 0)
    }
    public var left: AnchorExpression { self[.left] }
    public var right: AnchorExpression { self[.right] }
    public var top: AnchorExpression { self[.top] }
    public var bottom: AnchorExpression { self[.bottom] }
    public var leading: AnchorExpression { self[.leading] }
    public var trailing: AnchorExpression { self[.trailing] }
    public var width: AnchorExpression { self[.width] }
    public var height: AnchorExpression { self[.height] }
    public var centerX: AnchorExpression { self[.centerX] }
    public var centerY: AnchorExpression { self[.centerY] }
    public var firstBaseline: AnchorExpression { self[.firstBaseline] }
    public var lastBaseline: AnchorExpression { self[.lastBaseline] }
}

/// A linear expression over anchors being built with `+ - * /` (`b.bottom + 20`,
/// `0.5 * root.width`), turned into a ``LayoutConstraint`` by `==`, `>=` or `<=`.
///
/// Deliberately not `Equatable`, so that `==` between two expressions always builds a
/// constraint.
public struct AnchorExpression: Sendable {
    public var terms: [LayoutTerm]
    public var constant: Double

    var expression: LayoutExpression { LayoutExpression(terms: terms, constant: constant) }

    public static func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    public static func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression { lhs + -rhs }
    public static func + (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorExpression {
        AnchorExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorExpression { lhs + -1 * rhs }
    public static func * (lhs: Double, rhs: AnchorExpression) -> AnchorExpression {
        AnchorExpression(
            terms: rhs.terms.map { LayoutTerm(lhs * $0.coefficient, $0.anchor) }, constant: lhs * rhs.constant)
    }
    public static func * (lhs: AnchorExpression, rhs: Double) -> AnchorExpression { rhs * lhs }
    public static func / (lhs: AnchorExpression, rhs: Double) -> AnchorExpression { (1 / rhs) * lhs }

    public static func == (lhs: AnchorExpression, rhs: AnchorExpression) -> LayoutConstraint {
        LayoutConstraint(first: lhs.expression, relation: .equal, second: rhs.expression)
    }
    public static func >= (lhs: AnchorExpression, rhs: AnchorExpression) -> LayoutConstraint {
        LayoutConstraint(first: lhs.expression, relation: .greaterThanOrEqual, second: rhs.expression)
    }
    public static func <= (lhs: AnchorExpression, rhs: AnchorExpression) -> LayoutConstraint {
        LayoutConstraint(first: lhs.expression, relation: .lessThanOrEqual, second: rhs.expression)
    }
    public static func == (lhs: AnchorExpression, rhs: Double) -> LayoutConstraint {
        lhs == AnchorExpression(terms: [], constant: rhs)
    }
    public static func >= (lhs: AnchorExpression, rhs: Double) -> LayoutConstraint {
        lhs >= AnchorExpression(terms: [], constant: rhs)
    }
    public static func <= (lhs: AnchorExpression, rhs: Double) -> LayoutConstraint {
        lhs <= AnchorExpression(terms: [], constant: rhs)
    }
}

precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}

/// `constraint ~ priority`: the constraint at that priority (`a.width == 100 ~ .defaultHigh`).
infix operator ~ : LayoutPriorityPrecedence

extension LayoutConstraint {
    /// The constraint at `priority`.
    public static func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
        constraint.withPriority(priority)
    }

    /// A copy at `priority` (UIKit's `constraint.priority = …`).
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// A copy named `identifier` in every report (UIKit's `constraint.identifier = …`).
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = identifier
        return copy
    }
}
