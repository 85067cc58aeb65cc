import LayoutCore

/// Places view labels in a panel so that no two overlap: each label goes to the first free
/// spot of a fixed list (inside its view's top-left corner, inside the top-right, inside the
/// bottom-left, above on the left, above on the right, below, right of, left of the view;
/// a spot inside a view that overlaps a smaller view is left to that view); when no spot is free it is shortened with "…", and
/// when even three letters do not fit it is left out (the view keeps its `<title>` tooltip).
///
/// Label boxes are estimated from the character count (`ReportStyle.labelWidth`), at
/// `ReportStyle.labelFontSize` (11 px): labels never shrink with the picture's scale.
struct LabelPlacer {
    /// One label to place: the view's id and its rectangle in SVG units.
    struct Request {
        var id: String
        var rect: Rect
    }

    /// A placed label: its text (the id, or a shortened id ending in "…") and its box; the
    /// text's baseline is `box.y + ReportStyle.labelFontSize`.
    struct Placement: Equatable {
        var id: String
        var text: String
        var box: Rect
        var isElided: Bool { text != id }
    }

    /// Labels stay inside this rectangle (the panel).
    var bounds: Rect
    /// Boxes already taken.
    private(set) var taken: [Rect] = []

    init(bounds: Rect) { self.bounds = bounds }

    /// Places the labels in request order (earlier requests get the better spots).
    mutating func place(_ requests: [Request]) -> [Placement] {
        let rects = requests.map(\.rect)
        return requests.compactMap { request in
            // A spot inside a view that covers a smaller view belongs to that smaller view.
            let smaller = rects.filter { $0.width * $0.height < request.rect.width * request.rect.height }
            return place(request, insideAvoiding: smaller)
        }
    }

    private mutating func place(_ request: Request, insideAvoiding smaller: [Rect]) -> Placement? {
        for text in Self.candidateTexts(request.id) {
            let size = Size(width: ReportStyle.labelWidth(text) + 4, height: ReportStyle.labelHeight)
            let candidates = spots(for: size, around: request.rect).filter { box in
                !Self.contains(request.rect, box) || !smaller.contains { Self.overlaps($0, box) }
            }
            for box in candidates where isFree(box) {
                taken.append(box)
                return Placement(id: request.id, text: text, box: box)
            }
        }
        return nil
    }

    /// The id, then shorter and shorter prefixes ending in "…" (at least three letters).
    static func candidateTexts(_ id: String) -> [String] {
        let characters = Array(id)
        guard characters.count > 4 else { return [id] }
        return [id] + stride(from: characters.count - 1, through: 3, by: -1).map { String(characters[0..<$0]) + "…" }
    }

    /// The spots tried for a label of `size` next to `rect`, best first.
    private func spots(for size: Size, around rect: Rect) -> [Rect] {
        let w = size.width
        let h = size.height
        let inside = rect.width >= w + 2 && rect.height >= h + 2
        var spots: [Rect] = []
        let right = rect.x + rect.width
        if inside {
            spots.append(Rect(x: rect.x + 1, y: rect.y + 1, width: w, height: h))
            spots.append(Rect(x: right - w - 1, y: rect.y + 1, width: w, height: h))
            spots.append(Rect(x: rect.x + 1, y: rect.y + rect.height - h - 1, width: w, height: h))
        }
        spots.append(Rect(x: rect.x, y: rect.y - h, width: w, height: h))
        spots.append(Rect(x: max(right - w, rect.x), y: rect.y - h, width: w, height: h))
        spots.append(Rect(x: rect.x, y: rect.y + rect.height, width: w, height: h))
        spots.append(Rect(x: rect.x + rect.width + 1, y: rect.y, width: w, height: h))
        spots.append(Rect(x: rect.x - w - 1, y: rect.y, width: w, height: h))
        return spots
    }

    /// Whether `box` lies in the bounds and overlaps no label placed so far.
    private func isFree(_ box: Rect) -> Bool {
        guard box.x >= bounds.x, box.y >= bounds.y, box.x + box.width <= bounds.x + bounds.width,
            box.y + box.height <= bounds.y + bounds.height
        else { return false }
        return !taken.contains { Self.overlaps($0, box) }
    }

    /// Whether `inner` lies within `outer`.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
            && inner.y + inner.height <= outer.y + outer.height
    }

    /// Whether two boxes share any area (touching edges do not count).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
