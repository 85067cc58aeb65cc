import LayoutCore
internal import SwiftSyntax

// View builder blocks: statements, `if`/`else` and `switch` on values the file fixes.
extension Evaluator {
    /// The views a view builder block produces, in order.
    func views(in block: CodeBlockItemListSyntax, scope outer: Scope) throws -> [SourceView] {
        var result: [SourceView] = []
        _ = try appendViews(of: block, in: Scope(parent: outer), to: &result)
        return result
    }

    /// Appends the views of `block`'s statements to `result`, binding its declarations in
    /// `scope`; a `#if` contributes the statements of the clause an iOS build compiles
    /// (`CompilationConditions`), in the same scope. Returns true after a `return`.
    private func appendViews(of block: CodeBlockItemListSyntax, in scope: Scope, to result: inout [SourceView])
        throws -> Bool
    {
        for item in block {
            switch item.item {
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    guard let clause = try conditions.activeClause(of: ifConfig) else { continue }
                    guard case .statements(let statements)? = clause.elements else {
                        throw error(
                            clause, .unexpected(expected: "statements in this #if clause of a view body", found: nil))
                    }
                    if try appendViews(of: statements, in: scope, to: &result) { return true }
                } else {
                    try bind(decl, in: scope)
                }
            default:
                guard let expr = Self.valueExpression(item.item) else {
                    throw error(item, .notEvaluated("the statement \(quote(item)) in a view body"))
                }
                result += try views(of: expr, in: scope)
                if case .stmt(let stmt) = item.item, stmt.is(ReturnStmtSyntax.self) { return true }
            }
        }
        return false
    }

    /// The views of one expression of a view builder (`if`/`switch` choose a branch now).
    func views(of expr: ExprSyntax, in scope: Scope) throws -> [SourceView] {
        try nested(expr) {
            if let ifExpr = expr.as(IfExprSyntax.self) { return try views(of: ifExpr, in: scope) }
            if let switchExpr = expr.as(SwitchExprSyntax.self) { return try views(of: switchExpr, in: scope) }
            switch try evaluate(expr, in: scope) {
            case .views(let views): return views
            case .layout(let layout):
                throw error(
                    expr,
                    .unexpected(
                        expected: "a content closure for the layout \(layout["type"].map { "\($0)" } ?? "")", found: nil
                    ))
            case let other:
                throw error(expr, .unexpected(expected: "a view", found: "\(other.description) \(quote(expr))"))
            }
        }
    }

    private func views(of ifExpr: IfExprSyntax, in scope: Scope) throws -> [SourceView] {
        var holds = true
        for element in ifExpr.conditions {
            guard case .expression(let condition) = element.condition else {
                throw error(element, .notEvaluated("the condition \(quote(element)) (only Bool expressions)"))
            }
            if !(try truth(condition, in: scope)) {
                holds = false
                break
            }
        }
        if holds { return try views(in: ifExpr.body.statements, scope: scope) }
        switch ifExpr.elseBody {
        case .ifExpr(let next): return try views(of: next, in: scope)
        case .codeBlock(let block): return try views(in: block.statements, scope: scope)
        default: return []
        }
    }

    private func views(of switchExpr: SwitchExprSyntax, in scope: Scope) throws -> [SourceView] {
        let subject = try evaluate(switchExpr.subject, in: scope)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw error(element, .notEvaluated("`#if` inside a switch"))
            }
            switch switchCase.label {
            case .default:
                return try views(in: switchCase.statements, scope: scope)
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw error(item, .notEvaluated("the case pattern \(quote(item))"))
                    }
                    if try matches(subject, try evaluate(pattern.expression, in: scope), at: item) {
                        return try views(in: switchCase.statements, scope: scope)
                    }
                }
            default:
                throw error(switchCase, .notEvaluated("the case \(quote(switchCase))"))
            }
        }
        return []
    }

    private func matches(_ subject: Value, _ pattern: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (subject, pattern) {
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.member(let a), .member(let b)): return a == b
        case (.number(let a), .range(let lower, let upper)): return a >= Double(lower) && a < Double(upper)
        case (.environment("dynamicTypeSize"), .member(let size)):
            return (environment.dynamicTypeSize ?? .large).rawValue == size
        default: throw error(node, .cannot(.match(subject.description, against: pattern.description)))
        }
    }
}
