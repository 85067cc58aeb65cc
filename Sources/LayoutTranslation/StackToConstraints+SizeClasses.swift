import LayoutCore

/// A view spec whose `AnyLayout`s read a size class its environment does not give → a
/// constraint spec with `variations`: the spec is translated once per combination of classes
/// (its AnyLayouts resolved for them); combinations with the same constraints form a group;
/// the constraints every group has stay in `constraints`, the others go into one variation
/// per group, its condition naming the group's classes (as ``ConstraintsToStacks`` names
/// them). Helper views of every group are declared; those a group does not constrain are
/// left at the origin there.
extension StackToConstraints {
    static func translateBySizeClass(_ spec: ViewSpec) -> ConstraintTranslation? {
        let environment = spec.environment
        guard environment.horizontalSizeClass == nil || environment.verticalSizeClass == nil, spec.readsSizeClasses
        else { return nil }
        let allowed = SizeClasses.all.filter { classes in
            (environment.horizontalSizeClass ?? classes.horizontal) == classes.horizontal
                && (environment.verticalSizeClass ?? classes.vertical) == classes.vertical
        }
        var groups: [(classes: [SizeClasses], texts: [String], translation: ConstraintTranslation)] = []
        for classes in allowed {
            var resolved = spec
            resolved.environment.horizontalSizeClass = classes.horizontal
            resolved.environment.verticalSizeClass = classes.vertical
            resolved.root = spec.root.resolvingAnyLayouts(in: resolved.environment)
            let translation = translate(resolved)
            let texts = translation.spec.constraints.map(\.text)
            if let index = groups.firstIndex(where: { $0.texts == texts }) {
                groups[index].classes.append(classes)
            } else {
                groups.append(([classes], texts, translation))
            }
        }
        var merged = groups[0].translation
        merged.spec.horizontalSizeClass = environment.horizontalSizeClass
        merged.spec.verticalSizeClass = environment.verticalSizeClass
        guard groups.count > 1 else { return merged }
        let common = groups.dropFirst().reduce(Set(groups[0].texts)) { $0.intersection($1.texts) }
        merged.spec.constraints = groups[0].texts.filter(common.contains).enumerated().map {
            .text($1, path: "constraints[\($0)]")
        }
        for (index, group) in groups.enumerated() {
            // The conditions are written by `ConstraintsToStacks.condition`, in the grammar.
            let text = ConstraintsToStacks.condition(for: group.classes, among: allowed)
            guard let condition = try? EnvironmentCondition(parsing: text) else { return nil }
            let constraints = group.texts.filter { !common.contains($0) }.enumerated().map {
                ConstraintEntry.text($1, path: "variations[\(index)].constraints[\($0)]")
            }
            merged.spec.variations.append(
                ConstraintVariation(condition: condition, constraints: constraints, path: "variations[\(index)]"))
        }
        for group in groups.dropFirst() {
            let translation = group.translation
            for view in translation.spec.views where !merged.spec.views.contains(where: { $0.id == view.id }) {
                var added = view
                added.path = "views[\(merged.spec.views.count)]"
                merged.spec.views.append(added)
            }
            merged.notes += translation.notes.filter { !merged.notes.contains($0) }
            merged.approximatedViews += translation.approximatedViews.filter { view in
                !merged.approximatedViews.contains { $0.id == view.id }
            }
            merged.levelCount = max(merged.levelCount, translation.levelCount)
        }
        return merged
    }
}

extension ConstraintEntry {
    /// The constraint as written (a string entry), or its JSON text (an object).
    fileprivate var text: String {
        switch self {
        case .text(let text, _): return text
        case .object: return JSONWriter.write(json)
        }
    }
}

extension ViewNode {
    /// The tree with every `AnyLayout` replaced by the container `environment` selects
    /// (background and overlay views included).
    func resolvingAnyLayouts(in environment: LayoutEnvironment) -> ViewNode {
        var node = self
        if case .anyLayout(let any) = kind { node.kind = any.resolved(in: environment) }
        node.children = children.map { $0.resolvingAnyLayouts(in: environment) }
        node.modifiers = modifiers.map { layer in
            var layer = layer
            switch layer.modifier {
            case .background(var secondary):
                secondary.view = secondary.view.resolvingAnyLayouts(in: environment)
                layer.modifier = .background(secondary)
            case .overlay(var secondary):
                secondary.view = secondary.view.resolvingAnyLayouts(in: environment)
                layer.modifier = .overlay(secondary)
            default: break
            }
            return layer
        }
        return node
    }
}
