import LayoutCore

/// Stored frames that contradict the document's own required constraints: a frame Xcode left
/// stale (edited constraints, no `misplaced` flag) or rounded (Xcode 5 stored whole points).
/// No solver can reproduce such a frame, so `check` names the constraint beside the view.
///
/// Each installed required constraint is evaluated on the stored alignment rects in root
/// coordinates — views, the root, the safe area and legacy guides, frame layout guides, margin
/// attributes from the importer's margins — and is contradicted when it misses by more than
/// one pixel (1/scale, the rounding of two stored edges) plus 0.01. Constraints on baselines,
/// on scroll views or views inside them, and on other guides are not evaluated.
extension IBRootImporter {
    /// IB id of a view (not the root) → the first required constraint on it that the stored
    /// frames contradict (both views of a constraint between two views are named).
    func recordedConflicts() -> [String: String] {
        var result: [String: String] = [:]
        let tolerance = 1 / device.scale + 0.01
        for (_, c) in constraints where c.priority == 1000 {
            guard let first = recordedValue(c.firstItem, node: c.firstNode, c.firstAttribute) else { continue }
            var right = c.constant
            if let item = c.secondItem, let attribute = c.secondAttribute {
                guard let second = recordedValue(item, node: c.secondNode, attribute) else { continue }
                right += c.multiplier * second
            }
            let miss: Double
            switch c.relation {
            case .equal: miss = abs(first - right)
            case .lessThanOrEqual: miss = first - right
            case .greaterThanOrEqual: miss = right - first
            }
            guard miss > tolerance else { continue }
            for (item, node) in [(c.firstItem, c.firstNode), (c.secondItem ?? "", c.secondNode)]
            where node != nil && node != 0 && result[item] == nil {
                result[item] =
                    "its stored frame contradicts required constraint \(c.id) by \(IBAutoresizing.number(miss)) pt"
            }
        }
        return result
    }

    /// The value of `attribute` of item `id` (a view, the one of node `node`, or a guide) on
    /// the stored frames, in root coordinates; nil when it is not evaluated.
    func recordedValue(_ id: String, node: Int?, _ attribute: String) -> Double? {
        let rect: Rect
        // A guide's margin attributes are not constrained (IB offers none): zero margins.
        var margins = EdgeInsets()
        if let index = node {
            guard tree.nodes[index].element.name != "scrollView", !nodeInScrollView[index] else { return nil }
            rect = IBIntrinsicContent.alignmentRect(of: tree.nodes[index].rootFrame, outsets: nodeOutsets[index])
            margins = nodeMargins[index]
        } else if let guide = tree.guides[id], let guideRect = recordedRect(of: guide) {
            rect = guideRect
        } else {
            return nil
        }
        switch attribute {
        case "left", "leading": return rect.x
        case "right", "trailing": return rect.maxX
        case "top": return rect.y
        case "bottom": return rect.maxY
        case "width": return rect.width
        case "height": return rect.height
        case "centerX": return rect.x + rect.width / 2
        case "centerY": return rect.y + rect.height / 2
        case "leftMargin", "leadingMargin": return rect.x + margins.leading
        case "rightMargin", "trailingMargin": return rect.maxX - margins.trailing
        case "topMargin": return rect.y + margins.top
        case "bottomMargin": return rect.maxY - margins.bottom
        case "centerXWithinMargins": return (rect.x + margins.leading + rect.maxX - margins.trailing) / 2
        case "centerYWithinMargins": return (rect.y + margins.top + rect.maxY - margins.bottom) / 2
        default: return nil
        }
    }

    /// A guide's rect on the stored frames (root coordinates), or nil when not evaluated.
    func recordedRect(of guide: (owner: Int, kind: String)) -> Rect? {
        let owner = tree.nodes[guide.owner]
        guard owner.element.name != "scrollView", !nodeInScrollView[guide.owner] else { return nil }
        let r = owner.rootFrame
        func inset(_ rect: Rect, _ e: EdgeInsets) -> Rect {
            Rect(
                x: rect.x + e.leading, y: rect.y + e.top, width: rect.width - e.leading - e.trailing,
                height: rect.height - e.top - e.bottom)
        }
        switch guide.kind {
        case "safeArea": return inset(r, guide.owner == 0 ? safeArea : safeAreaOverlap(of: guide.owner))
        case "top": return Rect(x: r.x, y: r.y, width: r.width, height: safeArea.top)
        case "bottom": return Rect(x: r.x, y: r.maxY - safeArea.bottom, width: r.width, height: safeArea.bottom)
        case "frameLayoutGuide": return r
        default: return nil
        }
    }
}
