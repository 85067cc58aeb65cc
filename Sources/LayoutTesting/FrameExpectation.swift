import LayoutCore

/// The frame a test expects for one view id; nil fields are not checked.
///
/// ```swift
/// ExpectedFrame("top", x: 0, y: 0, width: 375, height: 333.5)
/// ExpectedFrame("bottom", height: 333.5)   // only the height is checked
/// ```
public struct ExpectedFrame: Sendable, Equatable {
    /// The view's id in the spec (`.id("…")` in the DSL).
    public var id: String
    /// The expected x of the view's frame in canvas coordinates, or nil to leave it unchecked.
    public var x: Double?
    /// The expected y of the view's frame in canvas coordinates, or nil to leave it unchecked.
    public var y: Double?
    /// The expected width, or nil to leave it unchecked.
    public var width: Double?
    /// The expected height, or nil to leave it unchecked.
    public var height: Double?

    /// The frame expected for view `id`; the fields left nil are not checked.
    public init(_ id: String, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The largest difference between the given fields and `actual`.
    public func difference(from actual: Rect) -> Double {
        let pairs: [(Double?, Double)] = [(x, actual.x), (y, actual.y), (width, actual.width), (height, actual.height)]
        return pairs.reduce(0) { largest, pair in
            guard let expected = pair.0 else { return largest }
            return Swift.max(largest, abs(expected - pair.1))
        }
    }
}

/// The views whose frames differ from what a test expected, as a readable table: the
/// error `LayoutCheck` throws (its `description` is the table).
public struct FrameMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// One differing view: nil `actual` = the layout has no view with that id.
    public struct Row: Sendable, Equatable {
        /// What the test expected.
        public var expected: ExpectedFrame
        /// The frame the engine gave the view, or nil when it has no view with that id.
        public var actual: Rect?
        /// The largest difference over the expected fields, in points (infinity when missing).
        public var difference: Double
    }

    /// What was laid out (spec name, engine, size), for the table's title.
    public var context: String
    /// The tolerance the frames were compared with, in points.
    public var tolerance: Double
    /// The differing views, in the order they were expected.
    public var rows: [Row]

    /// The title line, then one row per differing view: id, expected and actual (x, y, w, h)
    /// (`–` for an unchecked field, `missing` for an absent view) and the largest difference.
    public var description: String {
        var lines = ["\(context): \(rows.count) view(s) differ by more than \(format(tolerance)) pt"]
        lines.append(
            pad("id", 14) + pad("expected (x, y, w, h)", 34) + pad("actual (x, y, w, h)", 34) + "max Δ")
        for row in rows {
            let e = row.expected
            let expected = [e.x, e.y, e.width, e.height].map { $0.map(format) ?? "–" }.joined(separator: ", ")
            let actual = row.actual.map { [$0.x, $0.y, $0.width, $0.height].map(format).joined(separator: ", ") }
            lines.append(
                pad(e.id, 14) + pad(expected, 34) + pad(actual ?? "missing", 34)
                    + (row.actual == nil ? "–" : format(row.difference)))
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double) -> String { JSONWriter.formatNumber(value) }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(1, width - text.count))
    }
}

/// Two engines (or two specs) disagreeing: the views that differ, per size.
public struct EngineDisagreement: Error, Sendable, Equatable, CustomStringConvertible {
    /// The mismatch at each size where the engines differ (the constraint engine's frames
    /// as expected, the stack engine's as actual).
    public var mismatches: [FrameMismatch]
    /// Each size's mismatch table, separated by blank lines.
    public var description: String { mismatches.map(\.description).joined(separator: "\n\n") }
}
