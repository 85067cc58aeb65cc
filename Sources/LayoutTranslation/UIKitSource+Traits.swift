import ConstraintLayout
import LayoutCore

/// A constraint spec's variations as UIKit code applies them: `traitCollectionDidChange` (and
/// `viewWillAppear`, since iOS 13 does not call it for the first traits) calls
/// `applyVariations(for:)`, which deactivates every variation's constraints, sets each
/// stack view property a variation changes to the stack view's own value, then, per variation
/// whose condition holds, in spec order, sets its stack views' properties and activates its
/// constraints — seed 003's `stackView.axis = isAccessibilityCategory ? .vertical : …`. The
/// variations' constraints are made once in `viewDidLoad` (`variationConstraints`, one list
/// per variation with constraints).
extension UIKitSource {
    /// The name of the property holding the variations' constraints.
    static let variationConstraintsName = "variationConstraints"

    /// One list per variation with constraints, in spec order: the statements declaring its
    /// soft or identified constraints (`let aLeading = …`, its priority and identifier, not
    /// activated) and its constraints as expressions (anchor calls, or those names).
    struct VariationList {
        var declarations: [String] = []
        var expressions: [String] = []
    }

    /// Per variation with constraints, in spec order, its list; refused constraints go to
    /// `refused`, names taken by the declarations to `taken`.
    static func variationConstraintCalls(
        _ spec: ConstraintSpec, taken: inout Set<String>, refused: inout [TranslationNote]
    ) throws -> [VariationList] {
        var lists: [VariationList] = []
        for variation in spec.variations where !variation.constraints.isEmpty {
            var only = spec
            only.variations = []
            only.constraints = variation.constraints
            var list = VariationList()
            let paths = Set(variation.constraints.map(\.path))
            for constraint in try ConstraintLayoutEngine(only).constraints where isEntry(constraint.path, of: paths) {
                guard let call = anchorCall(constraint) else {
                    refused.append(
                        TranslationNote(
                            view: constraint.name,
                            reason:
                                "`\(constraint.description)` (\(variation.path)) relates more than one anchor on a side"
                        ))
                    continue
                }
                guard !constraint.priority.isRequired || constraint.identifier != nil else {
                    list.expressions.append(call)
                    continue
                }
                let lines = namedConstraint(call, constraint, taken: &taken, activates: false)
                list.declarations += lines
                list.expressions.append(String(lines[0].dropFirst(4).prefix { $0 != " " }))
            }
            lists.append(list)
        }
        return lists
    }

    /// Whether a compiled constraint comes from one of the entries at `paths` (an entry keeps
    /// the path it was read at, `variations[1].constraints[0]`; a VFL line's second and later
    /// constraints are at its path with `#2`, `#3`, …).
    private static func isEntry(_ path: String, of paths: Set<String>) -> Bool {
        paths.contains(String(path.prefix { $0 != "#" }))
    }

    /// The declarations, then `variationConstraints = [[…], …]`, for the end of `viewDidLoad`
    /// (nothing without lists).
    static func variationConstraintsAssignment(_ lists: [VariationList]) -> [String] {
        guard !lists.isEmpty else { return [] }
        var lines = lists.flatMap(\.declarations)
        lines.append("\(variationConstraintsName) = [")
        for list in lists {
            lines.append("    [")
            lines += list.expressions.map { "        " + $0 + "," }
            lines.append("    ],")
        }
        return (lines + ["]"]).map { "        " + $0 }
    }

    /// The methods (none when no variation sets a stack view or has constraints); throws
    /// `noUIKitForm` for a condition on a user flag, which no trait holds.
    static func traitMethods(_ spec: ConstraintSpec, constraintLists: Int) throws(TranslationError) -> [String] {
        let variations = spec.variations.filter { !$0.stackViews.isEmpty || !$0.constraints.isEmpty }
        guard !variations.isEmpty else { return [] }
        var body: [String] = []
        if constraintLists > 0 {
            body.append("NSLayoutConstraint.deactivate(\(variationConstraintsName).flatMap { $0 })")
        }
        for stack in spec.stackViews {
            let set = variations.flatMap(\.stackViews).filter { $0.id == stack.id }
            guard !set.isEmpty else { continue }
            var own = StackViewOverride(id: stack.id)
            if set.contains(where: { $0.axis != nil }) { own.axis = stack.axis }
            if set.contains(where: { $0.distribution != nil }) { own.distribution = stack.distribution }
            if set.contains(where: { $0.alignment != nil }) { own.alignment = stack.alignment }
            if set.contains(where: { $0.spacing != nil }) { own.spacing = stack.spacing }
            if set.contains(where: { $0.isBaselineRelativeArrangement != nil }) {
                own.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
            }
            body += assignments(own)
        }
        var list = 0
        for variation in variations {
            body.append("if \(try condition(variation.condition)) {")
            body += variation.stackViews.flatMap(assignments).map { "    " + $0 }
            if !variation.constraints.isEmpty {
                body.append("    NSLayoutConstraint.activate(\(variationConstraintsName)[\(list)])")
                list += 1
            }
            body.append("}")
        }
        return [
            "", "    override func viewWillAppear(_ animated: Bool) {", "        super.viewWillAppear(animated)",
            "        applyVariations(for: traitCollection)", "    }", "",
            "    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
            "        super.traitCollectionDidChange(previousTraitCollection)",
            "        applyVariations(for: traitCollection)", "    }", "",
            "    private func applyVariations(for traits: UITraitCollection) {",
        ] + body.map { "        " + $0 } + ["    }"]
    }

    /// `r0.axis = .vertical` and the like, one per property given.
    private static func assignments(_ override: StackViewOverride) -> [String] {
        let n = name(override.id)
        var lines: [String] = []
        if let axis = override.axis { lines.append("\(n).axis = .\(axis == .horizontal ? "horizontal" : "vertical")") }
        if let distribution = override.distribution { lines.append("\(n).distribution = .\(distribution.rawValue)") }
        if let alignment = override.alignment { lines.append("\(n).alignment = .\(alignment.rawValue)") }
        if let spacing = override.spacing { lines.append("\(n).spacing = \(SwiftUISource.number(spacing))") }
        if let baseline = override.isBaselineRelativeArrangement {
            lines.append("\(n).isBaselineRelativeArrangement = \(baseline)")
        }
        return lines
    }

    /// The condition on `traits`: `traits.preferredContentSizeCategory.isAccessibilityCategory`,
    /// `traits.preferredContentSizeCategory >= .accessibilityMedium`,
    /// `traits.verticalSizeClass == .compact`, joined with `&&` and `||`.
    private static func condition(_ condition: EnvironmentCondition) throws(TranslationError) -> String {
        var alternatives: [String] = []
        for conjunction in condition.alternatives {
            var atoms: [String] = []
            for atom in conjunction {
                switch atom {
                case .flag("isAccessibilitySize", let negated):
                    atoms.append((negated ? "!" : "") + "traits.preferredContentSizeCategory.isAccessibilityCategory")
                case .dynamicTypeSize(let comparison, let size):
                    atoms.append(
                        "traits.preferredContentSizeCategory \(comparison.rawValue) .\(size.uiKitCategoryName)")
                case .sizeClass(let axis, let equals, let value):
                    let key = axis == .horizontal ? "horizontalSizeClass" : "verticalSizeClass"
                    atoms.append("traits.\(key) \(equals ? "==" : "!=") .\(value.rawValue)")
                case .constant(let value):
                    atoms.append(value ? "true" : "false")
                case .flag:
                    throw TranslationError.noUIKitForm([
                        TranslationNote(view: condition.source, reason: "a condition on a user flag has no trait")
                    ])
                }
            }
            alternatives.append(atoms.joined(separator: " && "))
        }
        return alternatives.joined(separator: " || ")
    }
}
