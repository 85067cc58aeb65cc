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
    /// calling `length` with 0 and 1 along the first of `axes` (horizontal, then vertical),
    /// and the closure is checked at a third length, 2000 (past every device's width and
    /// height, so a cap or a floor that engages on some screen shows): a closure that is not
    /// affine there (`min(length, 400)`, `length * length`) stops the program with a
    /// precondition failure naming the three lengths and values, as an invalid layout
    /// condition literal does (the Swift importer refuses the same closure, exit 65).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double
    ) -> ModifiedView {
        var frame = Self.containerFrame(axes, alignment: alignment)
        let axis: Axis = axes.contains(.horizontal) ? .horizontal : .vertical
        frame.constant = length(0, axis)
        frame.multiplier = length(1, axis) - frame.constant
        let checked = length(affineCheckLength, axis)
        let expected = frame.multiplier * affineCheckLength + frame.constant
        // Within a millionth of a point per point: the rounding of k read as a difference.
        guard abs(checked - expected) <= 1e-6 * max(1, abs(expected)) else {
            preconditionFailure(
                "containerRelativeFrame's length closure is not affine in the container's length: it gives "
                    + "\(frame.constant) at 0 and \(frame.constant + frame.multiplier) at 1, so "
                    + "\(expected) at \(affineCheckLength), but gives \(checked) there; LayoutLab models it as "
                    + "length * k + c")
        }
        return modified(.containerRelativeFrame(frame))
    }

    private static func containerFrame(_ axes: Axis.Set, alignment: Alignment) -> ContainerRelativeFrame {
        ContainerRelativeFrame(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), alignment: alignment)
    }
}

/// The container length at which `containerRelativeFrame(_:alignment:_:)` checks that its
/// closure is affine (after 0 and 1, which give its constant and slope).
private let affineCheckLength = 2000.0
