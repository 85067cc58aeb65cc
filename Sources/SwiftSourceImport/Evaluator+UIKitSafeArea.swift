import LayoutCore
internal import SwiftSyntax

// `safeAreaLayoutGuide` in UIKit code: the root view's guide is the constraint spec's item
// `safeArea` (FORMATS.md §5, "The safe-area guide in constraint specs"); another view's is an
// error at its place.
extension Evaluator {
    /// `safeAreaLayoutGuide` of view `index`. The root's (the controller's `view`, or `self` of
    /// the UIView subclass laid out) is the spec's guide `safeArea`, the root inset by the
    /// spec's `safeAreaInsets`. Another view's safe area is the part of the root's insets its
    /// frame covers (UIKit's per-view `safeAreaInsets`): its top is the larger of the view's
    /// top and the guide's, which depends on where the solved layout puts the view and has no
    /// linear form, so it is an error at `node` rather than the view itself.
    func safeAreaLayoutGuide(of index: Int, at node: some SyntaxProtocol) throws -> Value {
        guard index == 0 else {
            let name = uikit.map { "`\($0.id(index))`" } ?? "a view"
            throw error(
                node,
                .unsupported(
                    "`.safeAreaLayoutGuide` of \(name), a view other than the root (its safe area is the part of "
                        + "the root's insets its frame covers, known only after layout; use view.safeAreaLayoutGuide)"))
        }
        return .layoutGuide(0, "safeArea")
    }

    /// The anchor `name` (constraint attribute `attribute`) of the root's safe-area guide: the
    /// guide item ``UIKitModel/safeAreaGuide``. A `UILayoutGuide` has no baseline anchors.
    func safeAreaAnchor(_ attribute: String, named name: String, at node: some SyntaxProtocol) throws -> Value {
        guard !attribute.hasSuffix("Baseline") else {
            throw error(node, .unsupported("`.\(name)` of a layout guide"))
        }
        return .anchor(UIKitModel.safeAreaGuide, attribute)
    }

    /// The view or guide `value` names as an item of `NSLayoutConstraint(item:…toItem:…)`: a
    /// view's index, ``UIKitModel/safeAreaGuide`` for the root's `safeAreaLayoutGuide`, nil
    /// for another value.
    func constraintItem(_ value: Value) -> Int? {
        switch value {
        case .uiView(let index): return index
        case .layoutGuide(0, "safeArea"): return UIKitModel.safeAreaGuide
        default: return nil
        }
    }
}
