import LayoutCore

/// The root's minimum side margin (UIKit's 16 or 20 pt, ``ConstraintsToStacks/minimumMarginExpression``)
/// in generated Swift: a `GeometryReader` whose content reads it declares it once,
///
/// ```swift
/// GeometryReader { geometry in
///     // UIKit's minimum root margins: 16 pt below 400 pt wide, 20 from 400 pt
///     let margin = min(max(4 * geometry.size.width - 1580, 16), 20)
///     …
///         .padding(.horizontal, margin)
/// ```
///
/// and its frames read `margin`: one name for one rule, and expressions short enough for
/// Swift's type checker (twenty `min(max(…))` terms in one body take it minutes).
extension SwiftUISource {
    /// The name the declaration gives the margin.
    static let minimumMarginName = "margin"

    /// Whether ``ConstraintsToStacks/minimumMarginExpression`` is read by `nodes`' modifiers
    /// or below them, short of a nested `GeometryReader` (whose `geometry` is another).
    static func readsMinimumMargin(_ nodes: [ViewNode]) -> Bool {
        nodes.contains { node in
            node.modifiers.contains { layer in
                layer.expressions.contains {
                    $0.expression.source.contains(ConstraintsToStacks.minimumMarginExpression)
                }
            } || (node.kind != .geometryReader && readsMinimumMargin(node.children))
        }
    }

    /// The comment and the `let` that declare the margin, at `indent`.
    static func minimumMarginDeclaration(indent: String) -> [String] {
        [
            indent + "// UIKit's minimum root margins: 16 pt below 400 pt wide, 20 from 400 pt",
            indent + "let \(minimumMarginName) = " + swiftExpression(ConstraintsToStacks.minimumMarginExpression),
        ]
    }

    /// `source` (a view-spec expression) with the margin's expression read as its name.
    static func namingMinimumMargin(_ source: String) -> String {
        source.replacingOccurrences(of: ConstraintsToStacks.minimumMarginExpression, with: minimumMarginName)
    }
}
