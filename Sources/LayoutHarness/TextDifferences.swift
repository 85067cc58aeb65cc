import LayoutCore

/// Where SwiftUI and UIKit lay text out by different rules: a finding about the frameworks,
/// named per view so that `compare` reports such a view `divergent` with the rule, not as an
/// unexplained difference (README "Text").
///
/// - **A row of texts.** SwiftUI's `HStack` offers its children the width in order of
///   flexibility: the least flexible first (a Text's flexibility is its unwrapped width less
///   its narrowest), each an equal share of what is left, so two long texts both wrap. Auto
///   Layout keeps every label at its text's width as far as its compression resistance
///   holds, so the label with the lower resistance (the first of equal ones, the engine's
///   tie-break) takes the whole squeeze.
/// - **A truncated line.** A Text cut by its line limit is as wide as its truncated lines
///   (ellipsis included), measured once under its proposal; a UILabel is as wide as its
///   constraints make it, the text cut inside it, and a multi-line one is re-measured at
///   that width (where the cut moves again).
///
/// A view whose frame differs at a size where a text of these rules differs too is given the
/// rule's views as the reason: its frame depends on them.
public struct TextDifferences: Sendable, Equatable {
    /// The rule behind each view it applies to, by id.
    public var reasons: [String: String] = [:]

    public init() {}

    /// The text rules of a view spec and a constraint spec with matching ids.
    public init(viewSpec: ViewSpec, constraintSpec: ConstraintSpec) {
        let labels = Dictionary(
            constraintSpec.views.compactMap { view in view.text == nil ? nil : (view.id, view) },
            uniquingKeysWith: { first, _ in first })
        guard !labels.isEmpty else { return }
        visit(viewSpec.root, labels)
    }

    private mutating func visit(_ node: ViewNode, _ labels: [String: ConstraintView]) {
        if case .text(let text) = node.kind, text.lineLimit != nil {
            for id in Self.ids(node) where labels[id] != nil && reasons[id] == nil {
                reasons[id] =
                    "a Text cut by its line limit is as wide as its truncated lines, measured once under its proposal; a UILabel is as wide as its constraints make it, a multi-line one re-measured at that width (SwiftUI's and UIKit's truncation)"
            }
        }
        if case .hStack = node.kind { row(node.children, labels) }
        for child in node.children { visit(child, labels) }
        for modifier in node.modifiers {
            if let view = modifier.modifier.carriedView { visit(view, labels) }
        }
    }

    /// Rule "a row of texts" for the Text children of one HStack that are labels.
    private mutating func row(_ children: [ViewNode], _ labels: [String: ConstraintView]) {
        let texts = children.filter { if case .text = $0.kind { true } else { false } }
        let pairs = texts.compactMap { child in
            Self.ids(child).lazy.compactMap { labels[$0] }.first.map { (ids: Self.ids(child), label: $0) }
        }
        guard pairs.count >= 2 else { return }
        let resistances = pairs.map {
            "\($0.label.id) \(JSONWriter.formatNumber($0.label.compressionResistanceHorizontal))"
        }
        let reason =
            "SwiftUI's HStack offers its texts the width by flexibility (the least flexible first, an equal share of what is left each); Auto Layout keeps each label at its text's width as far as its compression resistance holds and squeezes the lowest first (\(resistances.joined(separator: ", ")); the first of equals)"
        for pair in pairs {
            for id in pair.ids { reasons[id] = reason }
        }
    }

    /// The ids of a view: its own and its modifiers'.
    private static func ids(_ node: ViewNode) -> [String] {
        [node.id].compactMap { $0 } + node.modifiers.compactMap(\.id)
    }
}
