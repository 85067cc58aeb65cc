/// Decoding of the lazy grids, Grid/GridRow and ScrollView (FORMATS.md §1).
extension ViewDecoder {
    func lazyGrid(_ type: String, _ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        let vertical = type == "LazyVGrid"
        let itemsKey = vertical ? "columns" : "rows"
        try cursor.checkKeys(
            ["type", "id", "modifiers", itemsKey, "alignment", "spacing", "pinnedViews", "children", "sections"],
            what: "a \(type)")
        if try cursor.optional("children") != nil, try cursor.optional("sections") != nil {
            throw cursor.error(
                .conflictingMembers(first: "\"children\"", second: "\"sections\"", in: "a \(type)"), key: "sections")
        }
        var items: [GridItem] = []
        for item in try cursor.required(itemsKey, "the grid's \(itemsKey)").array() {
            items.append(try gridItem(item))
        }
        var alignment: Alignment?
        if let a = try cursor.optional("alignment") {
            if vertical {
                let name = try a.choice(HorizontalAlignment.allCases.map(\.rawValue), what: "LazyVGrid alignment")
                alignment = Alignment(horizontal: HorizontalAlignment(rawValue: name)!, vertical: .center)
            } else {
                let name = try a.choice(["top", "center", "bottom"], what: "LazyHGrid alignment")
                alignment = Alignment(horizontal: .center, vertical: VerticalAlignment(rawValue: name)!)
            }
        }
        var pinned: [PinnedScrollableView]?
        if let list = try cursor.optional("pinnedViews")?.array() {
            pinned = []
            for entry in list {
                let name = try entry.choice(PinnedScrollableView.allCases.map(\.rawValue), what: "pinned view")
                pinned?.append(PinnedScrollableView(rawValue: name)!)
            }
        }
        var sections: [GridSectionShape]?
        if let list = try cursor.optional("sections")?.array() {
            sections = []
            for section in list {
                try section.checkKeys(["header", "children", "footer"], what: "a grid section")
                sections?.append(
                    GridSectionShape(
                        hasHeader: try section.optional("header") != nil,
                        childCount: try section.optional("children")?.array().count ?? 0,
                        hasFooter: try section.optional("footer") != nil))
            }
        }
        return .lazyGrid(
            LazyGridSpec(
                axis: vertical ? .vertical : .horizontal, items: items, alignment: alignment,
                spacing: try cursor.optional("spacing")?.length(), pinnedViews: pinned, sections: sections))
    }

    /// A grid item's `maximum` below its `minimum`.
    private static func maximumBelowMinimum(_ maximum: Double, _ minimum: Double) -> SpecProblem {
        .outOfRange(
            what: "maximum", value: maximum, expected: "at least the minimum \(JSONWriter.formatNumber(minimum))")
    }

    private func gridItem(_ cursor: JSONCursor) throws(SpecError) -> GridItem {
        try cursor.checkKeys(["size", "spacing", "alignment"], what: "a grid item")
        let size = try cursor.required("size", "the item's size: fixed, flexible or adaptive")
        try size.checkKeys(["fixed", "flexible", "adaptive"], what: "a grid item size")
        let keys = try size.object().keys
        guard keys.count == 1, let key = keys.first else {
            throw size.error(
                .mismatch(
                    expected: "exactly one of \"fixed\", \"flexible\", \"adaptive\"",
                    found: keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        let argument = try size.required(key, "the size's argument")
        let itemSize: GridItem.Size
        switch key {
        case "fixed":
            itemSize = .fixed(try argument.length())
        case "flexible":
            try argument.checkKeys(["minimum", "maximum"], what: "a flexible size")
            let minimum = try argument.optional("minimum")?.length() ?? 10
            let maximum = try argument.optional("maximum")?.length(allowInfinity: true) ?? .infinity
            guard minimum <= maximum else {
                throw argument.error(Self.maximumBelowMinimum(maximum, minimum), key: "maximum")
            }
            itemSize = .flexible(minimum: minimum, maximum: maximum)
        default:
            try argument.checkKeys(["minimum", "maximum"], what: "an adaptive size")
            let minimum = try argument.required("minimum", "the smallest item length").length()
            guard minimum > 0 else {
                throw argument.error(
                    .mismatch(expected: "a minimum > 0", found: JSONWriter.formatNumber(minimum)), key: "minimum")
            }
            let maximum = try argument.optional("maximum")?.length(allowInfinity: true) ?? .infinity
            guard minimum <= maximum else {
                throw argument.error(Self.maximumBelowMinimum(maximum, minimum), key: "maximum")
            }
            itemSize = .adaptive(minimum: minimum, maximum: maximum)
        }
        return GridItem(
            size: itemSize, spacing: try cursor.optional("spacing")?.length(),
            alignment: try cursor.optional("alignment").map(Self.alignment))
    }

    func eagerGrid(_ type: String, _ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        if type == "GridRow" {
            try cursor.checkKeys(["type", "id", "modifiers", "alignment", "children"], what: "a GridRow")
            let name = try cursor.optional("alignment")?.choice(
                VerticalAlignment.allCases.map(\.rawValue), what: "GridRow alignment")
            return .gridRow(alignment: name.flatMap(VerticalAlignment.init(rawValue:)))
        }
        try cursor.checkKeys(
            ["type", "id", "modifiers", "alignment", "horizontalSpacing", "verticalSpacing", "children"],
            what: "a Grid")
        return .grid(
            GridSpec(
                alignment: try cursor.optional("alignment").map(Self.alignment),
                horizontalSpacing: try cursor.optional("horizontalSpacing")?.length(),
                verticalSpacing: try cursor.optional("verticalSpacing")?.length()))
    }

    func scrollView(_ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        try cursor.checkKeys(["type", "id", "modifiers", "axes", "contentOffset", "children"], what: "a ScrollView")
        var axes: [Axis]?
        if let list = try cursor.optional("axes")?.array() {
            axes = []
            for entry in list {
                axes?.append(
                    try entry.choice(["horizontal", "vertical"], what: "scroll axis") == "vertical"
                        ? .vertical : .horizontal)
            }
        }
        var offset: Point?
        if let o = try cursor.optional("contentOffset") {
            try o.checkKeys(["x", "y"], what: "a content offset")
            offset = Point(x: try o.optional("x")?.number() ?? 0, y: try o.optional("y")?.number() ?? 0)
        }
        return .scrollView(ScrollViewSpec(axes: axes, contentOffset: offset))
    }

    /// The children of the kinds whose children are not a plain `children` array (a lazy
    /// grid's sections, a ForEach's `content`); nil for the others.
    mutating func specialChildren(_ kind: ViewKind, _ cursor: JSONCursor, depth: Int) throws(SpecError) -> [ViewNode]? {
        switch kind {
        case .forEach(let count):
            let before = viewCount
            let content = try view(try cursor.required("content", "the view to repeat"), depth: depth)
            let perInstance = viewCount - before
            if count > 0, perInstance > (limits.maxViews - before) / count {
                throw SpecError(
                    .limitExceeded(.forEachViews(max: limits.maxViews)), at: .jsonPath(cursor.path(of: "count")))
            }
            viewCount = before + perInstance * count
            return [content]
        case .lazyGrid(let grid) where grid.sections != nil:
            var children: [ViewNode] = []
            for section in try cursor.required("sections", "the sections").array() {
                if let h = try section.optional("header") { children.append(try view(h, depth: depth)) }
                for item in try section.optional("children")?.array() ?? [] {
                    children.append(try view(item, depth: depth))
                }
                if let f = try section.optional("footer") { children.append(try view(f, depth: depth)) }
            }
            return children
        default:
            return nil
        }
    }
}
