import LayoutCore
internal import SwiftSyntax

/// `#if` in the files read: which clause is compiled, decided as for an iOS app build.
///
/// The rule (FORMATS.md, "Swift source"): `os(iOS)` holds and every other `os(…)` does not;
/// `canImport(SwiftUI)`, `canImport(UIKit)` and `canImport(Foundation)` (and their
/// `Combine`, `CoreGraphics`, `Observation` neighbours) hold, other modules do not;
/// `arch(arm64)` holds; `targetEnvironment(…)` does not (a device, not the simulator or Mac
/// Catalyst); `swift(…)` and `compiler(…)` comparisons are made against Swift 6.0;
/// `hasFeature(…)` and `hasAttribute(…)` do not hold; a bare name (`DEBUG`, `PREVIEW`) holds
/// only when it is one of the defined conditions (`SwiftSource.Options.definedConditions`,
/// `layoutlab … --define NAME`): a release build unless told otherwise. `!`, `&&`, `||` and
/// parentheses combine them.
struct CompilationConditions {
    var defined: Set<String>
    let converter: SourceLocationConverter

    func error(_ node: some SyntaxProtocol, _ problem: SwiftSourceProblem) -> EvaluationError {
        let location = node.startLocation(converter: converter)
        return EvaluationError(place: SourcePlace(line: location.line, column: location.column), problem)
    }

    static let importableModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation", "Swift",
    ]
    /// The Swift version `swift(>=…)` and `compiler(>=…)` compare with.
    static let swiftVersion = [6, 0]

    /// The statements of the clause of `ifConfig` that is compiled (nil: none is).
    func activeClause(of ifConfig: IfConfigDeclSyntax) throws -> IfConfigClauseSyntax? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }
            if try holds(condition) { return clause }
        }
        return nil
    }

    /// Whether a `#if` condition holds.
    func holds(_ condition: ExprSyntax) throws -> Bool {
        if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let only = parenthesized.elements.first
        {
            return try holds(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !(try holds(prefix.expression))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            switch op {
            case "&&": return try holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return try holds(infix.leftOperand) || holds(infix.rightOperand)
            default: break
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return try holds(sequence)
        }
        if let name = condition.as(DeclReferenceExprSyntax.self) {
            return defined.contains(name.baseName.text)
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch function {
            case "os": return argument == "iOS"
            case "canImport": return Self.importableModules.contains(argument)
            case "arch": return argument == "arm64"
            case "targetEnvironment", "hasFeature", "hasAttribute": return false
            case "swift", "compiler": return try versionHolds(argument, at: call)
            default: break
            }
        }
        throw error(condition, .notEvaluated("the #if condition `\(condition.trimmedDescription)`"))
    }

    /// An unfolded `a && b || c` (the importer folds operators, so this is rare): `&&` binds
    /// tighter than `||`.
    private func holds(_ sequence: SequenceExprSyntax) throws -> Bool {
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "||" {
                    disjuncts.append([])
                } else if op != "&&" {
                    throw error(element, .notEvaluated("`\(op)` in a #if condition"))
                }
            } else {
                disjuncts[disjuncts.count - 1].append(element)
            }
        }
        for conjunction in disjuncts where try conjunction.allSatisfy({ try holds($0) }) { return true }
        return false
    }

    /// `swift(>=5.9)`, `compiler(<6.1)` against ``swiftVersion``.
    private func versionHolds(_ argument: String, at call: FunctionCallExprSyntax) throws -> Bool {
        let op = argument.hasPrefix(">=") ? ">=" : argument.hasPrefix("<") ? "<" : ""
        let numbers = argument.dropFirst(op.count).split(separator: ".").map { Int($0) }
        guard !op.isEmpty, !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            throw error(
                call, .unexpected(expected: "swift(>=X.Y) or swift(<X.Y)", found: "`\(call.trimmedDescription)`"))
        }
        let version = numbers.compactMap { $0 } + [0, 0]
        let ours = Self.swiftVersion + [0, 0]
        let atLeast = !ours.prefix(3).lexicographicallyPrecedes(version.prefix(3))
        return op == ">=" ? atLeast : !atLeast
    }
}
