import ConstraintLayout
import LayoutCore

/// A screen's root (`RootSafeArea`) as the facts read it: its edges stand for SwiftUI's root,
/// which the window places inside the safe area (`moveGuidesInsideSafeArea`), but a length
/// measured against the root view itself (`text.width == view.width`) is the window's, which
/// includes the safe area's insets — the side insets of a landscape phone, the bars of a
/// portrait one. SwiftUI reads that length in a `GeometryReader` at the root: its size is the
/// safe area's and its `safeAreaInsets` the window's insets
/// (`geometry.size.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing`).
struct ScreenRoot {
    /// The screen's root view.
    var root: String
    /// The edges on which each view is pinned to the root's own edges (`RootSafeArea.screenPins`).
    var pins: [String: EdgeSet]
    /// Each view's container.
    var parents: [String: String]

    /// Whether `view` spans the screen along `axis`: pinned to the root's own edges at both
    /// ends (so it ignores the safe area there and is as long as the window).
    func spansScreen(_ view: String, _ axis: Axis) -> Bool {
        let both: EdgeSet = axis == .horizontal ? .horizontal : .vertical
        return pins[view]?.isSuperset(of: both) ?? false
    }

    /// Whether the root's children, a row along `axis`, reach both of the root's own edges
    /// there (the first pinned to its start, another to its end): the row's stack ignores the
    /// safe area at both ends (`liftIgnoringToStacks`), so its shares are the window's.
    func rowSpansScreen(_ axis: Axis) -> Bool {
        let ends: (EdgeSet, EdgeSet) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let children = pins.filter { parents[$0.key] == root }.values
        return children.contains { $0.contains(ends.0) } && children.contains { $0.contains(ends.1) }
    }

    /// Whether `size == m × item.size + c` (required) measures `view` against the screen: the
    /// item is the root view or the window (the canvas), and `view` is not the root itself, nor
    /// a view spanning the screen (whose `.ignoresSafeArea` already makes it the window's
    /// length), nor a child of the root in a row spanning it (``rowSpansScreen(_:)``).
    func measuresScreen(
        _ proportion: (item: String, multiplier: Double, constant: Double, priority: Double)?, of view: String,
        _ axis: Axis
    ) -> Bool {
        guard let p = proportion, p.priority >= 1000, p.multiplier != 0, view != root else { return false }
        guard p.item == root || p.item == ConstraintSpec.rootID, !spansScreen(view, axis) else { return false }
        return !(parents[view] == root && rowSpansScreen(axis))
    }

    /// The window's length along `axis` in a GeometryReader at SwiftUI's root: the reader's
    /// length and the safe-area insets it sees at both ends.
    static func windowLength(_ axis: Axis) -> String {
        axis == .horizontal
            ? "geometry.width + geometry.safeAreaInsets.leading + geometry.safeAreaInsets.trailing"
            : "geometry.height + geometry.safeAreaInsets.top + geometry.safeAreaInsets.bottom"
    }
}

extension StackRecognizer {
    /// Whether `view`'s size along `axis` is measured against the screen (``ScreenRoot``); in
    /// the stack form (no GeometryReader) such a length has no spelling: noted, so the
    /// GeometryReader form is tried.
    mutating func measuresScreen(_ view: String, _ f: AxisFacts, _ axis: Axis) -> Bool {
        guard let screen = facts.screenRoot, !f.isProportionOfSafeArea,
            screen.measuresScreen(f.proportional, of: view, axis)
        else { return false }
        if !usesGeometry {
            let length = axis == .horizontal ? "width" : "height"
            note(
                view,
                "its \(length) is measured against the root view (the window, with the safe area's insets): read in a GeometryReader"
            )
        }
        return true
    }
}
