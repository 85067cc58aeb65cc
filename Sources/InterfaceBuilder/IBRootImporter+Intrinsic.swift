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
        var memo = [Bool?](repeating: nil, count: tree.nodes.count)
        return isStretched(index, axis: axis, depth: depth, memo: &memo)
    }

    /// ``isStretched(_:axis:depth:)`` with the answers for containers kept in `memo` (by node).
    func isStretched(_ index: Int, axis: Axis, depth: Int, memo: inout [Bool?]) -> Bool {
        if let known = memo[index] { return known }
        guard depth < IBXMLReader.maxDepth else { return false }
        let size = axis == .horizontal ? "width" : "height"
        let otherSize = axis == .horizontal ? "height" : "width"
        let anchors = axis == .horizontal ? Self.horizontalAnchors : Self.verticalAnchors
        // The first anchor found pinned: a second, different one stretches the view.
        var pinned: String?
        var result = false
        for pin in requiredEqualities[index] {
            if pin.attribute == size {
                if pin.otherView == index && pin.otherAttribute == otherSize { continue }
                result = true
                break
            }
            if let anchor = anchors[pin.attribute], let container = container(pin.otherNode, of: index),
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

    /// One side of a required `==` constraint, seen from the item on that side: the other
    /// item as the node it is (`otherView`), and as the node it is or whose guide it is
    /// (`otherNode`); nil when there is no other item or it is neither.
    struct Pin {
        var attribute: String
        var otherView: Int?
        var otherNode: Int?
        var otherAttribute: String?
    }

    /// The sides of the required `==` constraints by the node of the view on each side (both
    /// sides of a constraint between two views), for ``isStretched(_:axis:depth:)``; items
    /// are looked up once here.
    func requiredEqualities(_ constraints: [(owner: Int, constraint: IBConstraint)]) -> [[Pin]] {
        var result = [[Pin]](repeating: [], count: tree.nodes.count)
        for (_, c) in constraints where c.relation == .equal && c.priority == 1000 {
            let first = c.firstNode
            let second = c.secondNode
            if let first {
                result[first].append(
                    Pin(
                        attribute: c.firstAttribute, otherView: second,
                        otherNode: second ?? c.secondItem.flatMap { tree.guides[$0]?.owner },
                        otherAttribute: c.secondAttribute))
            }
            if let second, let attribute = c.secondAttribute {
                result[second].append(
                    Pin(
                        attribute: attribute, otherView: first,
                        otherNode: first ?? tree.guides[c.firstItem]?.owner, otherAttribute: c.firstAttribute))
            }
        }
        return result
    }

    /// The superview (any level up) that is node `target` (a view, or a guide's owner), or nil.
    func container(_ target: Int?, of index: Int) -> Int? {
        guard let target, target != index, tree.isDescendant(index, of: target) else { return nil }
        return target
    }

    /// Step 5d: intrinsic sizes (``IBIntrinsicContent``) on the axes the view is not stretched
    /// on, and the content priorities IB stores (or the class defaults).
    mutating func addIntrinsicSizes() {
        var horizontal = [Bool?](repeating: nil, count: tree.nodes.count)
        var vertical = [Bool?](repeating: nil, count: tree.nodes.count)
        func isStretched(_ index: Int, axis: Axis) -> Bool {
            axis == .horizontal
                ? self.isStretched(index, axis: axis, depth: 0, memo: &horizontal)
                : self.isStretched(index, axis: axis, depth: 0, memo: &vertical)
        }
        for (index, node) in tree.nodes.enumerated() {
            guard let viewIndex = nodeViewIndex[index] else { continue }
            let element = node.element
            var view = spec.views[viewIndex]
            let hugging = IBIntrinsicContent.defaultHugging(element)
            view.huggingHorizontal = (try? element.number("horizontalHuggingPriority", default: hugging)) ?? hugging
            view.huggingVertical = (try? element.number("verticalHuggingPriority", default: hugging)) ?? hugging
            view.compressionResistanceHorizontal =
                (try? element.number("horizontalCompressionResistancePriority", default: 750)) ?? 750
            view.compressionResistanceVertical =
                (try? element.number("verticalCompressionResistancePriority", default: 750)) ?? 750
            let alignmentRect = IBIntrinsicContent.alignmentRect(of: node.frame, outsets: nodeOutsets[index])
            view.baseline = IBTextBaselines.baselines(of: element, height: alignmentRect.height)
            if let placeholder = IBIntrinsicContent.placeholderSize(element) {
                // IB's "intrinsic size: placeholder" for a custom view that sizes itself in code.
                if !isStretched(index, axis: .horizontal) { view.intrinsicWidth = placeholder.width }
                if !isStretched(index, axis: .vertical) { view.intrinsicHeight = placeholder.height }
            } else if IBIntrinsicContent.hasIntrinsicSize(element) {
                var rect = alignmentRect
                if element.name == "imageView", let name = element["image"], let size = document.imageSizes[name] {
                    rect = Rect(origin: rect.origin, size: size)  // an image view's intrinsic size is its image's
                }
                // An empty label's stored zero is its size; elsewhere zero means none.
                let empty: Double? = IBIntrinsicContent.isEmptyLabel(element) ? 0 : nil
                let known = IBIntrinsicContent.knownSizes[element.name]
                if !isStretched(index, axis: .horizontal) {
                    view.intrinsicWidth = rect.width > 0 ? rect.width : empty ?? known?.width
                }
                if !isStretched(index, axis: .vertical) {
                    view.intrinsicHeight = rect.height > 0 ? rect.height : empty ?? known?.height
                }
            }
            spec.views[viewIndex] = view
        }
    }
}
