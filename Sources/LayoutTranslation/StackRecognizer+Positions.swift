import LayoutCore

/// A view at a fraction of its container's length (`MultipliedPosition`) as Spacers in
/// proportion (see `StackRecognizer`).
extension StackRecognizer {
    /// `label.centerY == 1/3 × container.bottom + 1` as
    ///
    /// ```swift
    /// VStack(spacing: 0) {
    ///     Spacer(minLength: 0)
    ///     label.frame(height: 0).offset(y: 1)
    ///     Spacer(minLength: 0)
    ///     Spacer(minLength: 0)
    /// }
    /// ```
    ///
    /// The Spacers share the container's length equally (one share above, two below), so the
    /// band of no height between them lies at the fraction; the view hangs on it by its placed
    /// edge (centred on it, below it for its start, above it for its end) and the constant
    /// moves it. Exact at every length. Only for a fraction of at most eight equal shares
    /// within the container (`smallFraction`); nothing is changed otherwise.
    mutating func placeAtFraction(_ position: MultipliedPosition, _ axis: Axis, _ node: inout ViewNode) {
        guard let (shares, total) = Self.smallFraction(position.fraction) else { return }
        let horizontal = axis == .horizontal
        let alignment: Alignment =
            switch position.edge {
            case .start: horizontal ? .leading : .top
            case .center: .center
            case .end: horizontal ? .trailing : .bottom
            }
        append(
            &node,
            .frame(
                horizontal ? FixedFrame(width: 0, alignment: alignment) : FixedFrame(height: 0, alignment: alignment)))
        if position.constant != 0 {
            append(&node, .offset(x: horizontal ? position.constant : 0, y: horizontal ? 0 : position.constant))
        }
        let spacer = ViewNode(.spacer(minLength: 0))
        let children =
            Array(repeating: spacer, count: shares) + [node] + Array(repeating: spacer, count: total - shares)
        node = ViewNode(
            horizontal ? .hStack(alignment: .center, spacing: 0) : .vStack(alignment: .center, spacing: 0),
            children: children)
        measuringScreen(position, axis, &node)  // a screen's root: the window's length
    }

    /// `fraction` as `shares / total` with total ≤ 8 and 0 ≤ shares ≤ total, within 1e-5 (IB
    /// stores a third as 0.333333); nil otherwise.
    static func smallFraction(_ fraction: Double) -> (shares: Int, total: Int)? {
        for total in 1...8 {
            let shares = (fraction * Double(total)).rounded()
            if abs(shares / Double(total) - fraction) <= 1e-5, shares >= 0, shares <= Double(total) {
                return (Int(shares), total)
            }
        }
        return nil
    }
}
