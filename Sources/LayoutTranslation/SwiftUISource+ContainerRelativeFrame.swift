import LayoutCore

extension SwiftUISource {
    /// `.containerRelativeFrame(…)` in SwiftUI's spelling: without arguments beyond the axes
    /// (and alignment) the plain form, with only count/span/spacing the counted form, with a
    /// multiplier or constant the closure form (`{ length, _ in length * 1.1 - 20 }`; counted
    /// columns as well are written out inside it).
    static func containerRelativeFrameSource(_ frame: ContainerRelativeFrame) -> String {
        let axes =
            frame.horizontal && frame.vertical
            ? "[.horizontal, .vertical]" : frame.horizontal ? ".horizontal" : ".vertical"
        let alignment = frame.alignment == .center ? "" : ", alignment: ." + (frame.alignment.name ?? "center")
        let counted = frame.count != 1 || frame.span != 1 || frame.spacing != 0
        let affine = frame.multiplier != 1 || frame.constant != 0
        if !affine {
            guard counted else { return ".containerRelativeFrame(\(axes)\(alignment))" }
            let span = frame.span == 1 ? "" : ", span: \(frame.span)"
            return ".containerRelativeFrame(\(axes), count: \(frame.count)\(span), spacing: \(number(frame.spacing))"
                + alignment + ")"
        }
        var length = "length"
        if counted {
            let count = Double(frame.count)
            let span = Double(frame.span)
            length = "(length - \(number(frame.spacing * (count - 1)))) / \(frame.count)"
            if frame.span != 1 { length += " * \(frame.span)" }
            if frame.spacing * (span - 1) != 0 { length += " + \(number(frame.spacing * (span - 1)))" }
            if frame.multiplier != 1 { length = "(\(length))" }
        }
        var body = frame.multiplier == 1 ? length : "\(length) * \(number(frame.multiplier))"
        if frame.constant != 0 { body += (frame.constant < 0 ? " - " : " + ") + number(abs(frame.constant)) }
        return ".containerRelativeFrame(\(axes)\(alignment)) { length, _ in \(body) }"
    }
}
