import LayoutCore
import TextMeasurement

/// Labels' text as UIKit draws it in their solved frames (`adjustsFontSizeToFitWidth`).
extension ConstraintLayoutEngine {
    /// The text of label `id` as UILabel draws it in its frame in `solution`: its lines at
    /// the frame's width and, with `adjustsFontSizeToFitWidth` and a `minimumScaleFactor` > 0,
    /// the font scale it shrinks to so that it fits the frame (1 when it fits as it is). The
    /// frames are not changed by shrinking: UIKit measures a label's intrinsic content size
    /// with its unshrunk font (docs/ENGINES.md "Shrinking text").
    ///
    /// - Returns: nil when `id` is not a label (a view with `"text"`) or has no frame in
    ///   `solution` (for example an unsatisfiable one).
    /// - Throws: a `SpecError` at the view's `text.font` when its font cannot be read.
    public func drawnText(of id: String, in solution: LayoutSolution) throws(SpecError) -> ShrunkTextLayout? {
        guard let label = labels.texts[id], let frame = solution.frame(of: id) else { return nil }
        return try LabelMeasurement.drawnText(
            label.text, in: Size(width: frame.width, height: frame.height), path: label.path, fonts: options.fonts,
            dynamicTypeSize: labels.dynamicTypeSize)
    }
}

/// The labels of a spec by view id, kept to lay their text out in solved frames.
struct LabelTexts {
    var texts: [String: (text: LabelText, path: String)] = [:]
    var dynamicTypeSize: DynamicTypeSize?

    init(_ spec: ConstraintSpec) {
        dynamicTypeSize = spec.dynamicTypeSize
        for view in spec.views {
            if let text = view.text { texts[view.id] = (text, view.path) }
        }
    }
}
