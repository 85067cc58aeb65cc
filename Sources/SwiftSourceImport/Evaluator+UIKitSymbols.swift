import LayoutCore
internal import SwiftSyntax

// UIKit symbol images: `UIImageView(image: UIImage(systemName: "…"))` and its
// `preferredSymbolConfiguration` (`UIImage.SymbolConfiguration(textStyle:)`,
// `(pointSize:weight:)`, `.applying(UIImage.SymbolConfiguration(weight:))`), read as a
// constraint view's `"image"` (FORMATS.md; docs/ENGINES.md "Symbol images").
extension Evaluator {
    /// The symbol of `UIImage(systemName: "…")`, or nil when `expression` is another image.
    func symbolImage(_ expression: ExprSyntax, in scope: Scope) throws -> SymbolImage? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "systemName"
        else { return nil }
        let name = try text(try evaluate(argument.expression, in: scope), at: argument.expression)
        guard !name.isEmpty else {
            throw error(argument.expression, .unexpected(expected: "a symbol name", found: "\"\""))
        }
        return SymbolImage(systemName: name)
    }

    /// `symbol` with the font of a `UIImage.SymbolConfiguration` expression: its text style,
    /// or its point size and weight; `.applying(_:)` adds the other configuration's members.
    func configuring(_ symbol: SymbolImage, with expression: ExprSyntax, in scope: Scope) throws -> SymbolImage {
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            throw error(expression, .unexpected(expected: "UIImage.SymbolConfiguration(…)", found: quote(expression)))
        }
        if let applying = call.calledExpression.as(MemberAccessExprSyntax.self),
            applying.declName.baseName.text == "applying", let base = applying.base,
            base.is(FunctionCallExprSyntax.self), call.arguments.count == 1, let other = call.arguments.first
        {
            return try configuring(try configuring(symbol, with: base, in: scope), with: other.expression, in: scope)
        }
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "SymbolConfiguration",
            callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage"
        else {
            throw error(expression, .unexpected(expected: "UIImage.SymbolConfiguration(…)", found: quote(expression)))
        }
        var result = symbol
        for argument in call.arguments {
            let member = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            switch argument.label?.text {
            case "textStyle":
                guard let style = member.flatMap(TextStyle.init(name:)) else {
                    throw error(
                        argument.expression,
                        .unexpected(expected: "a UIFont.TextStyle", found: quote(argument.expression)))
                }
                (result.fontStyle, result.fontSize) = (style, nil)
            case "pointSize":
                let size = try number(try evaluate(argument.expression, in: scope), at: argument.expression)
                guard size > 0, size <= SpecLimits.maxMagnitude else {
                    throw error(
                        argument.expression,
                        .unexpected(expected: "a point size above 0", found: quote(argument.expression)))
                }
                (result.fontSize, result.fontStyle) = (size, nil)
            case "weight":
                guard let weight = member.flatMap(FontWeight.init(rawValue:)) else {
                    throw error(
                        argument.expression,
                        .unexpected(expected: "a UIImage.SymbolWeight", found: quote(argument.expression)))
                }
                result.fontWeight = weight
            default:
                throw error(
                    argument.expression,
                    .unexpected(expected: "textStyle:, pointSize: or weight:", found: quote(argument.expression)))
            }
        }
        return result
    }
}
