import LayoutCore
internal import SwiftSyntax

// Literals: integers (with `_` separators), strings (interpolation and escapes).
extension Evaluator {
    func integer(_ text: String, at node: some SyntaxProtocol) throws -> Double {
        let digits = text.filter { $0 != "_" }
        let value: Int?
        if digits.hasPrefix("0x") {
            value = Int(digits.dropFirst(2), radix: 16)
        } else if digits.hasPrefix("0b") {
            value = Int(digits.dropFirst(2), radix: 2)
        } else if digits.hasPrefix("0o") {
            value = Int(digits.dropFirst(2), radix: 8)
        } else {
            value = Int(digits)
        }
        guard let value else { throw error(node, .cannot(.readNumber(quote(node)))) }
        return Double(value)
    }

    /// A string literal with its interpolations evaluated (numbers written as Swift prints
    /// them: `3` for an Int, `2.5` for a Double).
    func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> String {
        var result = ""
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                result += try unescaped(text.content.text, at: text)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
                    throw error(interpolation, .notEvaluated("the interpolation \(quote(interpolation))"))
                }
                switch try evaluate(only.expression, in: scope) {
                case .string(let text): result += text
                case .number(let value): result += JSONWriter.formatNumber(value)
                case .bool(let flag): result += flag ? "true" : "false"
                case let other:
                    throw error(only, .cannot(.interpolate(other.description)))
                }
            }
        }
        return result
    }

    private func unescaped(_ text: String, at node: some SyntaxProtocol) throws -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                case "\\", "\"", "'": result.append(character)
                default: throw error(node, .unknownEscape(String(character)))
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
