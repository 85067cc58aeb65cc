import LayoutCore

/// A view at a fraction of a screen's root view (`label.centerY == 1/3 × root.bottom + 1` on a
/// launch screen): the fraction is of the root view's own length, the screen's, not of its
/// safe area's. SwiftUI lays the root's content out inside the safe area, so the Spacers that
/// place the view (`placeAtFraction`) share the screen's length only when their stack ignores
/// the safe area along that axis (`.ignoresSafeArea(edges: .vertical)`).
extension StackRecognizer {
    /// `.ignoresSafeArea(edges:)` along `axis` on `stack`, the Spacers placing a view at
    /// `position`, when the fraction is of a screen's root (``ScreenRoot``); else nothing.
    func measuringScreen(_ position: MultipliedPosition, _ axis: Axis, _ stack: inout ViewNode) {
        guard let screen = facts.screenRoot, position.container == screen.root else { return }
        stack.modifiers.append(
            ModifierNode(.ignoresSafeArea(.all, edges: axis == .horizontal ? .horizontal : .vertical)))
    }
}
