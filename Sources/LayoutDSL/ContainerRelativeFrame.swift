import LayoutCore

extension View {
    /// `.containerRelativeFrame(_:alignment:)`: along `axes`, the view is as long as its
    /// container (the nearest enclosing ScrollView, else the root).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedView {
        modified(.containerRelativeFrame(Self.containerFrame(axes, alignment: alignment)))
    }

    /// `.containerRelativeFrame(_:count:span:spacing:alignment:)`: along `axes`, `span` of
    /// `count` columns of the container's length with `spacing` between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
    ) -> ModifiedView {
        var frame = Self.containerFrame(axes, alignment: alignment)
        frame.count = max(count, 1)
        frame.span = max(span, 1)
        frame.spacing = spacing
        return modified(.containerRelativeFrame(frame))
    }

    /// `.containerRelativeFrame(_:alignment:_:)`: along `axes`, the length `length` gives for
    /// the container's. The engine models it as affine, `length * k + c`: k and c are read by
    /// calling `length` with 0 and 1 along the first of `axes` (horizontal, then vertical).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double
    ) -> ModifiedView {
        var frame = Self.containerFrame(axes, alignment: alignment)
        let axis: Axis = axes.contains(.horizontal) ? .horizontal : .vertical
        frame.constant = length(0, axis)
        frame.multiplier = length(1, axis) - frame.constant
        return modified(.containerRelativeFrame(frame))
    }

    private static func containerFrame(_ axes: Axis.Set, alignment: Alignment) -> ContainerRelativeFrame {
        ContainerRelativeFrame(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), alignment: alignment)
    }
}
