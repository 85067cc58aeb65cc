import Foundation
import LayoutCore
import LayoutHarness

/// How a layout moved since its snapshot: every view whose frame differs from the recorded one
/// by more than the tolerance, or that appeared or disappeared. Its description is the Δ table
/// (Δ = now − recorded); ``svg`` draws the recorded frames and today's side by side, each
/// moved view with the other side's frame as a dashed ghost (the report's `SVGRenderer`).
public struct SnapshotDifference: Error, Sendable, Equatable, CustomStringConvertible {
    /// The recorded snapshot.
    public var recorded: LayoutSnapshot
    /// Today's layout.
    public var current: LayoutSnapshot
    /// The tolerance, in points.
    public var tolerance: Double
    /// Both pictures' views; the moved ones have the agreement word `divergent`.
    public var picture: FramePicture

    /// The difference between `recorded` and `current`, or nil when every view is within
    /// `tolerance` of its recorded frame and no view appeared or disappeared.
    public static func between(_ recorded: LayoutSnapshot, _ current: LayoutSnapshot, tolerance: Double)
        -> SnapshotDifference?
    {
        let picture = Self.picture(recorded, current, tolerance: tolerance)
        let sizeMoved =
            Tolerance.distance(
                Rect(x: 0, y: 0, width: recorded.size.width, height: recorded.size.height),
                Rect(x: 0, y: 0, width: current.size.width, height: current.size.height)) > tolerance
        guard !picture.differingViews.isEmpty || sizeMoved || recorded.engine != current.engine else { return nil }
        return SnapshotDifference(recorded: recorded, current: current, tolerance: tolerance, picture: picture)
    }

    /// The recorded frames on the left ("stack" side), today's on the right.
    static func picture(_ recorded: LayoutSnapshot, _ current: LayoutSnapshot, tolerance: Double) -> FramePicture {
        let now = Dictionary(current.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let before = Set(recorded.frames.map(\.id))
        var views = recorded.frames.map { frame in
            let moved = now[frame.id].map { Tolerance.distance(frame.frame, $0) > tolerance } ?? true
            return FramePicture.View(
                id: frame.id, stack: frame.frame, constraints: now[frame.id],
                agreement: moved ? Agreement.divergent.rawValue : Agreement.identical.rawValue,
                reason: now[frame.id] == nil ? "gone: the layout no longer has this view" : nil)
        }
        for frame in current.frames where !before.contains(frame.id) {
            views.append(
                FramePicture.View(
                    id: frame.id, stack: nil, constraints: frame.frame, agreement: Agreement.divergent.rawValue,
                    reason: "new: not in the snapshot"))
        }
        return FramePicture(
            canvas: Size(
                width: max(recorded.size.width, current.size.width),
                height: max(recorded.size.height, current.size.height)),
            titles: [.stack: "recorded", .constraints: "now"], views: views)
    }

    /// The moved views as a table: view, recorded frame, today's frame, Δx Δy Δw Δh (now −
    /// recorded, two decimals; "—" for a view only one side has) and why.
    public var table: String {
        var table = TextTable(
            columns: [.init("view"), .init("recorded"), .init("now")]
                + DifferenceTable.deltaHeadings.map { .init($0, alignment: .right) } + [.init("why")])
        let rows = DifferenceTable(picture).rows
        for (view, row) in zip(picture.differingViews, rows) {
            table.append(
                [view.id, Self.frameText(view.stack), Self.frameText(view.constraints)] + row.deltas + [
                    row.reason ?? ""
                ])
        }
        return table.text
    }

    /// What the failure says: which snapshot, what changed, and the Δ table.
    public var description: String {
        var lines = [
            "\(current.spec) on \(current.device): \(picture.differingViews.count) of \(max(recorded.frames.count, current.frames.count)) views moved beyond \(JSONWriter.formatNumber(tolerance)) pt since the snapshot"
        ]
        if recorded.engine != current.engine {
            lines.append("engine: recorded \(recorded.engine.rawValue), now \(current.engine.rawValue)")
        }
        if recorded.size != current.size {
            lines.append("size: recorded \(Self.sizeText(recorded.size)), now \(Self.sizeText(current.size))")
        }
        return lines.joined(separator: "\n") + "\n" + table
    }

    /// Both sides as SVG, with the legend and table of the moved views below. The report's
    /// legend speaks of two engines; here the sides are the snapshot and today's layout, so its
    /// sentences are reworded for them.
    public var svg: String {
        var renderer = SVGRenderer()
        renderer.showsLegend = true
        var text = renderer.render(picture)
        let rewording = [
            (ReportStyle.style(for: Agreement.identical.rawValue).meaning, "the same frame as in the snapshot"),
            (ReportStyle.style(for: Agreement.divergent.rawValue).meaning, "moved since the snapshot"),
            (ReportStyle.ghostMeaning, "dashed outline: the other side's frame of a view that moved"),
            ("Δ = constraint engine − stack engine", "Δ = now − recorded"),
        ]
        for (old, new) in rewording { text = text.replacingOccurrences(of: old, with: new) }
        return text + "\n"
    }

    static func frameText(_ rect: Rect?) -> String {
        guard let rect else { return "—" }
        return "(" + [rect.x, rect.y, rect.width, rect.height].map { TextTable.fixed($0, 2) }.joined(separator: ", ")
            + ")"
    }

    static func sizeText(_ size: Size) -> String {
        JSONWriter.formatNumber(size.width) + "x" + JSONWriter.formatNumber(size.height)
    }
}
