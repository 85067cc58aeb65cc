import LayoutCore

/// A view spec whose `AnyLayout`s read a size class its environment does not give, or the
/// dynamic type size → a constraint spec with `variations`: the spec is translated once per
/// combination of traits (``TraitCombination``; its AnyLayouts resolved for them, a
/// combination of another dynamic type size group than the spec's own translated at the
/// group's size nearest to it); combinations with the same constraints form a group; the
/// constraints every group has stay in `constraints`, the others go into one variation per
/// group, its condition naming the group's traits (as ``ConstraintsToStacks`` names them).
/// Helper views of every group are declared; those a group does not constrain are left at
/// the origin there. The translation is exact at the spec's own dynamic type size (constants
/// measured from text belong to the size they were measured at).
extension StackToConstraints {
    static func translateBySizeClass(_ spec: ViewSpec) -> ConstraintTranslation? {
        let environment = spec.environment
        let readsClasses =
            (environment.horizontalSizeClass == nil || environment.verticalSizeClass == nil) && spec.readsSizeClasses
        let readsDynamicType = spec.readsDynamicTypeSize
        guard readsClasses || readsDynamicType else { return nil }
        let allowed = TraitCombination.allowed(
            horizontal: environment.horizontalSizeClass, vertical: environment.verticalSizeClass,
            readsClasses: readsClasses, readsDynamicType: readsDynamicType)
        // The combinations by size classes and resolved tree: each is translated once.
        var resolvedGroups: [(traits: [TraitCombination], root: ViewNode)] = []
        // The spec's own dynamic type size first: the merged spec keeps the first group's views.
        let own = environment.dynamicTypeSize ?? .large
        for traits in allowed.filter({ $0.dynamicTypeSize == own }) + allowed.filter({ $0.dynamicTypeSize != own }) {
            let root = spec.root.resolvingAnyLayouts(in: traits.applied(to: environment))
            if let index = resolvedGroups.firstIndex(where: {
                $0.root == root && $0.traits[0].classes == traits.classes
            }) {
                resolvedGroups[index].traits.append(traits)
            } else {
                resolvedGroups.append(([traits], root))
            }
        }
        var groups: [(traits: [TraitCombination], texts: [String], translation: ConstraintTranslation)] = []
        for resolvedGroup in resolvedGroups {
            var resolved = spec
            var traits = resolvedGroup.traits[0]
            traits.dynamicTypeSize = TraitCombination.representativeSize(
                of: resolvedGroup.traits, own: environment.dynamicTypeSize)
            resolved.environment = traits.applied(to: environment)
            if traits.dynamicTypeSize == environment.dynamicTypeSize ?? .large {
                resolved.environment.dynamicTypeSize = environment.dynamicTypeSize
            }
            resolved.root = resolvedGroup.root
            var translation = translate(resolved)
            if let first = groups.first { translation.renameHelpers(differingFrom: first.translation.spec.views) }
            let texts = translation.spec.constraints.map(\.text)
            if let index = groups.firstIndex(where: { $0.texts == texts }) {
                groups[index].traits += resolvedGroup.traits
            } else {
                groups.append((resolvedGroup.traits, texts, translation))
            }
        }
        var merged = groups[0].translation
        merged.spec.horizontalSizeClass = environment.horizontalSizeClass
        merged.spec.verticalSizeClass = environment.verticalSizeClass
        merged.spec.dynamicTypeSize = environment.dynamicTypeSize
        guard groups.count > 1 else { return merged }
        let common = groups.dropFirst().reduce(Set(groups[0].texts)) { $0.intersection($1.texts) }
        merged.spec.constraints = groups[0].texts.filter(common.contains).enumerated().map {
            .text($1, path: "constraints[\($0)]")
        }
        for (index, group) in groups.enumerated() {
            // The conditions are written by `TraitCombination.condition`, in the grammar.
            let text = TraitCombination.condition(for: group.traits, among: allowed)
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

extension ConstraintTranslation {
    /// Gives each helper view (`_h3`, `_v2`) whose declaration differs from the one in `views`
    /// with the same id a fresh id, in its declaration and its constraints, so that the
    /// groups' translations can share one `views` list.
    fileprivate mutating func renameHelpers(differingFrom views: [ConstraintView]) {
        for index in spec.views.indices where spec.views[index].id.hasPrefix("_") {
            var view = spec.views[index]
            guard var other = views.first(where: { $0.id == view.id }) else { continue }
            other.path = view.path
            if other == view { continue }
            var fresh = view.id + "_"
            while views.contains(where: { $0.id == fresh }) || spec.views.contains(where: { $0.id == fresh }) {
                fresh += "_"
            }
            let old = view.id
            view.id = fresh
            spec.views[index] = view
            spec.constraints = spec.constraints.map { entry in
                guard case .text(let text, let path) = entry else { return entry }
                return .text(text.renamingIdentifier(old, to: fresh), path: path)
            }
        }
    }
}

extension String {
    /// The text with every identifier token `old` (not part of a longer identifier) replaced
    /// by `new`.
    fileprivate func renamingIdentifier(_ old: String, to new: String) -> String {
        var result = ""
        var token = ""
        func flush() {
            result += token == old ? new : token
            token = ""
        }
        for character in self {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
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
