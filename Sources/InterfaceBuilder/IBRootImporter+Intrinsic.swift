import LayoutCore

extension IBRootImporter {
    static let horizontalAnchors: [String: String] = [
        "left": "leading", "leading": "leading", "leftMargin": "leading", "leadingMargin": "leading",
        "right": "trailing", "trailing": "trailing", "rightMargin": "trailing", "trailingMargin": "trailing",
        "centerX": "centerX", "centerXWithinMargins": "centerX",
    ]
    static let verticalAnchors: [String: String] = [
        "top": "top", "topMargin": "top", "bottom": "bottom", "bottomMargin": "bottom", "centerY": "centerY",
        "centerYWithinMargins": "centerY", "firstBaseline": "firstBaseline", "lastBaseline": "lastBaseline",
    ]

    /// Whether node `index` is stretched on `axis` — its length there is decided by required
    /// constraints rather than by its content: a required `==` on its width (height) other
    /// than an aspect ratio to its own height (width); required `==` constraints on two
    /// different position anchors of the axis (leading and trailing, top and centerY…) to
    /// superviews or their guides whose own length is fixed — the root, a view translating
    /// its autoresizing mask, or a view itself stretched (a superview sized by its content,
    /// or a chain through siblings, does not stretch it). A stack
    /// view's arrangement does not count: the stack is sized by its arranged subviews'
    /// intrinsic sizes as often as it sizes them.
    func isStretched(_ index: Int, axis: Axis, depth: Int = 0) -> Bool {
        var memo: [Int: Bool] = [:]
        return isStretched(index, axis: axis, depth: depth, memo: &memo)
    }

    /// ``isStretched(_:axis:depth:)`` with the answers for containers kept in `memo`.
    func isStretched(_ index: Int, axis: Axis, depth: Int, memo: inout [Int: Bool]) -> Bool {
        if let known = memo[index] { return known }
        guard depth < IBXMLReader.maxDepth else { return false }
        let ibID = tree.nodes[index].ibID
        let size = axis == .horizontal ? "width" : "height"
        let otherSize = axis == .horizontal ? "height" : "width"
        let anchors = axis == .horizontal ? Self.horizontalAnchors : Self.verticalAnchors
        // The first anchor found pinned: a second, different one stretches the view.
        var pinned: String?
        var result = false
        for pin in requiredEqualities[ibID] ?? [] {
            if pin.attribute == size {
                if pin.other == ibID && pin.otherAttribute == otherSize { continue }
                result = true
                break
            }
            if let anchor = anchors[pin.attribute], let other = pin.other, let container = container(other, of: index),
                container == 0 || tree.nodes[container].translatesAutoresizingMask
                    || isStretched(container, axis: axis, depth: depth + 1, memo: &memo)
            {
                if let first = pinned, first != anchor {
                    result = true
                    break
                }
                pinned = anchor
            }
        }
        memo[index] = result
        return result
    }

    /// One side of a required `==` constraint, seen from the item on that side.
    struct Pin {
        var attribute: String
        var other: String?
        var otherAttribute: String?
    }

    /// The sides of the required `==` constraints by the IB id of the item on each side (both
    /// sides of a constraint between two items), for ``isStretched(_:axis:depth:)``.
    static func requiredEqualities(_ constraints: [(owner: Int, constraint: IBConstraint)]) -> [String: [Pin]] {
        var result: [String: [Pin]] = [:]
        for (_, c) in constraints where c.relation == .equal && c.priority == 1000 {
            result[c.firstItem, default: []].append(
                Pin(attribute: c.firstAttribute, other: c.secondItem, otherAttribute: c.secondAttribute))
            if let second = c.secondItem, let attribute = c.secondAttribute {
                result[second, default: []].append(
                    Pin(attribute: attribute, other: c.firstItem, otherAttribute: c.firstAttribute))
            }
        }
        return result
    }

    /// The superview (any level up) that IB id `id` is or owns as a guide, or nil.
    func container(_ id: String, of index: Int) -> Int? {
        let target = tree.index[id] ?? tree.guides[id]?.owner
        guard let target, target != index, tree.isDescendant(index, of: target) else { return nil }
        return target
    }

    /// Step 5d: intrinsic sizes (``IBIntrinsicContent``) on the axes the view is not stretched
    /// on, and the content priorities IB stores (or the class defaults).
    mutating func addIntrinsicSizes() {
        var horizontal: [Int: Bool] = [:]
        var vertical: [Int: Bool] = [:]
        func isStretched(_ index: Int, axis: Axis) -> Bool {
            axis == .horizontal
                ? self.isStretched(index, axis: axis, depth: 0, memo: &horizontal)
                : self.isStretched(index, axis: axis, depth: 0, memo: &vertical)
        }
        let viewIndices = Dictionary(
            spec.views.indices.map { (spec.views[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, node) in tree.nodes.enumerated() {
            guard let viewIndex = viewIndices[node.specID] else { continue }
            let element = node.element
            var view = spec.views[viewIndex]
            let hugging = IBIntrinsicContent.defaultHugging(element)
            view.huggingHorizontal = (try? element.number("horizontalHuggingPriority", default: hugging)) ?? hugging
            view.huggingVertical = (try? element.number("verticalHuggingPriority", default: hugging)) ?? hugging
            view.compressionResistanceHorizontal =
                (try? element.number("horizontalCompressionResistancePriority", default: 750)) ?? 750
            view.compressionResistanceVertical =
                (try? element.number("verticalCompressionResistancePriority", default: 750)) ?? 750
            view.baseline = IBTextBaselines.baselines(
                of: element,
                height: IBIntrinsicContent.alignmentRect(
                    of: node.frame, outsets: alignmentOutsets(element)
                )
                .height)
            if let placeholder = IBIntrinsicContent.placeholderSize(element) {
                // IB's "intrinsic size: placeholder" for a custom view that sizes itself in code.
                if !isStretched(index, axis: .horizontal) { view.intrinsicWidth = placeholder.width }
                if !isStretched(index, axis: .vertical) { view.intrinsicHeight = placeholder.height }
            } else if IBIntrinsicContent.hasIntrinsicSize(element) {
                var rect = IBIntrinsicContent.alignmentRect(
                    of: node.frame, outsets: alignmentOutsets(element))
                if element.name == "imageView", let name = element["image"], let size = document.imageSizes[name] {
                    rect = Rect(origin: rect.origin, size: size)  // an image view's intrinsic size is its image's
                }
                let known = IBIntrinsicContent.knownSizes[element.name]
                if !isStretched(index, axis: .horizontal) {
                    view.intrinsicWidth = rect.width > 0 ? rect.width : known?.width
                }
                if !isStretched(index, axis: .vertical) {
                    view.intrinsicHeight = rect.height > 0 ? rect.height : known?.height
                }
            }
            spec.views[viewIndex] = view
        }
    }
}
