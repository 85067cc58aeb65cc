import LayoutCore

/// One view whose solved frame is more than the tolerance away from the recorded one.
public struct OffView: Sendable, Equatable {
    /// The IB object id.
    public var id: String
    /// The view's label as the importer keeps it (`userLabel`, custom class, or element and
    /// text, e.g. `label "TITLE"`), or nil.
    public var label: String?
    /// The required constraint the recorded frame itself contradicts (`IBImportedRoot`'s
    /// `recordedConflicts`), or nil.
    public var conflict: String?
    /// The frame the document records, in root coordinates.
    public var recorded: Rect
    /// The solved frame in root coordinates (nil: the solution has no frame for the view).
    public var solved: Rect?

    public init(id: String, label: String? = nil, conflict: String? = nil, recorded: Rect, solved: Rect?) {
        self.id = id
        self.label = label
        self.conflict = conflict
        self.recorded = recorded
        self.solved = solved
    }

    /// Solved minus recorded for x, y, width and height (nil when the view was not solved).
    public var delta: (x: Double, y: Double, width: Double, height: Double)? {
        guard let solved else { return nil }
        return (
            solved.x - recorded.x, solved.y - recorded.y, solved.width - recorded.width, solved.height - recorded.height
        )
    }

    /// The largest field difference (infinity when the view was not solved).
    public var maxDelta: Double {
        guard let d = delta else { return .infinity }
        return max(abs(d.x), abs(d.y), abs(d.width), abs(d.height))
    }
}

/// The result of checking one root: how many views were compared and which were off, or why
/// the root could not be checked.
public struct RootCheck: Sendable, Equatable {
    /// The root's verdict.
    public enum Verdict: String, Sendable, Equatable, CaseIterable {
        /// Every checked view within the tolerance.
        case passed
        /// At least one view off.
        case failed
        /// The document or the root could not be read or solved.
        case error
    }

    /// The document's path as given (folder walks: the folder joined with the relative path).
    public var document: String
    /// The root view's IB id (empty for a document that could not be read).
    public var root: String
    /// The number of views compared.
    public var views: Int
    /// The views off, in document order.
    public var off: [OffView]
    /// Why the root could not be checked (verdict ``Verdict/error``).
    public var error: String?
    /// With `--measure-text`: how many checked views measuring labels' and buttons' text moves
    /// by more than the tolerance from the frames solved with the stored intrinsic sizes.
    public var movedByMeasuredText: Int?

    public init(document: String, root: String, views: Int, off: [OffView], error: String? = nil) {
        self.document = document
        self.root = root
        self.views = views
        self.off = off
        self.error = error
    }

    /// Error when ``error`` is set, failed when a view is off, else passed.
    public var verdict: Verdict { error != nil ? .error : (off.isEmpty ? .passed : .failed) }
    /// The views within the tolerance.
    public var within: Int { views - off.count }
}

/// The views off between recorded and solved frames.
public enum FrameCheck {
    /// The tolerance per field, in points: the shared IB conformance runner's.
    public static let tolerance = 0.5

    /// Whether each of the four fields of `solved` is within ``tolerance`` of `recorded`.
    public static func isWithinTolerance(_ solved: Rect, of recorded: Rect) -> Bool {
        OffView(id: "", recorded: recorded, solved: solved).maxDelta <= tolerance
    }

    /// The views of `recorded` (IB id, frame) whose frame in `solved` (by IB id) is missing or
    /// off by more than ``tolerance`` on any field, in `recorded` order, with their `labels` and
    /// the constraints their recorded frames contradict (`conflicts`).
    public static func offViews(
        recorded: [(ibID: String, frame: Rect)], solved: [String: Rect], labels: [String: String] = [:],
        conflicts: [String: String] = [:]
    ) -> [OffView] {
        recorded.compactMap { view in
            let frame = solved[view.ibID]
            if let frame, isWithinTolerance(frame, of: view.frame) { return nil }
            return OffView(
                id: view.ibID, label: labels[view.ibID], conflict: conflicts[view.ibID], recorded: view.frame,
                solved: frame)
        }
    }
}
