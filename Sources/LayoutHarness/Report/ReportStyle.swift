/// The colours and line styles of the HTML report and of `layoutlab render`, and the words
/// the legend uses for them. One table, so the pictures, the page's CSS and the legend can
/// never disagree.
///
/// A view's class is its `Agreement` word. The table also holds `approximate` (a view the
/// translator can only approximate), so a class added to `Agreement` with that word is drawn
/// in its own colour without touching the drawing code.
public enum ReportStyle {
    /// How one class of view is drawn.
    public struct ClassStyle: Sendable, Equatable {
        /// The `Agreement` word (`identical`, `ambiguous`, …), or `not compared`.
        public var word: String
        /// Outline (and label) colour.
        public var stroke: String
        /// Fill colour (translucent, so nested views stay visible).
        public var fill: String
        /// What the colour means, for the legend.
        public var meaning: String
    }

    /// Every class in legend order: agreement first, then the kinds of difference.
    public static let classes: [ClassStyle] = [
        ClassStyle(
            word: "identical", stroke: "#4b5563", fill: "rgba(107,114,128,0.10)",
            meaning: "both engines give the same frame"),
        ClassStyle(
            word: "ambiguous", stroke: "#1d4ed8", fill: "rgba(37,99,235,0.14)",
            meaning: "the constraints allow a range of frames and the stack engine's lies in it"),
        ClassStyle(
            word: "approximate", stroke: "#b45309", fill: "rgba(217,119,6,0.18)",
            meaning: "the translation for the other engine is only approximate for this view"),
        ClassStyle(
            word: "divergent", stroke: "#dc2626", fill: "rgba(220,38,38,0.22)",
            meaning: "the engines give different frames"),
        ClassStyle(
            word: "overflow", stroke: "#7c3aed", fill: "rgba(124,58,237,0.18)",
            meaning: "the stack overflows its container here (SwiftUI lets children stick out)"),
        ClassStyle(
            word: "infeasible", stroke: "#111827", fill: "rgba(17,24,39,0.16)",
            meaning: "one engine has no frame (unsatisfiable constraints or a missing view)"),
    ]

    /// A view only one spec has (or a translator's helper): drawn faint, not compared.
    public static let notCompared = ClassStyle(
        word: "not compared", stroke: "#9ca3af", fill: "none", meaning: "in one spec only (not compared)")

    /// The style of a class word; unknown words are drawn as divergent (never as agreement).
    public static func style(for word: String?) -> ClassStyle {
        guard let word else { return notCompared }
        return classes.first { $0.word == word } ?? classes[3]
    }

    /// Class words from the most to the least serious, for a size's verdict colour (an
    /// overflow is a known difference between the frameworks, so less serious than divergent).
    static let severity = ["infeasible", "divergent", "overflow", "approximate", "ambiguous", "identical"]

    /// The most serious of `words` (unknown words count as divergent); nil for none.
    public static func worst(_ words: [String]) -> ClassStyle? {
        let ranked = words.map { word in severity.firstIndex(of: word) ?? severity.firstIndex(of: "divergent")! }
        return ranked.min().map { style(for: severity[$0]) }
    }

    /// The dash pattern of a ghost: the other engine's frame of a differing view.
    public static let ghostDash = "5 3"
    /// What a ghost means, for the legend.
    public static let ghostMeaning = "dashed outline: the other engine's frame of a view that differs"
    /// What a hatched band means, for the legend.
    public static let bandMeaning = "hatched band: the span of frames the constraints allow (min…max)"
    /// The colour of the hatching.
    public static let bandColor = "#1d4ed8"

    /// The label font size in CSS pixels at the rendered scale (the SVG is drawn 1 unit = 1 px).
    public static let labelFontSize = 11.0
    /// The width of a character of a label, estimated as a fraction of the font size (wide
    /// enough for a sans-serif font's lowercase letters and digits).
    public static let characterWidth = 0.62
    /// The height of a label's box (font size plus a little room for descenders).
    public static var labelHeight: Double { labelFontSize + 3 }

    /// The estimated width of `text` as a label.
    public static func labelWidth(_ text: String) -> Double {
        Double(text.count) * labelFontSize * characterWidth
    }
}
