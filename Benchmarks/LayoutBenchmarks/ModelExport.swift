import ConstraintLayout
import LayoutCore
import LayoutHarness

/// Exports compiled constraint models for the peer adapters (`make bench-peers`): each
/// constraint as a linear row over frame variables (`view.left`, `view.top`, `view.width`,
/// `view.height`), with LayoutLab's own frames at the sizes the adapter will solve, so the
/// adapter can check agreement where the optimum is unique.
enum ModelExport {
    /// The frame-variable form of `item.attribute`: origin, size and constant coefficients
    /// (UIKit's attribute algebra, with `layoutMargins` and the layout direction).
    static func expand(_ anchor: LayoutAnchor, spec: ConstraintSpec) throws -> [(String, Double)] {
        let margins =
            spec.views.first { $0.id == anchor.item }?.layoutMargins ?? EdgeInsets(all: 8)
        let rtl = spec.isRightToLeft
        let item = anchor.item
        func h(_ origin: Double, _ size: Double, _ constant: Double) -> [(String, Double)] {
            [("\(item).left", origin), ("\(item).width", size), ("1", constant)]
        }
        func v(_ origin: Double, _ size: Double, _ constant: Double) -> [(String, Double)] {
            [("\(item).top", origin), ("\(item).height", size), ("1", constant)]
        }
        let leftInset = rtl ? margins.trailing : margins.leading
        let rightInset = rtl ? margins.leading : margins.trailing
        switch anchor.attribute {
        case .left: return h(1, 0, 0)
        case .right: return h(1, 1, 0)
        case .leading: return rtl ? h(1, 1, 0) : h(1, 0, 0)
        case .trailing: return rtl ? h(1, 0, 0) : h(1, 1, 0)
        case .width: return h(0, 1, 0)
        case .centerX: return h(1, 0.5, 0)
        case .top: return v(1, 0, 0)
        case .bottom: return v(1, 1, 0)
        case .height: return v(0, 1, 0)
        case .centerY: return v(1, 0.5, 0)
        case .leftMargin: return h(1, 0, leftInset)
        case .rightMargin: return h(1, 1, -rightInset)
        case .leadingMargin: return h(1, rtl ? 1 : 0, rtl ? -margins.leading : margins.leading)
        case .trailingMargin: return h(1, rtl ? 0 : 1, rtl ? margins.trailing : -margins.trailing)
        case .topMargin: return v(1, 0, margins.top)
        case .bottomMargin: return v(1, 1, -margins.bottom)
        case .centerXWithinMargins: return h(1, 0.5, (leftInset - rightInset) / 2)
        case .centerYWithinMargins: return v(1, 0.5, (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            throw WrongResult(description: "baseline attributes are not exported")
        }
    }

    /// One model: variables, rows `Σ a·x (op) b` with a priority, and LayoutLab's frames.
    static func model(name: String, spec: ConstraintSpec, sizes: [Size]) throws -> JSONValue {
        let engine = try ConstraintLayoutEngine(spec)
        var variables: [String] = []
        var index: [String: Int] = [:]
        func variable(_ name: String) -> Int {
            if let i = index[name] { return i }
            index[name] = variables.count
            variables.append(name)
            return variables.count - 1
        }
        for id in ["root"] + spec.views.map(\.id) + spec.stackViews.map(\.id) {
            for attribute in ["left", "top", "width", "height"] { _ = variable("\(id).\(attribute)") }
        }
        var rows: [JSONValue] = []
        for constraint in engine.constraints {
            var coefficients: [Int: Double] = [:]
            var order: [Int] = []
            var constant = constraint.second.constant - constraint.first.constant
            func add(_ terms: [LayoutTerm], sign: Double) throws {
                for term in terms {
                    for (name, k) in try expand(term.anchor, spec: spec) where k != 0 {
                        if name == "1" {
                            constant -= sign * term.coefficient * k
                        } else {
                            let j = variable(name)
                            if coefficients[j] == nil { order.append(j) }
                            coefficients[j, default: 0] += sign * term.coefficient * k
                        }
                    }
                }
            }
            try add(constraint.first.terms, sign: 1)
            try add(constraint.second.terms, sign: -1)
            rows.append(
                .object(
                    JSONObject([
                        JSONMember(
                            "terms",
                            .array(order.map { .array([.number(Double($0)), .number(coefficients[$0] ?? 0)]) })),
                        JSONMember("op", .string(constraint.relation.rawValue)),
                        JSONMember("constant", .number(constant)),
                        JSONMember("priority", .number(constraint.priority.rawValue)),
                        JSONMember("name", .string(constraint.identifier ?? constraint.path)),
                    ])))
        }
        var expected: [JSONValue] = []
        for size in sizes {
            let solution = try engine.solve(in: size)
            expected.append(
                .object(
                    JSONObject([
                        JSONMember("width", .number(size.width)), JSONMember("height", .number(size.height)),
                        JSONMember("frames", solution.json.objectMember("frames") ?? .null),
                    ])))
        }
        return .object(
            JSONObject([
                JSONMember("name", .string(name)), JSONMember("variables", .array(variables.map(JSONValue.string))),
                JSONMember("rows", .array(rows)), JSONMember("expected", .array(expected)),
            ]))
    }

    /// Every exported model: the adaptive layout over its 100 heights, the chain for small N,
    /// and the corpus over the device sizes.
    static func all(maxChain: Int = 300) throws -> String {
        var models: [JSONValue] = []
        for entry in Corpus.entries {
            let sizes: [Size]
            if entry.name == "adaptive-split" {
                sizes = Workloads.adaptiveHeights.map { Size(width: 393, height: $0) }
            } else {
                sizes = Device.all.map(\.size)
            }
            models.append(try model(name: entry.name, spec: try entry.decodedConstraintSpec(), sizes: sizes))
        }
        for n in Workloads.chainSizes where n <= maxChain {
            let sizes = (0..<Workloads.chainSteps).map { Size(width: 393, height: Workloads.chainHeight(n, step: $0)) }
            models.append(try model(name: "chain-\(n)", spec: Workloads.chainConstraintSpec(n), sizes: sizes))
        }
        return JSONWriter.write(.array(models), pretty: false) + "\n"
    }
}

extension JSONValue {
    /// The member `key` of an object value.
    fileprivate func objectMember(_ key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}
