import LayoutCore
internal import SwiftSyntax

// A label's attributed text: `NSAttributedString(string: "…", attributes: [.kern: 1.5,
// .tracking: 2])`, read as the label's string, `kerning` and `tracking`.
extension Evaluator {
    /// The string, kern and tracking of `NSAttributedString(string:attributes:)`, or nil when
    /// `expression` is another form (left alone, as before: layout-neutral). Other attribute
    /// keys (colours, …) are layout-neutral and ignored.
    func attributedLabelText(_ expression: ExprSyntax, in scope: Scope) throws -> (
        string: String, kerning: Double, tracking: Double
    )? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSAttributedString",
            let string = call.arguments.first, string.label?.text == "string"
        else { return nil }
        let value = try text(try evaluate(string.expression, in: scope), at: string.expression)
        var result: (string: String, kerning: Double, tracking: Double) = (value, 0, 0)
        guard call.arguments.count == 2, let attributes = call.arguments.last, attributes.label?.text == "attributes",
            let dictionary = attributes.expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        else { return call.arguments.count == 1 ? result : nil }
        for element in elements {
            let key = element.key.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard key == "kern" || key == "tracking" else { continue }
            let value = try number(try evaluate(element.value, in: scope), at: element.value)
            guard abs(value) <= SpecLimits.maxMagnitude else {
                throw error(element.value, .unexpected(expected: "points", found: quote(element.value)))
            }
            if key == "kern" { result.kerning = value } else { result.tracking = value }
        }
        return result
    }
}
