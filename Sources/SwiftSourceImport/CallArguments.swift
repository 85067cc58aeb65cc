internal import SwiftSyntax

/// The arguments of a call, by label, with its trailing closures.
struct CallArguments {
    var labeled: [(label: String?, expression: ExprSyntax)]
    var trailing: ClosureExprSyntax?
    var additional: [(label: String, closure: ClosureExprSyntax)]

    init(labeled: [(label: String?, expression: ExprSyntax)]) {
        self.labeled = labeled
        additional = []
    }

    init(_ call: FunctionCallExprSyntax) {
        labeled = call.arguments.map { ($0.label?.text, $0.expression) }
        trailing = call.trailingClosure
        additional = call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
    }

    /// The argument labelled `label` (nil: the first unlabelled one).
    func callAsFunction(_ label: String?) -> ExprSyntax? {
        labeled.first { $0.label == label }?.expression
    }

    /// The unlabelled arguments in order.
    var unlabeled: [ExprSyntax] { labeled.filter { $0.label == nil }.map(\.expression) }

    /// The closure passed as `label` (a labelled argument or an additional trailing closure),
    /// or, for the content closure, the trailing one.
    func closure(_ label: String) -> ClosureExprSyntax? {
        if let argument = self(label)?.as(ClosureExprSyntax.self) { return argument }
        if let extra = additional.first(where: { $0.label == label }) { return extra.closure }
        return nil
    }

    /// The content closure: `content:` or the trailing closure.
    var content: ClosureExprSyntax? { trailing ?? closure("content") }

    /// The labels this call uses that are not in `known`.
    func unknownLabels(_ known: [String]) -> [String] {
        labeled.compactMap(\.label).filter { !known.contains($0) }
    }
}

extension ClosureExprSyntax {
    /// The names of the closure's parameters (`proxy in`, `(item) in`, `_ in`).
    var parameterNames: [String] {
        switch signature?.parameterClause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { $0.secondName?.text ?? $0.firstName.text }
        default: return []
        }
    }
}

extension ClosureExprSyntax {
    /// Whether the closure is `{ $0 }`.
    var isIdentity: Bool {
        signature == nil && statements.count == 1 && statements.first?.item.trimmedDescription == "$0"
    }
}
