import LayoutCore
internal import SwiftSyntax

// Conditions on the environment in source code (`!`, `&&`, `||`, parentheses, an `if`'s
// `else`), kept in the spec's grammar: an `||` of `&&`s (`EnvironmentCondition`'s algebra).
extension Evaluator {
    /// The most alternatives a condition may have once multiplied out: `!` of `&&`s and `&&`
    /// of `||`s multiply, so a short source line could otherwise write millions.
    static let conditionAlternativesLimit = 64

    /// `text`, a condition the evaluator wrote, parsed (an error at `node` if it does not parse).
    func parsedCondition(_ text: String, at node: some SyntaxProtocol) throws -> EnvironmentCondition {
        do {
            return try EnvironmentCondition(parsing: text)
        } catch {
            throw self.error(node, .notEvaluated("the condition \(quote(node))"))
        }
    }

    /// `left && right`, within the limit of alternatives (an error at `node` beyond it).
    func both(_ left: EnvironmentCondition, _ right: EnvironmentCondition, at node: some SyntaxProtocol) throws
        -> EnvironmentCondition
    {
        try checkAlternatives(left.alternativeCount * right.alternativeCount, at: node)
        return left.and(right)
    }

    /// `left || right`, within the limit of alternatives.
    func either(_ left: EnvironmentCondition, _ right: EnvironmentCondition, at node: some SyntaxProtocol) throws
        -> EnvironmentCondition
    {
        try checkAlternatives(left.alternativeCount + right.alternativeCount, at: node)
        return left.or(right)
    }

    /// `!condition`, within the limit of alternatives (before simplification, the negation
    /// has the product of the conjunctions' lengths).
    func not(_ condition: EnvironmentCondition, at node: some SyntaxProtocol) throws -> EnvironmentCondition {
        try checkAlternatives(condition.negationAlternativeBound, at: node)
        return condition.negated
    }

    private func checkAlternatives(_ count: Int, at node: some SyntaxProtocol) throws {
        guard count > Self.conditionAlternativesLimit else { return }
        throw error(
            node,
            .unexpected(
                expected:
                    "a condition of at most \(Self.conditionAlternativesLimit) alternatives (`||`) once `!` and `&&` are multiplied out",
                found: quote(node)))
    }
}
