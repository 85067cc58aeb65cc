import LayoutCore

/// A constraint spec's stack view variations (a variation's `stackViews`) as UIKit code sets
/// them: `traitCollectionDidChange` (and `viewWillAppear`, since iOS 13 does not call it for
/// the first traits) calls `updateStackViews(for:)`, which sets each property a variation
/// changes to the stack view's own value, then to each variation's whose condition holds, in
/// spec order — seed 003's `stackView.axis = isAccessibilityCategory ? .vertical : …`.
extension UIKitSource {
    /// The methods (none when no variation sets a stack view); throws `noUIKitForm` for a
    /// condition on a user flag, which no trait holds.
    static func traitMethods(_ spec: ConstraintSpec) throws(TranslationError) -> [String] {
        let variations = spec.variations.filter { !$0.stackViews.isEmpty }
        guard !variations.isEmpty else { return [] }
        var body: [String] = []
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
        for variation in variations {
            body.append("if \(try condition(variation.condition)) {")
            body += variation.stackViews.flatMap(assignments).map { "    " + $0 }
            body.append("}")
        }
        return [
            "", "    override func viewWillAppear(_ animated: Bool) {", "        super.viewWillAppear(animated)",
            "        updateStackViews(for: traitCollection)", "    }", "",
            "    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
            "        super.traitCollectionDidChange(previousTraitCollection)",
            "        updateStackViews(for: traitCollection)", "    }", "",
            "    private func updateStackViews(for traits: UITraitCollection) {",
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
                    atoms.append("traits.preferredContentSizeCategory \(comparison.rawValue) .\(category(size))")
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

    /// UIKit's `UIContentSizeCategory` name of a dynamic type size.
    private static func category(_ size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: return "extraSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "extraLarge"
        case .xxLarge: return "extraExtraLarge"
        case .xxxLarge: return "extraExtraExtraLarge"
        case .accessibility1: return "accessibilityMedium"
        case .accessibility2: return "accessibilityLarge"
        case .accessibility3: return "accessibilityExtraLarge"
        case .accessibility4: return "accessibilityExtraExtraLarge"
        case .accessibility5: return "accessibilityExtraExtraExtraLarge"
        }
    }
}
