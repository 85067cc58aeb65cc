import LayoutCore

/// A linear expression over constraint-spec variables (`view.attribute`): Σ cᵢ·xᵢ + k.
///
/// The stacks → constraints compiler builds every proposal and size as one of these; an
/// expression without terms is a constant, which the compiler folds instead of emitting
/// constraints (so nil and probe proposals are evaluated at translation time).
struct LinearExpression: Sendable, Equatable {
    /// One `coefficient * variable` term; variables keep their first-use order.
    struct Term: Sendable, Equatable {
        var variable: String
        var coefficient: Double
    }

    var terms: [Term] = []
    var constant: Double = 0

    init(_ constant: Double) { self.constant = constant }

    init(variable: String) { terms = [Term(variable: variable, coefficient: 1)] }

    /// Whether the expression has no variable terms.
    var isConstant: Bool { terms.isEmpty }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var result = a
        result.constant += b.constant
        for term in b.terms {
            if let index = result.terms.firstIndex(where: { $0.variable == term.variable }) {
                result.terms[index].coefficient += term.coefficient
                if result.terms[index].coefficient == 0 { result.terms.remove(at: index) }
            } else {
                result.terms.append(term)
            }
        }
        return result
    }

    static func * (factor: Double, a: LinearExpression) -> LinearExpression {
        guard factor != 0 else { return LinearExpression(0) }
        var result = a
        result.constant *= factor
        for index in result.terms.indices { result.terms[index].coefficient *= factor }
        return result
    }

    static prefix func - (a: LinearExpression) -> LinearExpression { -1 * a }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }

    static func + (a: LinearExpression, b: Double) -> LinearExpression { a + LinearExpression(b) }

    static func - (a: LinearExpression, b: Double) -> LinearExpression { a + LinearExpression(-b) }

    /// The expression in the constraint grammar (`2 * a.width - b.height + 8`).
    var text: String {
        var parts: [String] = []
        for term in terms {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable : "\(JSONWriter.formatNumber(magnitude)) * \(term.variable)"
            if parts.isEmpty {
                parts.append(term.coefficient < 0 ? "-" + body : body)
            } else {
                parts.append((term.coefficient < 0 ? "- " : "+ ") + body)
            }
        }
        if parts.isEmpty { return JSONWriter.formatNumber(constant) }
        if constant != 0 {
            parts.append((constant < 0 ? "- " : "+ ") + JSONWriter.formatNumber(abs(constant)))
        }
        return parts.joined(separator: " ")
    }
}
