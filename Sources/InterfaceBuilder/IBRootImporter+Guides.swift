import LayoutCore

extension IBRootImporter {
    /// A table view cell's content view's top and bottom margins (iOS 11 and later).
    static let tableCellVerticalMargin = 11.0
    /// The first toolsVersion of Xcode 9, which simulates iOS 11. Before it a table view cell's
    /// content view had UIView's default margins, 8 on every side (iOS 8–10); iOS 11 gave it
    /// the system minimum at the sides and 11 above and below. Inferred from the frames
    /// documents of Xcode 6–8 store (toolsVersion 7528–11762: Eureka's and RxSwift's cells).
    static let iOS11Generation = 13000.0

    /// Layout margins (`layoutMargins` of the spec view), as UIKit computes them:
    /// - a table view cell's content view (as a root): 11 at the top and bottom, the system
    ///   minimum at the sides (the trailing one 8 when an accessory narrows the content view);
    ///   8 on every side in documents saved before Xcode 9 (``iOS11Generation``);
    ///   a collection view cell's (or the cell itself as a root, when its content view has no id): 8;
    /// - a root view: the safe-area insets plus the system minimum margins (16 or 20
    ///   horizontally, ``IBDevice/systemMinimumMargin(rootWidth:)`` of its stored width, or of
    ///   the screen's width when imported for another device, ``screenWidth``; 0 at the top
    ///   and bottom);
    /// - other views: their `directionalLayoutMargins` / `layoutMargins` (default 8), plus, when
    ///   `insetsLayoutMarginsFromSafeArea` is YES (the default), how far the stored frame reaches
    ///   into the root's safe-area insets on each edge; with `preservesSuperviewLayoutMargins`,
    ///   at least the superview's margins where they reach into the view (``preserving(_:of:superview:)``).
    func margins(of index: Int) -> EdgeInsets {
        let node = tree.nodes[index]
        if index == 0 && (node.element.name == "collectionViewCellContentView" || root.cell?.id == node.ibID) {
            return EdgeInsets(all: 8)
        }
        if index == 0 && node.element.name == "tableViewCellContentView"
            && document.toolsVersion > 0 && document.toolsVersion < Self.iOS11Generation
        {
            return EdgeInsets(all: 8)
        }
        if index == 0 && node.element.name == "tableViewCellContentView" {
            let cellWidth =
                (try? root.cell.map { cell throws(SpecError) in try IBViewTree.frame(of: cell) })?.width
                ?? node.frame.width
            let minimum = device.systemMinimumMargin(rootWidth: screenWidth ?? cellWidth)
            // An accessory (disclosure indicator, detail button…) narrows the content view,
            // whose trailing margin is then a plain view's 8.
            let hasAccessory = node.frame.width < cellWidth
            return EdgeInsets(
                top: Self.tableCellVerticalMargin, leading: minimum, bottom: Self.tableCellVerticalMargin,
                trailing: hasAccessory ? 8 : minimum)
        }
        if index == 0 {
            let minimum = device.systemMinimumMargin(rootWidth: screenWidth ?? node.frame.width)
            // `insetsLayoutMarginsFromSafeArea="NO"`: the margins are not added to the safe area.
            let inset = node.element.flag("insetsLayoutMarginsFromSafeArea", default: true) ? safeArea : EdgeInsets()
            let margins = EdgeInsets(
                top: inset.top, leading: inset.leading + minimum, bottom: inset.bottom,
                trailing: inset.trailing + minimum)
            return readable(margins, of: index)
        }
        var margins = EdgeInsets(all: 8)
        if let insets = node.element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            margins = EdgeInsets(
                top: Double(insets["top"] ?? "") ?? 0, leading: Double(insets["leading"] ?? "") ?? 0,
                bottom: Double(insets["bottom"] ?? "") ?? 0, trailing: Double(insets["trailing"] ?? "") ?? 0)
        } else if let insets = node.element.child("edgeInsets", key: "layoutMargins") {
            margins = EdgeInsets(
                top: Double(insets["top"] ?? "") ?? 0, leading: Double(insets["left"] ?? "") ?? 0,
                bottom: Double(insets["bottom"] ?? "") ?? 0, trailing: Double(insets["right"] ?? "") ?? 0)
        }
        if node.element.flag("insetsLayoutMarginsFromSafeArea", default: true), !isInScrollView(index) {
            let overlap = safeAreaOverlap(of: index)
            margins = EdgeInsets(
                top: margins.top + overlap.top, leading: margins.leading + overlap.leading,
                bottom: margins.bottom + overlap.bottom, trailing: margins.trailing + overlap.trailing)
        }
        if node.element.flag("preservesSuperviewLayoutMargins"), let parent = node.parent {
            margins = preserving(margins, of: index, superview: parent)
        }
        return readable(margins, of: index)
    }

    /// The readable content width at the default (Large) text size: about 39 average characters
    /// of the 17 pt body font.
    static let readableWidth = 672.0

    /// `layoutMarginsFollowReadableWidth="YES"`: when the space between the margins is wider
    /// than ``readableWidth``, the horizontal margins grow equally so it is that wide.
    func readable(_ margins: EdgeInsets, of index: Int) -> EdgeInsets {
        let node = tree.nodes[index]
        guard node.element.flag("layoutMarginsFollowReadableWidth") else { return margins }
        let excess = node.frame.width - margins.leading - margins.trailing - Self.readableWidth
        guard excess > 0 else { return margins }
        return EdgeInsets(
            top: margins.top, leading: margins.leading + excess / 2, bottom: margins.bottom,
            trailing: margins.trailing + excess / 2)
    }

    /// `preservesSuperviewLayoutMargins`: each edge's margin is at least the superview's margin
    /// minus the distance between the two views' edges (from the stored frames), so content
    /// aligned to either margin lines up.
    func preserving(_ margins: EdgeInsets, of index: Int, superview: Int) -> EdgeInsets {
        // Superviews come first in tree order: theirs are computed by then (``addViews()``).
        let outer = superview < nodeMargins.count ? nodeMargins[superview] : self.margins(of: superview)
        let frame = tree.nodes[index].frame
        let size = tree.nodes[superview].frame.size
        return EdgeInsets(
            top: max(margins.top, outer.top - frame.y), leading: max(margins.leading, outer.leading - frame.x),
            bottom: max(margins.bottom, outer.bottom - (size.height - frame.maxY)),
            trailing: max(margins.trailing, outer.trailing - (size.width - frame.maxX)))
    }

    /// How far node `index`'s stored frame reaches into the root's safe-area insets, per edge
    /// (a view's own `safeAreaInsets` in UIKit).
    func safeAreaOverlap(of index: Int) -> EdgeInsets {
        let r = tree.nodes[index].rootFrame
        let size = rootNode.frame.size
        func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
        return EdgeInsets(
            top: clamp(safeArea.top - r.y, r.height), leading: clamp(safeArea.leading - r.x, r.width),
            bottom: clamp(r.maxY - (size.height - safeArea.bottom), r.height),
            trailing: clamp(r.maxX - (size.width - safeArea.trailing), r.width))
    }

    /// Whether node `index` lies inside a scroll view (its position then follows the content).
    func isInScrollView(_ index: Int) -> Bool {
        var current = tree.nodes[index].parent
        while let c = current {
            if tree.nodes[c].element.name == "scrollView" { return true }
            current = tree.nodes[c].parent
        }
        return false
    }

    /// The helper view standing for a scroll view's content area (and its content layout guide).
    static func contentArea(of specID: String) -> String { specID + "--content" }

    /// Step 3: helper views for the guides, with the constraints that place them:
    /// - `safeArea` of the root: the root inset by ``safeArea``; of another view: the view inset
    ///   by ``safeAreaOverlap(of:)``;
    /// - the legacy `top` guide: from the root's top, as tall as the top inset; `bottom`: up from
    ///   the root's bottom, as tall as the bottom inset (iOS 11's `topLayoutGuide.length`);
    /// - `layoutMarginsGuide`: the owner's margins; `readableContentGuide`: the readable width
    ///   centred in them (``addReadableContentGuide(_:owner:path:)``);
    /// - `frameLayoutGuide`: the scroll view's frame; a scroll view's content area
    ///   (`<id>--content`, also its `contentLayoutGuide`) starts at its top-left corner (content
    ///   offset 0) and takes the size its content's constraints give it.
    mutating func addGuides() {
        for (index, node) in tree.nodes.enumerated() where node.element.name == "scrollView" {
            let content = Self.contentArea(of: node.specID)
            addHelper(content, parent: node.specID)
            pin(content, to: node.specID, edges: ["left", "top"], path: "content area of \(node.ibID)")
            _ = index
        }
        for (id, guide) in tree.guides.sorted(by: { $0.key < $1.key }) {
            let owner = tree.nodes[guide.owner]
            let helper = IBViewTree.specID(for: id)
            let path = "layout guide \(id)"
            if guide.owner == 0 && ["safeArea", "top", "bottom"].contains(guide.kind) { safeAreaGuides.insert(helper) }
            switch guide.kind {
            case "safeArea":
                addHelper(helper, parent: owner.specID)
                let insets = guide.owner == 0 ? safeArea : safeAreaOverlap(of: guide.owner)
                inset(helper, in: owner.specID, by: insets, path: path)
            case "top":
                addHelper(helper, parent: owner.specID)
                pin(helper, to: owner.specID, edges: ["left", "top", "width"], path: path)
                spec.constraints.append(.text("\(helper).height == \(IBAutoresizing.number(safeArea.top))", path: path))
            case "bottom":
                addHelper(helper, parent: owner.specID)
                pin(helper, to: owner.specID, edges: ["left", "bottom", "width"], path: path)
                spec.constraints.append(
                    .text("\(helper).height == \(IBAutoresizing.number(safeArea.bottom))", path: path))
            case "frameLayoutGuide":
                addHelper(helper, parent: owner.specID)
                pin(helper, to: owner.specID, edges: ["left", "top", "width", "height"], path: path)
            case "layoutMarginsGuide":
                addHelper(helper, parent: owner.specID)
                for (edge, margin) in [
                    ("leading", "leadingMargin"), ("trailing", "trailingMargin"), ("top", "topMargin"),
                    ("bottom", "bottomMargin"),
                ] {
                    spec.constraints.append(
                        .text(Self.joined(helper, ".", edge, " == ", owner.specID, ".", margin), path: path))
                }
            case "readableContentGuide":
                addHelper(helper, parent: owner.specID)
                addReadableContentGuide(helper, owner: owner.specID, path: path)
            default:
                break  // contentLayoutGuide: the content area; other kinds are noted when used.
            }
        }
    }

    /// UIKit's readable content guide: between the owner's top and bottom margins, centred
    /// between its leading and trailing margins, as wide as the margins allow up to
    /// ``readableWidth`` (the width is required to stay within both; being that wide is
    /// priority 999, so a narrower view's margins win).
    mutating func addReadableContentGuide(_ helper: String, owner: String, path: String) {
        let width = IBAutoresizing.number(Self.readableWidth)
        spec.constraints += [
            .text("\(helper).top == \(owner).topMargin", path: path),
            .text("\(helper).bottom == \(owner).bottomMargin", path: path),
            .text("\(helper).centerX == \(owner).centerXWithinMargins", path: path),
            .text("\(helper).leading >= \(owner).leadingMargin", path: path),
            .text("\(helper).trailing <= \(owner).trailingMargin", path: path),
            .text("\(helper).width <= \(width)", path: path),
            .text("\(helper).width == \(width) @999", path: path),
        ]
    }

    mutating func addHelper(_ id: String, parent: String) {
        var view = ConstraintView(id: id, parent: parent, path: "helper \(id)")
        view.label = "layout guide"
        spec.views.append(view)
    }

    mutating func pin(_ id: String, to other: String, edges: [String], path: String) {
        for edge in edges {
            spec.constraints.append(.text(Self.joined(id, ".", edge, " == ", other, ".", edge), path: path))
        }
    }

    mutating func inset(_ id: String, in other: String, by insets: EdgeInsets, path: String) {
        let n = IBAutoresizing.number
        spec.constraints += [
            .text(Self.joined(id, ".left == ", other, ".left + ", n(insets.leading)), path: path),
            .text(Self.joined(id, ".top == ", other, ".top + ", n(insets.top)), path: path),
            .text(Self.joined(id, ".right == ", other, ".right - ", n(insets.trailing)), path: path),
            .text(Self.joined(id, ".bottom == ", other, ".bottom - ", n(insets.bottom)), path: path),
        ]
    }
}
