/// The sentences of text syntax problems, derived from the case and the grammar.
extension TextSyntaxProblem {
    /// What is wrong, as the grammar's sentence says it (without the column).
    public func reason(in grammar: TextSyntaxError.Grammar) -> String {
        let vfl = grammar == .visualFormat
        switch self {
        case .expected(let expectation): return expectation.reason(in: grammar)
        case .unknownView(let name, let views):
            let list = views.prefix(12).joined(separator: ", ") + (views.count > 12 ? ", …" : "")
            return vfl
                ? "\"\(name)\" is not a view of this spec; the views are \(list)"
                : "unknown view \"\(name)\"; the views are \(list)"
        case .unknownMetric(let name, let orView):
            return vfl
                ? "\"\(name)\" is not a metric\(orView ? " or a view" : "") of this spec" : "unknown metric \"\(name)\""
        case .unknownAttribute(let name, let allowed):
            return "unknown attribute \"\(name)\"; expected one of: \(allowed.joined(separator: ", "))"
        case .unknownPriority(let name):
            return vfl
                ? "\"\(name)\" is not a metric or a named priority (required, defaultHigh, defaultLow, fittingSizeLevel)"
                : "unknown priority \"\(name)\"; expected \(SyntaxExpectation.priorityChoices)"
        case .priorityOutOfRange(let value):
            return "\(vfl ? "Priority" : "priority") \(JSONWriter.formatNumber(value)) is out of range; expected 1…1000"
        case .invalidNumber(let text):
            switch grammar {
            case .constraint: return "number \(text) is out of range"
            case .visualFormat: return "\"\(text)\" is not a number"
            case .lengthExpression: return "invalid number \"\(text)\""
            }
        case .constantOutOfRange: return "the constant of this expression is out of range"
        case .coefficientOutOfRange: return "the coefficient of this term is out of range"
        case .divisionByZero: return "division by zero"
        case .nonlinear(let symbol):
            return "expected a number or a metric name after \(symbol) "
                + "(a constraint is linear: an attribute cannot multiply or divide an attribute)"
        case .metricInsteadOfAnchor: return "expected item.attribute, not a metric"
        case .viewInConnection(let name):
            return "A connection's predicate is a number or a metric, not the view \"\(name)\""
        case .noSuperview(let name): return "Unable to interpret '|': the view \"\(name)\" has no superview"
        case .unknownVariable(let name, let allowed):
            return "unknown variable \"\(name)\"; expected one of: \(allowed.joined(separator: ", "))"
        case .unknownGuide(let name):
            let names = GuideName.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            return "unknown guide \"\(name)\"; expected one of: \(names)"
        case .unknownFunction(let name): return "unknown function \"\(name)\"; expected min, max or clamp"
        case .guideOutsideAlignmentGuide: return "d[…] is only available in alignmentGuide values"
        case .argumentCount(let function, let found):
            return function == "clamp"
                ? "clamp takes 3 arguments (x, lo, hi), found \(found)"
                : "\(function) takes at least 2 arguments, found \(found)"
        case .nestedTooDeeply(let limit): return "expression nested too deeply (more than \(limit) levels)"
        }
    }
}

extension SyntaxExpectation {
    /// The priorities a constraint string takes after `@`.
    static let priorityChoices = "1…1000, required, defaultHigh, defaultLow or fittingSizeLevel"

    /// "expected …" (VFL: Apple's "Expected … here").
    func reason(in grammar: TextSyntaxError.Grammar) -> String {
        switch self {
        case .constraint: return "expected a constraint such as \"a.width == 100\""
        case .termOrEnd: return "expected +, -, @ priority, # identifier or the end of the constraint"
        case .identifierOrEnd: return "expected # identifier or the end of the constraint"
        case .end: return "expected the end of the constraint"
        case .operand: return "expected a number, a metric name or item.attribute"
        case .anchorAfterStar: return "expected item.attribute after *"
        case .numberOrMetric(let symbol): return "expected a number or a metric name after \(symbol)"
        case .attributeAfterView(let name): return "expected \".\" and an attribute after the view id \"\(name)\""
        case .attributeAfterDot: return "expected an attribute after \".\""
        case .operatorOrRelation(let singleEquals):
            return "expected +, - or a relation (==, >=, <=)" + (singleEquals ? " (write == for equality)" : "")
        case .priority: return "expected a priority after @ (\(Self.priorityChoices))"
        case .identifier: return "expected an identifier ([A-Za-z_][A-Za-z0-9_-]*) after #"
        case .anchor: return "expected item.attribute"
        case .anchorEnd: return "expected the end of item.attribute"
        case .number: return "expected a number"
        case .exponentDigits: return "expected the digits of an exponent"
        case .endAfterSuperview: return "Expected the end of the format string after the closing '|'"
        case .connectionOrView: return "Expected '-', '[' or '|' here"
        case .viewAfterConnection: return "Expected a view ('[') or the superview ('|') after a connection"
        case .view: return "Expected a view here; a view is a name in brackets, like [button]"
        case .viewName: return "Expected a view name here ([A-Za-z_][A-Za-z0-9_-]*)"
        case .closingBracket: return "Expected a ']' here. That is how you give the end of a view"
        case .connectionPredicate: return "Expected a number, a metric name, '(', '[' or '|' after '-'"
        case .connectionEnd: return "Expected a '-' here to end the connection"
        case .predicateListContinuation: return "Expected ',' or ')' here to continue or end the predicate list"
        case .relation: return "Expected a relation here: ==, <= or >="
        case .constant(let orView): return "Expected a number or a metric name\(orView ? " or a view name" : "") here"
        case .operatorOrEnd: return "expected an operator or the end of the expression"
        case .primary(let atEnd): return "expected a number, a variable or '('" + (atEnd ? ", found the end" : "")
        case .character(let character): return "expected '\(character)'"
        case .argumentSeparator: return "expected ',' or ')'"
        }
    }
}
