internal import SwiftSyntax

// `#if` inside a modifier chain: `Text("a").padding() #if os(iOS) .frame(width: 10) #endif`.
extension Evaluator {
    /// The base with the modifiers of the compiled clause applied (none when no clause is).
    func evaluatePostfixIf(_ postfix: PostfixIfConfigExprSyntax, in scope: Scope) throws -> Value {
        guard let base = postfix.base else {
            throw error(postfix, .unexpected(expected: "a view before this #if in a modifier chain", found: nil))
        }
        let value = try evaluate(base, in: scope)
        guard let clause = try conditions.activeClause(of: postfix.config) else { return value }
        guard case .postfixExpression(let chain)? = clause.elements else {
            throw error(
                clause,
                .unexpected(expected: "modifiers (`.padding()` …) in this #if clause of a modifier chain", found: nil))
        }
        return try apply(chain, to: value, at: base, in: scope)
    }

    /// Applies a chain of modifiers whose innermost has no base (`.frame(…).padding()` inside
    /// a `#if` clause) to `value`.
    private func apply(_ chain: ExprSyntax, to value: Value, at baseNode: ExprSyntax, in scope: Scope) throws -> Value {
        try nested(chain) {
            if let postfix = chain.as(PostfixIfConfigExprSyntax.self), let inner = postfix.base {
                let applied = try apply(inner, to: value, at: baseNode, in: scope)
                guard let clause = try conditions.activeClause(of: postfix.config) else { return applied }
                guard case .postfixExpression(let nestedChain)? = clause.elements else {
                    throw error(
                        clause, .unexpected(expected: "modifiers in this #if clause of a modifier chain", found: nil))
                }
                return try apply(nestedChain, to: applied, at: baseNode, in: scope)
            }
            guard let call = chain.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else {
                throw error(
                    chain, .unexpected(expected: "a modifier call (`.padding()` …) in this #if clause", found: nil))
            }
            if Self.environmentModifiers.contains(member.declName.baseName.text) {
                try applyEnvironment(member.declName.baseName.text, CallArguments(call), at: member, in: scope)
            }
            let receiver = try member.base.map { try apply($0, to: value, at: baseNode, in: scope) } ?? value
            return try memberCall(call, member, on: receiver, at: member.base ?? baseNode, in: scope)
        }
    }
}
