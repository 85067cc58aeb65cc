import LayoutCore

extension IBRootImporter {
    /// Step 5a with ``IBImportOptions/writesVariations``: every `<constraint>` read under each
    /// combination of size classes (the device's idiom), and written where it is the same
    /// under all four as one of the spec's `constraints`, else — installed under some classes
    /// only, or with a `constant`, `multiplier` or `priority` that changes with the class — as
    /// one variant per group of classes it reads the same under, each in the `variations`
    /// entry whose `when` names that group (``IBVariations/condition(for:)``). Variants keep
    /// the constraint's identifier (only one is installed at a time). Views a subview mask
    /// leaves out under some classes, and per-class stack spacing, stay resolved for the
    /// device's traits (``noteResolvedVariations()``).
    mutating func addSizeClassVariations() throws(SpecError) {
        let combinations = IBVariations.everySizeClass(idiom: variations.traits.idiom)
        var used: Set<String> = []
        var conditional: [(classes: [SizeClasses], entries: [ConstraintEntry])] = []
        for node in tree.nodes {
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
                    } else if let group = conditional.firstIndex(where: { $0.classes == variant.classes }) {
                        conditional[group].entries.append(entry)
                    } else {
                        conditional.append((variant.classes, [entry]))
                    }
                }
            }
        }
        spec.variations = try conditional.map { (group) throws(SpecError) in
            try Self.variation(group.classes, group.entries)
        }
        noteResolvedVariations(combinations)
    }

    /// Whether both items of `c` are views the tree installs (a constraint on a view a subview
    /// mask leaves out is not installed either).
    func isInstalled(_ c: IBConstraint) -> Bool {
        tree.uninstalled.isEmpty
            || (!tree.uninstalled.contains(c.firstItem) && c.secondItem.map(tree.uninstalled.contains) != true)
    }

    /// The `variations` entry installing `entries` exactly under `classes`.
    static func variation(_ classes: [SizeClasses], _ entries: [ConstraintEntry]) throws(SpecError)
        -> ConstraintVariation
    {
        let text = IBVariations.condition(for: classes)
        do throws(ConditionSyntaxError) {
            return ConstraintVariation(condition: try EnvironmentCondition(parsing: text), constraints: entries)
        } catch {
            // The conditions written are fixed forms over the two class names; they parse.
            preconditionFailure("size-class condition \"\(text)\" does not parse: \(error.problem)")
        }
    }

    /// Notes for the `<variation>`s a spec's `variations` cannot express, resolved for the
    /// device's traits: a subview mask that differs between size classes (a view present
    /// under some classes only) and a stack view's per-class `spacing`.
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
            let spacings = Set(combinations.map { $0.variations.value("spacing", of: element) ?? "" })
            if element.name == "stackView" && spacings.count > 1 {
                notes.append("\(id): the stack view's per-size-class spacing is \(resolved)")
            }
        }
    }
}
