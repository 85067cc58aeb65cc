import ConstraintLayout
import LayoutCore

/// Conditional constraints (a spec's `variations`) → `AnyLayout` on the size classes: the
/// spec is installed under every combination of classes it allows, combinations installing
/// the same constraints form one group, each group is translated on its own (verified at the
/// sizes whose classes are the group's), and the groups' view trees are merged where they
/// differ only in a stack's kind (a VStack here, an HStack there) into an `AnyLayout` whose
/// cases name each group's classes. The merged spec is verified at every size against the
/// spec with its variations, as every translation.
extension ConstraintsToStacks {
    static func translateVariations(
        _ spec: ConstraintSpec, allowGeometryReader: Bool, verifyingAt sizes: [Size], helperIDs: Set<String>
    ) throws -> StackTranslation {
        let allowed = SizeClasses.all.filter { classes in
            (spec.horizontalSizeClass ?? classes.horizontal) == classes.horizontal
                && (spec.verticalSizeClass ?? classes.vertical) == classes.vertical
        }
        var groups: [(classes: [SizeClasses], installed: ConstraintSpec)] = []
        for classes in allowed {
            let installed = spec.installing(classes)
            if let index = groups.firstIndex(where: { $0.installed.installsTheSame(as: installed) }) {
                groups[index].classes.append(classes)
            } else {
                groups.append(([classes], installed))
            }
        }
        var translations: [StackTranslation] = []
        for group in groups {
            let groupSizes = sizes.filter { group.classes.contains(spec.sizeClasses(on: $0)) }
            translations.append(
                try translate(
                    group.installed, allowGeometryReader: allowGeometryReader, verifyingAt: groupSizes,
                    helperIDs: helperIDs))
        }
        let conditions = try groups.map {
            try EnvironmentCondition(parsing: condition(for: $0.classes, among: allowed))
        }
        guard let root = merged(translations.map(\.spec.root), conditions) else {
            throw TranslationError.notExpressible([
                TranslationNote(
                    view: spec.name,
                    reason:
                        "the size classes' layouts differ in more than a stack's kind (no AnyLayout form)")
            ])
        }
        var environment = translations[0].spec.environment
        environment.horizontalSizeClass = spec.horizontalSizeClass
        environment.verticalSizeClass = spec.verticalSizeClass
        let viewSpec = ViewSpec(name: spec.name, environment: environment, root: root)
        let engine = try ConstraintLayoutEngine(spec)
        let differences = try differences(spec, engine, viewSpec, sizes)
        guard differences.isEmpty else { throw TranslationError.notExpressible(differences) }
        let note = TranslationNote(
            view: spec.name,
            reason: "conditional constraints: one layout per size class, merged into AnyLayout ("
                + conditions.dropLast().map(\.source).joined(separator: "; ") + ")")
        var approximated: [ApproximatedView] = []
        for view in translations.flatMap(\.approximatedViews) where !approximated.contains(where: { $0.id == view.id })
        {
            approximated.append(view)
        }
        return StackTranslation(
            spec: viewSpec, notes: translations.flatMap(\.notes) + [note], approximatedViews: approximated)
    }

    /// The condition that holds exactly for `classes` among `allowed`: one class when it
    /// alone tells them apart (`verticalSizeClass == regular`, tried first), else the
    /// combinations one by one.
    static func condition(for classes: [SizeClasses], among allowed: [SizeClasses]) -> String {
        let group = Set(classes)
        for value in UserInterfaceSizeClass.allCases where Set(allowed.filter { $0.vertical == value }) == group {
            return "verticalSizeClass == \(value.rawValue)"
        }
        for value in UserInterfaceSizeClass.allCases where Set(allowed.filter { $0.horizontal == value }) == group {
            return "horizontalSizeClass == \(value.rawValue)"
        }
        return classes.map {
            "horizontalSizeClass == \($0.horizontal.rawValue) && verticalSizeClass == \($0.vertical.rawValue)"
        }.joined(separator: " || ")
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
