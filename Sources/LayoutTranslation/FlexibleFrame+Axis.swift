import LayoutCore

extension FlexibleFrame {
    /// A flexible frame with `limits` along `axis` and none across
    /// (`.frame(minWidth:maxWidth:alignment:)` or its height form).
    init(along axis: Axis, _ limits: FrameLimits, alignment: Alignment = .center) {
        self =
            axis == .horizontal
            ? FlexibleFrame(horizontal: limits, alignment: alignment)
            : FlexibleFrame(vertical: limits, alignment: alignment)
    }
}
