import LayoutCore

/// One root of an IB document as a constraint spec, with what is needed to report its frames
/// the way Interface Builder stores them.
public struct IBImportedRoot: Sendable, Equatable {
    /// The spec: the root view (pinned to the canvas), its subviews, guides as helper views.
    public var spec: ConstraintSpec
    /// The IB id of the root view.
    public var rootID: String
    /// The size the root was stored at (the default solve size).
    public var size: Size
    /// Spec id → IB id, for every view whose frame is reported (helper views excluded).
    public var ibIDs: [(specID: String, ibID: String)]
    /// Frame outsets of controls whose alignment rect differs from their frame, by spec id.
    public var frameOutsets: [String: EdgeInsets]
    /// Notes for the user (unknown classes laid out as plain views, features not modelled).
    public var notes: [String]
    /// The device's points-to-pixels scale: reported frames are rounded to its pixel grid.
    public var scale: Double = 2
    /// The frames the document records for the views Interface Builder checks, in root
    /// coordinates (``IBRootImporter/checkedFrames()``), in document order.
    public var recordedFrames: [(ibID: String, frame: Rect)] = []
    /// IB id → the required constraint its stored frame contradicts (a stale or rounded frame
    /// no layout reproduces; ``IBRootImporter/recordedConflicts()``).
    public var recordedConflicts: [String: String] = [:]
    /// The size classes and idiom the root was imported for: the document's device's in its
    /// orientation, or ``IBImportOptions/traits``.
    public var traits = IBTraits(widthClass: .compact, heightClass: .regular, idiom: "phone")
    /// The root's safe-area insets the import used (the device's insets plus the simulated
    /// bars, as they fall on the root; zero for a cell's content view): the root's `safeArea`
    /// guide is inset by them, and a SwiftUI translation of the root is laid out inside them
    /// (`layoutlab migrate`).
    public var safeAreaInsets = EdgeInsets()
    /// The spec ids of the helper views standing for the root view's safe area: its `safeArea`
    /// guide and its legacy top and bottom layout guides (a translation writes them as SwiftUI's
    /// safe area instead of padding).
    public var safeAreaGuides: Set<String> = []

    /// Equal specs, ids, sizes, outsets, notes, scale, recorded frames and their conflicts.
    public static func == (a: IBImportedRoot, b: IBImportedRoot) -> Bool {
        a.spec == b.spec && a.rootID == b.rootID && a.size == b.size
            && a.ibIDs.elementsEqual(b.ibIDs, by: { $0 == $1 }) && a.frameOutsets == b.frameOutsets
            && a.notes == b.notes && a.scale == b.scale
            && a.recordedFrames.elementsEqual(b.recordedFrames, by: { $0 == $1 })
            && a.recordedConflicts == b.recordedConflicts && a.traits == b.traits
            && a.safeAreaInsets == b.safeAreaInsets && a.safeAreaGuides == b.safeAreaGuides
    }

    /// The spec to solve at the recorded ``size``: with size-class `variations`
    /// (``IBImportOptions/writesVariations``), its size classes fixed to ``traits`` — the
    /// classes Xcode laid the root out under, which a stored size alone (a freeform XIB's, an
    /// iPad split's) does not tell; otherwise ``spec`` as it is. At any other size the spec's
    /// classes follow the solve size (docs/FORMATS.md §5 "`--variations` on solve, check and
    /// migrate").
    public var specAtRecordedSize: ConstraintSpec {
        guard !spec.variations.isEmpty else { return spec }
        var result = spec
        result.horizontalSizeClass = UserInterfaceSizeClass(rawValue: traits.widthClass.rawValue)
        result.verticalSizeClass = UserInterfaceSizeClass(rawValue: traits.heightClass.rawValue)
        return result
    }

    /// The solution keyed by IB ids, in root coordinates, with frames (not alignment rects)
    /// whose edges are rounded to the device's pixel grid as UIKit places views (the nearest
    /// 1/scale point, halves away from zero); helper views (guides, content areas) are left out.
    public func reported(_ solution: LayoutSolution) -> LayoutSolution {
        var result = solution
        let frames = Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        result.frames = ibIDs.compactMap { pair in
            guard let rect = frames[pair.specID] else { return nil }
            let outsets = frameOutsets[pair.specID] ?? EdgeInsets()
            return ViewFrame(
                id: pair.ibID, frame: pixelAligned(IBIntrinsicContent.frame(of: rect, outsets: outsets)))
        }
        let names = Dictionary(ibIDs.map { ($0.specID, $0.ibID) }, uniquingKeysWith: { a, _ in a })
        result.diagnostics = solution.diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.views = diagnostic.views.map { names[$0] ?? $0 }
            return copy
        }
        return result
    }

    /// The per-view labels (`userLabel`, custom class, or element and text) by IB id.
    public var labels: [String: String] {
        var byID: [String: String] = [:]
        let views = Dictionary(spec.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for pair in ibIDs { if let label = views[pair.specID]?.label { byID[pair.ibID] = label } }
        return byID
    }

    /// `rect` with its four edges on the 1/``scale`` grid.
    func pixelAligned(_ rect: Rect) -> Rect {
        func round(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let (x, y) = (round(rect.x), round(rect.y))
        return Rect(x: x, y: y, width: round(rect.maxX) - x, height: round(rect.maxY) - y)
    }
}
