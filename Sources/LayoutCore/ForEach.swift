extension ViewNode {
    /// The children as the layout sees them: every `ForEach` child replaced by its
    /// instances (recursively), and for a `ForEach` itself, its instances.
    ///
    /// `ForEach(0..<3) { Color().id("c{index}") }` — `{"type": "ForEach", "count": 3,
    /// "content": {"type": "Color", "id": "c{index}"}}` — gives three Colors with ids `c0`,
    /// `c1`, `c2`. `{index}` is replaced in every `id` (views and modifiers) and `text`
    /// string of the template (background and overlay views included), except inside a nested `ForEach`'s template, which binds
    /// `{index}` to its own index.
    /// - Complexity: O(expanded views).
    package var expandedChildren: [ViewNode] {
        if case .forEach(let count) = kind {
            guard let template = children.first else { return [] }
            return (0..<Swift.max(count, 0)).flatMap { Self.flatten(template.substituting(index: $0)) }
        }
        guard children.contains(where: \.isPlainForEach) else { return children }
        return children.flatMap(Self.flatten)
    }

    /// `children` with every `ForEach` replaced by its instances (recursively).
    package static func expandingForEach(_ children: [ViewNode]) -> [ViewNode] {
        guard children.contains(where: \.isPlainForEach) else { return children }
        return children.flatMap(flatten)
    }

    /// Whether this view is a `ForEach`.
    package var isForEach: Bool {
        if case .forEach = kind { return true }
        return false
    }

    /// Whether this view is a `ForEach` without an id or modifiers of its own: its instances
    /// take its place among its parent's children. A ForEach with an id or modifiers is a
    /// view of its own, laid out as a VStack of its instances (docs/ENGINES.md).
    package var isPlainForEach: Bool { isForEach && id == nil && modifiers.isEmpty }

    private static func flatten(_ view: ViewNode) -> [ViewNode] {
        view.isPlainForEach ? view.expandedChildren : [view]
    }

    /// This view with `{index}` replaced by `index` in ids and text, not entering nested
    /// `ForEach` templates.
    package func substituting(index: Int) -> ViewNode {
        let value = String(index)
        var copy = self
        copy.id = id.map { $0.replacingIndex(with: value) }
        for m in copy.modifiers.indices {
            copy.modifiers[m].id = copy.modifiers[m].id.map { $0.replacingIndex(with: value) }
            switch copy.modifiers[m].modifier {
            case .background(var secondary):
                secondary.view = secondary.view.substituting(index: index)
                copy.modifiers[m].modifier = .background(secondary)
            case .overlay(var secondary):
                secondary.view = secondary.view.substituting(index: index)
                copy.modifiers[m].modifier = .overlay(secondary)
            case .safeAreaInset(var inset):
                inset.view = inset.view.substituting(index: index)
                copy.modifiers[m].modifier = .safeAreaInset(inset)
            default:
                break
            }
        }
        copy.kind = kind.substitutingText(index: value)
        if !isForEach {
            copy.children = children.map { $0.substituting(index: index) }
        }
        return copy
    }
}

extension ViewKind {
    /// The kind with `{index}` replaced in its text (kinds without text are unchanged).
    func substitutingText(index: String) -> ViewKind {
        guard case .text(var spec) = self else { return self }
        spec.text = spec.text.replacingIndex(with: index)
        return .text(spec)
    }
}

extension String {
    /// This string with every `{index}` replaced by `value`.
    func replacingIndex(with value: String) -> String {
        guard contains("{index}") else { return self }
        return components(separatedBy: "{index}").joined(separator: value)
    }
}
