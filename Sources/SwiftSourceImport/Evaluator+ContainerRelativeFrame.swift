import LayoutCore
internal import SwiftSyntax

// `.containerRelativeFrame(…)` in its three SwiftUI forms (FORMATS.md §1 `containerRelativeFrame`).
extension Evaluator {
    /// `.containerRelativeFrame(.vertical)`, `.containerRelativeFrame(.horizontal, count: 3,
    /// span: 2, spacing: 10)`, `.containerRelativeFrame(.vertical) { length, _ in length * 1.1 }`:
    /// the closure's body must be affine in the length (`length * k`, `length / k`,
    /// `length * k + c`, `length - c`); it is evaluated at lengths 0, 1, 2 and 1000 for k and
    /// c, and any other body is an error at the closure.
    func containerRelativeFrame(_ arguments: CallArguments, at node: MemberAccessExprSyntax, in scope: Scope) throws
        -> SourceModifier
    {
        let unlabeled = arguments.unlabeled
        guard let axesExpr = unlabeled.first else {
            throw error(
                node.period, .unexpected(expected: ".containerRelativeFrame(.horizontal or .vertical)", found: nil))
        }
        var object = JSONObject([JSONMember("axes", try axesJSON(axesExpr, in: scope))])
        for key in ["count", "span"] {
            guard let expr = arguments(key) else { continue }
            let value = try number(try evaluate(expr, in: scope), at: expr)
            guard let whole = Int(exactly: value), whole >= 1 else {
                throw error(expr, .unexpected(expected: "a whole number ≥ 1", found: JSONWriter.formatNumber(value)))
            }
            object[key] = .number(Double(whole))
        }
        if let expr = arguments("spacing") {
            object["spacing"] = try lengthJSON(try evaluate(expr, in: scope), at: expr)
        }
        if let expr = arguments("alignment") { object["alignment"] = .string(try alignmentName(expr, in: scope)) }
        let closure = arguments.trailing ?? unlabeled.dropFirst().first?.as(ClosureExprSyntax.self)
        if let closure {
            guard object["count"] == nil, object["span"] == nil, object["spacing"] == nil else {
                throw error(closure, .unexpected(expected: "either count/span/spacing or a length closure", found: nil))
            }
            let affine = try affineLength(closure, axis: axesExpr, in: scope)
            if affine.multiplier != 1 { object["multiplier"] = .number(affine.multiplier) }
            if affine.constant != 0 { object["constant"] = .number(affine.constant) }
        }
        return SourceModifier(key: "containerRelativeFrame", argument: .object(object), place: place(node.declName))
    }

    /// k and c of a length closure `{ length, axis in length * k + c }`, evaluated with the
    /// length bound to 0, 1, 2 and 1000 (the axis to the first of `axis`); an error at the
    /// closure when the four values do not lie on one line of finite numbers.
    private func affineLength(_ closure: ClosureExprSyntax, axis: ExprSyntax, in scope: Scope) throws -> (
        multiplier: Double, constant: Double
    ) {
        let names = closure.parameterNames
        let lengthName = names.first ?? "$0"
        let axisName = names.count > 1 ? names[1] : "$1"
        let firstAxis: Value
        switch try evaluate(axis, in: scope) {
        case .array(let list): firstAxis = list.first ?? .member("horizontal")
        case let value: firstAxis = value
        }
        func value(at length: Double) throws -> Double {
            let local = Scope(parent: scope)
            local.values[lengthName] = .number(length)
            if axisName != "_" { local.values[axisName] = firstAxis }
            return try number(try evaluateBody(closure.statements, in: local), at: closure)
        }
        let constant = try value(at: 0)
        let multiplier = try value(at: 1) - constant
        let expected = "a length affine in the container's (length * k, length / k, length * k + c, length - c)"
        for probe in [2.0, 1000] {
            let found = try value(at: probe)
            let line = multiplier * probe + constant
            guard found.isFinite, multiplier.isFinite, constant.isFinite, abs(found - line) <= 1e-9 * max(1, abs(line))
            else {
                throw error(
                    closure,
                    .unexpected(
                        expected: expected,
                        found: "\(JSONWriter.formatNumber(found)) at length \(JSONWriter.formatNumber(probe))"))
            }
        }
        return (multiplier, constant)
    }
}
