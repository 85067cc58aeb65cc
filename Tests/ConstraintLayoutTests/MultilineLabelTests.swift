import ConstraintLayout
import LayoutCore
import Testing

/// UIKit's two-pass rule for multi-line labels: measured unwrapped, solved, re-measured
/// wrapped at the solved width (`preferredMaxLayoutWidth`), re-solved until stable. Inter
/// (fonts-inter) at 17 pt: u = 17 / 2816 points per unit, line height 3408 units; advances
/// from `scripts/font-advances.py`: "The quick brown" = The 5112 + space 792 + quick 7124 +
/// space 792 + brown 8312 = 22132 units (133.6 pt); with " fox" (792 + 4088) 27012 units
/// (163.07 pt); the whole "The quick brown fox jumps" 35744 units (215.8 pt).
@Suite struct MultilineLabelTests {
    func u(_ units: Double) -> Double { units * 17 / 2816 }

    func spec(_ views: String, _ constraints: String) throws -> ConstraintSpec {
        let text = """
            { "format": "layoutlab.constraints/1", "name": "labels", "views": [\(views)], "constraints": [\(constraints)] }
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(text.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    static let pinned =
        #""label.leading == root.leading + 20", "label.trailing == root.trailing - 20", "label.top == root.top + 20""#

    /// Pinned to 20 pt margins in a 200-pt root, the label is 160 pt wide = 26503 units:
    /// "The quick brown" (22132) fits, " fox" would make 27012, so two lines ("The quick
    /// brown" / "fox jumps"): height 2 × 3408 units = 41.148 pt, where the unwrapped
    /// measurement alone gives one line (20.574 pt).
    @Test func twoLineLabelGetsTwoLineHeights() throws {
        let labels = try spec(
            #"{"id": "label", "text": {"string": "The quick brown fox jumps", "numberOfLines": 0}}"#, Self.pinned)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 200, height: 400))
        let label = try #require(solution.frames.first { $0.id == "label" }?.frame)
        #expect(abs(label.width - 160) < 1e-6)
        #expect(abs(label.height - 2 * u(3408)) < 1e-6)
        #expect(solution.diagnostics.isEmpty)
    }

    /// numberOfLines 1 keeps the single-line rule: the same label stays one line high.
    @Test func singleLineLabelIsMeasuredOnce() throws {
        let labels = try spec(#"{"id": "label", "text": {"string": "The quick brown fox jumps"}}"#, Self.pinned)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 200, height: 400))
        let label = try #require(solution.frames.first { $0.id == "label" }?.frame)
        #expect(abs(label.height - u(3408)) < 1e-6)
    }

    /// At a root wide enough (300 pt → 260 pt label) the text is one line: the warm engine
    /// gives each width its own wrap, and back at 200 pt two lines again.
    @Test func rewrapsAtEachWidth() throws {
        let labels = try spec(
            #"{"id": "label", "text": {"string": "The quick brown fox jumps", "numberOfLines": 0}}"#, Self.pinned)
        let engine = try ConstraintLayoutEngine(labels)
        for (width, lines) in [(300.0, 1.0), (200, 2), (300, 1)] {
            let solution = try engine.solve(in: Size(width: width, height: 400))
            let label = try #require(solution.frames.first { $0.id == "label" }?.frame)
            #expect(abs(label.height - lines * u(3408)) < 1e-6, "root width \(width)")
        }
    }

    /// A label whose width grows with its height (width == 55 + 5 × height, its own width
    /// priorities 1) never settles: one line (20.574 pt) gives width 157.87 pt, which wraps
    /// before "fox" (163.07 > 157.87) to two lines (41.148 pt), which give width 260.74 pt,
    /// one line again (215.8 < 260.74), and so on: a labelDidNotSettle diagnostic.
    @Test func oscillatingLabelIsReported() throws {
        let labels = try spec(
            #"{"id": "label", "text": {"string": "The quick brown fox jumps", "numberOfLines": 0},"#
                + #" "hugging": {"horizontal": 1}, "compressionResistance": {"horizontal": 1}}"#,
            #""label.leading == root.leading", "label.top == root.top", "label.width == label.height * 5 + 55""#)
        let solution = try ConstraintLayoutEngine(labels).solve(in: Size(width: 400, height: 400))
        #expect(solution.diagnostics.map(\.kind) == [.labelDidNotSettle])
        #expect(solution.diagnostics.first?.views == ["label"])
    }

    /// An edited constant reaches the later passes: the leading margin set to 60 leaves
    /// 200 − 60 − 20 = 120 pt = 19877 units, where "The quick" (5112 + 792 + 7124 = 13028)
    /// fits, "brown fox" (8312 + 792 + 4088 = 13192) fits but not "brown fox jumps" (+ 792 +
    /// 7940 = 21924), so three lines: 3 × 3408 units.
    @Test func editedConstantsReachLaterPasses() throws {
        let labels = try spec(
            #"{"id": "label", "text": {"string": "The quick brown fox jumps", "numberOfLines": 0}}"#,
            #""label.leading == root.leading + 20 # lead", "label.trailing == root.trailing - 20", "label.top == root.top""#
        )
        let engine = try ConstraintLayoutEngine(labels)
        let before = try #require(engine.solve(in: Size(width: 200, height: 400)).frames.first?.frame)
        #expect(abs(before.height - 2 * u(3408)) < 1e-6)
        try engine.setConstant(60, ofConstraint: "lead")
        let after = try #require(engine.solve(in: Size(width: 200, height: 400)).frames.first?.frame)
        #expect(abs(after.width - 120) < 1e-6)
        #expect(abs(after.height - 3 * u(3408)) < 1e-6)
    }
}
