import LayoutCore
internal import SwiftSyntax

/// The safe-area modifiers of SwiftUI source: `.ignoresSafeArea()`,
/// `.ignoresSafeArea(.container, edges: .top)`, `.ignoresSafeArea(edges: [.top, .bottom])`.
extension Evaluator {
    /// The spec argument of `.ignoresSafeArea(_:edges:)` (`{"regions", "edges"}`).
    func ignoresSafeArea(_ arguments: CallArguments, in scope: Scope) throws -> JSONValue {
        var object = JSONObject()
        if let regions = arguments(nil) {
            let names = try memberNames(regions, allowed: SafeAreaRegions.allCases.map(\.rawValue), in: scope)
            // `[.container, .keyboard]` is `.all`; a single region is itself.
            object["regions"] = .string(Set(names).count > 1 ? "all" : names.first ?? "all")
        }
        if let edges = arguments("edges") {
            let names = try memberNames(edges, allowed: EdgeSet.names.map(\.0), in: scope)
            object["edges"] = .array(names.map(JSONValue.string))
        }
        return .object(object)
    }

    /// The names of an implicit member (`.top`) or an array of them (`[.top, .bottom]`),
    /// each one of `allowed`.
    func memberNames(_ expr: ExprSyntax, allowed: [String], in scope: Scope) throws -> [String] {
        let value = try evaluate(expr, in: scope)
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        return try items.map { item in
            guard case .member(let name) = item, allowed.contains(name) else {
                throw error(
                    expr,
                    .unexpected(
                        expected: "one of " + allowed.map { "." + $0 }.joined(separator: ", ") + " or an array of them",
                        found: "\(item.description)"))
            }
            return name
        }
    }
}

/// `.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { … }` (either edge form).
extension Evaluator {
    /// The spec modifier of `.safeAreaInset(edge:alignment:spacing:content:)`: `edge`,
    /// `alignment` and `spacing` as written (the spec checks the alignment against the edge),
    /// the content views (several stack as a ZStack, as in SwiftUI).
    func safeAreaInset(_ arguments: CallArguments, at node: MemberAccessExprSyntax, in scope: Scope) throws
        -> SourceModifier
    {
        guard let edgeExpr = arguments("edge"), let closure = arguments.content else {
            throw error(node.period, .unexpected(expected: ".safeAreaInset(edge: .bottom) { … }", found: nil))
        }
        let edge = try memberNames(edgeExpr, allowed: SafeAreaInset.Edge.allCases.map(\.rawValue), in: scope)
        guard edge.count == 1 else {
            throw error(edgeExpr, .unexpected(expected: "one edge: .top, .leading, .bottom or .trailing", found: nil))
        }
        var object = JSONObject([JSONMember("edge", .string(edge[0]))])
        if let alignment = arguments("alignment") {
            object["alignment"] = .string(try alignmentName(alignment, in: scope))
        }
        if let spacing = arguments("spacing"), !spacing.is(NilLiteralExprSyntax.self) {
            object["spacing"] = .number(try number(try evaluate(spacing, in: scope), at: spacing))
        }
        containerDepth += 1
        defer { containerDepth -= 1 }
        var views = try self.views(in: closure.statements, scope: Scope(parent: scope))
        if views.count != 1 {
            var stack = try leaf("ZStack", at: node)
            stack.children = views
            views = [stack]
        }
        return SourceModifier(
            key: "safeAreaInset", argument: .object(object), secondary: views, contentKey: "content",
            place: place(node.declName))
    }
}
