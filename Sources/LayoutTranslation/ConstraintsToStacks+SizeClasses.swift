import ConstraintLayout
import LayoutCore

/// Conditional constraints (a spec's `variations`) → `AnyLayout` on the size classes and the
/// dynamic type size: the spec is installed under every combination of traits it allows
/// (``TraitCombination``; a dynamic type size group without the spec's own is translated at
/// its size nearest to it), combinations installing the same constraints and stack views form
/// one group, each group is translated on its own (verified at the
/// sizes whose classes are the group's), and the groups' view trees are merged where they
/// differ only in a stack's kind (a VStack here, an HStack there) into an `AnyLayout` whose
/// cases name each group's traits. The merged spec is verified at every size against the
/// spec with its variations, as every translation. A screen's root (`RootSafeArea`) is
/// translated in each group as a window lays it out (no padding for the insets,
/// `.ignoresSafeArea` for views pinned to the root's own edges, the root view a background),
/// and the merged spec verified inside the insets.
extension ConstraintsToStacks {
    static func translateVariations(
        _ spec: ConstraintSpec, allowGeometryReader: Bool, verifyingAt sizes: [Size], helperIDs: Set<String>,
        safeArea: RootSafeArea? = nil
    ) throws -> StackTranslation {
        let readsDynamicType = spec.variations.contains { $0.condition.readsDynamicTypeSize }
        let allowed = TraitCombination.allowed(
            horizontal: spec.horizontalSizeClass, vertical: spec.verticalSizeClass, readsClasses: true,
            readsDynamicType: readsDynamicType)
        var groups: [(traits: [TraitCombination], installed: ConstraintSpec)] = []
        for traits in allowed {
            let installed = spec.installing(traits)
            if let index = groups.firstIndex(where: { $0.installed.installsTheSame(as: installed) }) {
                groups[index].traits.append(traits)
            } else {
                groups.append(([traits], installed))
            }
        }
        var translations: [StackTranslation] = []
        var otherSizes: [DynamicTypeSize] = []
        for group in groups {
            let classes = group.traits.compactMap(\.classes)
            let groupSizes = sizes.filter { classes.contains(spec.sizeClasses(on: $0)) }
            var installed = group.installed
            // A group without the spec's own dynamic type size is translated (and verified)
            // at its size nearest to it.
            if let size = TraitCombination.representativeSize(of: group.traits, own: spec.dynamicTypeSize),
                size != spec.dynamicTypeSize ?? .large
            {
                installed.dynamicTypeSize = size
                otherSizes.append(size)
            } else {
                installed.dynamicTypeSize = spec.dynamicTypeSize
            }
            translations.append(
                try translate(
                    installed, allowGeometryReader: allowGeometryReader, verifyingAt: groupSizes,
                    helperIDs: helperIDs, safeArea: safeArea))
        }
        let conditions = try groups.map {
            try EnvironmentCondition(parsing: TraitCombination.condition(for: $0.traits, among: allowed))
        }
        guard let root = merged(translations.map(\.spec.root), conditions) else {
            let traits = readsDynamicType ? "traits'" : "size classes'"
            throw TranslationError.notExpressible([
                TranslationNote(
                    view: spec.name,
                    reason: "the \(traits) layouts differ in more than a stack's kind (no AnyLayout form)")
            ])
        }
        var environment = translations[0].spec.environment
        environment.horizontalSizeClass = spec.horizontalSizeClass
        environment.verticalSizeClass = spec.verticalSizeClass
        environment.dynamicTypeSize = spec.dynamicTypeSize
        let viewSpec = ViewSpec(name: spec.name, environment: environment, root: root)
        var differences = try differences(
            spec, try ConstraintLayoutEngine(spec), inside(viewSpec, safeArea), sizes, helperIDs: helperIDs)
        for size in otherSizes where differences.isEmpty {
            var atSize = spec
            atSize.dynamicTypeSize = size
            var viewAtSize = viewSpec
            viewAtSize.environment.dynamicTypeSize = size
            differences = try Self.differences(
                atSize, try ConstraintLayoutEngine(atSize), inside(viewAtSize, safeArea), sizes, helperIDs: helperIDs)
        }
        guard differences.isEmpty else { throw TranslationError.notExpressible(differences) }
        let note = TranslationNote(
            view: spec.name,
            reason: "conditional constraints: one layout per " + (readsDynamicType ? "group of traits" : "size class")
                + ", merged into AnyLayout (" + conditions.dropLast().map(\.source).joined(separator: "; ") + ")")
        var approximated: [ApproximatedView] = []
        for view in translations.flatMap(\.approximatedViews) where !approximated.contains(where: { $0.id == view.id })
        {
            approximated.append(view)
        }
        return StackTranslation(
            spec: viewSpec, notes: translations.flatMap(\.notes) + [note], approximatedViews: approximated)
    }

    /// One tree for the groups' trees (`conditions[i]` selects `nodes[i]`; the last is the
    /// default): equal views stay; stacks of different kinds become an `AnyLayout`; nil when
    /// anything else differs.
    static func merged(_ nodes: [ViewNode], _ conditions: [EnvironmentCondition]) -> ViewNode? {
        let first = nodes[0]
        guard
            nodes.allSatisfy({
                $0.id == first.id && $0.modifiers == first.modifiers && $0.expressions == first.expressions
                    && $0.children.count == first.children.count
            })
        else { return nil }
        var children: [ViewNode] = []
        for index in first.children.indices {
            guard let child = merged(nodes.map { $0.children[index] }, conditions) else { return nil }
            children.append(child)
        }
        var kind = first.kind
        if !nodes.allSatisfy({ $0.kind == first.kind }) {
            guard nodes.allSatisfy({ $0.kind.isStack }) else { return nil }
            let cases = zip(conditions, nodes).dropLast().map { AnyLayoutSpec.Case(condition: $0, layout: $1.kind) }
            kind = .anyLayout(AnyLayoutSpec(cases: Array(cases), defaultLayout: nodes.last!.kind))
        }
        var node = ViewNode(kind, id: first.id, modifiers: first.modifiers, children: children)
        node.expressions = first.expressions
        return node
    }
}

extension ViewKind {
    /// Whether this is an HStack, a VStack or a ZStack.
    fileprivate var isStack: Bool {
        switch self {
        case .hStack, .vStack, .zStack: return true
        default: return false
        }
    }
}
