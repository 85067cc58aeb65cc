import LayoutCore

extension IBRootImporter {
    /// Step 5a with ``IBImportOptions/writesVariations``: every `<constraint>` read under each
    /// combination of size classes (the device's idiom), and written where it is the same
    /// under all four as one of the spec's `constraints`, else — installed under some classes
    /// only, or with a `constant`, `multiplier` or `priority` that changes with the class — as
    /// one variant per group of classes it reads the same under, each in the `variations`
    /// entry whose `when` names that group (``IBVariations/condition(for:)``). Variants keep
    /// the constraint's identifier (only one is installed at a time). Stack views' per-class
    /// properties become the variations' `stackViews` (``addStackViewVariations(_:into:)``).
    /// Views a subview mask leaves out under some classes stay resolved for the device's
    /// traits (``noteResolvedVariations()``).
    mutating func addSizeClassVariations() throws(SpecError) {
        let combinations = IBVariations.everySizeClass(idiom: variations.traits.idiom)
        var used: Set<String> = []
        var conditional: [ConditionalGroup] = []
        for (owner, node) in tree.nodes.enumerated() {
            guard let list = node.element.child("constraints") else { continue }
            let excluded = combinations.map { $0.variations.excluded(in: node.element, mask: "constraints") }
            for element in list.children("constraint") {
                var variants: [(object: ConstraintObject, classes: [SizeClasses])] = []
                var identifier: String?
                for (index, combination) in combinations.enumerated() {
                    if let id = element.id, excluded[index].contains(id) { continue }
                    guard
                        let c = try IBConstraint(element, owner: node.ibID, variations: combination.variations),
                        isInstalled(c)
                    else { continue }
                    locatingItems(of: c, owner: owner)
                    let name = identifier ?? Self.identifier(of: c, used: &used)
                    identifier = name
                    let object = try object(c, identifier: name)
                    if let same = variants.firstIndex(where: { $0.object == object }) {
                        variants[same].classes.append(combination.classes)
                    } else {
                        variants.append((object, [combination.classes]))
                    }
                }
                for variant in variants {
                    let entry = ConstraintEntry.object(variant.object, path: element.located)
                    if variant.classes.count == combinations.count {
                        spec.constraints.append(entry)
                    } else {
                        conditional[group: variant.classes].entries.append(entry)
                    }
                }
            }
        }
        addStackViewVariations(combinations, into: &conditional)
        spec.variations = try conditional.map { (group) throws(SpecError) in
            try Self.variation(group.classes, group.entries, stackViews: group.stackViews)
        }
        noteResolvedVariations(combinations)
    }

    /// A stack view's `axis`, `distribution`, `alignment` and `spacing` read under each
    /// combination of size classes: a property that changes with the class is set, per group
    /// of classes it reads the same under, by that group's variation (a variation's
    /// `stackViews`, FORMATS.md), on the stack that arranges the views (`<id>--arrangement`
    /// for a margins-relative arrangement).
    func addStackViewVariations(
        _ combinations: [(classes: SizeClasses, variations: IBVariations)], into conditional: inout [ConditionalGroup]
    ) {
        for node in tree.nodes where node.element.name == "stackView" {
            let element = node.element
            guard element.children.contains(where: { $0.name == "variation" }) else { continue }
            let id = node.specID + (element.flag("layoutMarginsRelativeArrangement") ? "--arrangement" : "")
            for property in ["axis", "distribution", "alignment", "spacing"] {
                var groups: [(value: String, classes: [SizeClasses])] = []
                for combination in combinations {
                    let value = combination.variations.value(property, of: element) ?? ""
                    if let index = groups.firstIndex(where: { $0.value == value }) {
                        groups[index].classes.append(combination.classes)
                    } else {
                        groups.append((value, [combination.classes]))
                    }
                }
                guard groups.count > 1 else { continue }
                for group in groups {
                    var override = StackViewOverride(id: id, path: element.located)
                    Self.set(property, group.value, on: &override)
                    conditional[group: group.classes].setting(override)
                }
            }
        }
    }

    /// `override` with `property` set to IB's `value` (the defaults as ``stackView(_:path:)``
    /// reads them: horizontal, fill, fill, 0).
    static func set(_ property: String, _ value: String, on override: inout StackViewOverride) {
        switch property {
        case "axis": override.axis = value == "vertical" ? .vertical : .horizontal
        case "distribution": override.distribution = StackViewSpec.Distribution(rawValue: value) ?? .fill
        case "alignment": override.alignment = StackViewSpec.StackAlignment(rawValue: value) ?? .fill
        default: override.spacing = Double(value) ?? 0
        }
    }

    /// Whether both items of `c` are views the tree installs (a constraint on a view a subview
    /// mask leaves out is not installed either).
    func isInstalled(_ c: IBConstraint) -> Bool {
        tree.uninstalled.isEmpty
            || (!tree.uninstalled.contains(c.firstItem) && c.secondItem.map(tree.uninstalled.contains) != true)
    }

    /// The `variations` entry installing `entries` and setting `stackViews` exactly under
    /// `classes`.
    static func variation(
        _ classes: [SizeClasses], _ entries: [ConstraintEntry], stackViews: [StackViewOverride] = []
    ) throws(SpecError) -> ConstraintVariation {
        let text = IBVariations.condition(for: classes)
        do throws(ConditionSyntaxError) {
            return ConstraintVariation(
                condition: try EnvironmentCondition(parsing: text), constraints: entries, stackViews: stackViews)
        } catch {
            // The conditions written are fixed forms over the two class names; they parse.
            preconditionFailure("size-class condition \"\(text)\" does not parse: \(error.problem)")
        }
    }

    /// Notes for the `<variation>`s a spec's `variations` cannot express, resolved for the
    /// device's traits: a subview mask that differs between size classes (a view present
    /// under some classes only).
    mutating func noteResolvedVariations(_ combinations: [(classes: SizeClasses, variations: IBVariations)]) {
        let traits = variations.traits
        let resolved =
            "resolved for the device's traits (w\(traits.widthClass == .compact ? "C" : "R") "
            + "h\(traits.heightClass == .compact ? "C" : "R"))"
        for element in [root.view] + root.view.descendants
        where element.children.contains(where: { $0.name == "variation" }) {
            let id = element.id ?? element.name
            let masks = Set(combinations.map { $0.variations.excluded(in: element, mask: "subviews") })
            if masks.count > 1 {
                notes.append("\(id): subviews installed only under some size classes are \(resolved)")
            }
        }
    }
}

/// The constraints and stack view properties of one group of size classes, becoming one
/// `variations` entry.
struct ConditionalGroup {
    var classes: [SizeClasses]
    var entries: [ConstraintEntry] = []
    var stackViews: [StackViewOverride] = []

    /// Merges `override` into the entry for its stack view (appended when it has none).
    mutating func setting(_ override: StackViewOverride) {
        guard let index = stackViews.firstIndex(where: { $0.id == override.id }) else {
            stackViews.append(override)
            return
        }
        var merged = stackViews[index]
        merged.axis = override.axis ?? merged.axis
        merged.distribution = override.distribution ?? merged.distribution
        merged.alignment = override.alignment ?? merged.alignment
        merged.spacing = override.spacing ?? merged.spacing
        stackViews[index] = merged
    }
}

extension [ConditionalGroup] {
    /// The group of exactly `classes` (appended, in order of first use, when new).
    subscript(group classes: [SizeClasses]) -> ConditionalGroup {
        get { first { $0.classes == classes } ?? ConditionalGroup(classes: classes) }
        set {
            if let index = firstIndex(where: { $0.classes == classes }) {
                self[index] = newValue
            } else {
                append(newValue)
            }
        }
    }
}
