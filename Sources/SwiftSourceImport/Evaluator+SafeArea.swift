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
    private func memberNames(_ expr: ExprSyntax, allowed: [String], in scope: Scope) throws -> [String] {
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
