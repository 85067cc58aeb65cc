import LayoutCore
import LayoutHarness
import Testing

/// Seed 000's "Pro" section (the corpus entry `pro-rows`): rows of
/// `HStack(alignment: .firstTextBaseline)` with a text and a symbol image, in both engines,
/// against frames computed by hand from Inter's metrics (2816 units per em, ascender 2728,
/// descender −680, no line gap) and advances from `scripts/font-advances.py`:
/// "Pro Feature 1: Description" 34156 units, "Pro Feature" 15328, "Pro Feature 1:" 18204,
/// "1: Description" 18036, "Description" 15160; the other rows' digits are wider ("2" 1704,
/// "3" 1792 against "1" 1308 units), which changes no line break below.
@Suite struct ProRowsTests {
    func u(_ units: Double, size: Double) -> Double { units * size / 2816 }

    func comparison(at size: Size, dynamicTypeSize: DynamicTypeSize) throws -> SizeComparison {
        let entry = try #require(Corpus.entry(named: "pro-rows"))
        var comparator = LayoutComparator(
            viewSpec: DynamicTypeSweep.setting(dynamicTypeSize, try entry.decodedViewSpec()),
            constraintSpec: DynamicTypeSweep.setting(dynamicTypeSize, try entry.decodedConstraintSpec()))
        comparator.workers = 1
        return try #require(try comparator.run(sizes: [size]).sizes.first)
    }

    /// The frames of the three rows at 375 × 667 for texts of `lines` lines of `font` pt:
    /// columns s = (375 − 32 − 8) / 2 = 167.5, the texts at x = 16 and the symbols' columns at
    /// 16 + 167.5 + 8 = 191.5; the symbol is a 3408-unit square whose baseline (2728 units
    /// from its top) meets the text's first baseline (also 2728 units from its top), so both
    /// tops are the row's top; a row is r = lines × 3408 units high (taller than the symbol),
    /// its background r + 32 high and 375 wide; the VStack is 3 (r + 32) + 2 × 8 high,
    /// centred: top t = (667 − that) / 2, row i's background at t + i (r + 40).
    func expectedFrames(lines: Double, font: Double) -> [String: Rect] {
        let r = lines * u(3408, size: font)
        let side = u(3408, size: font)
        let top = (667 - (3 * (r + 32) + 16)) / 2
        var frames = ["pro": Rect(x: 0, y: top, width: 375, height: 3 * (r + 32) + 16)]
        for i in 0..<3 {
            let y = top + Double(i) * (r + 40)
            frames["bg\(i)"] = Rect(x: 0, y: y, width: 375, height: r + 32)
            frames["row\(i)"] = Rect(x: 16, y: y + 16, width: 343, height: r)
            frames["f\(i)"] = Rect(x: 16, y: y + 16, width: 167.5, height: r)
            frames["c\(i)"] = Rect(x: 191.5, y: y + 16, width: 167.5, height: side)
        }
        return frames
    }

    func expect(_ comparison: SizeComparison, _ expected: [String: Rect]) throws {
        for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let difference = try #require(comparison.differences.first { $0.id == id }, "\(id)")
            for (engine, frame) in [("stack", difference.stack), ("constraints", difference.constraints)] {
                let actual = try #require(frame, "\(id) \(engine)")
                #expect(Tolerance.distance(actual, rect) <= Tolerance.frame, "\(id) \(engine): \(actual) ≠ \(rect)")
            }
        }
    }

    /// Large (body 17 pt): "Pro Feature 1: Description" (34156 u = 206.2 pt; rows 2 and 3
    /// 34552 and 34640 u) does not fit 167.5 pt (27746 u); "Pro Feature 1: " fits (18204 u;
    /// 18600, 18688), "Description" (15160 u) goes on a second line: 2 lines. Symbol
    /// 3408 u = 20.57 pt.
    @Test func defaultSizeFramesInBothEngines() throws {
        try expect(
            try comparison(at: Size(width: 375, height: 667), dynamicTypeSize: .large),
            expectedFrames(lines: 2, font: 17))
    }

    /// accessibility1 (body 28 pt): 167.5 pt is 16845.7 u; "Pro Feature" (15328 u) fits but
    /// not "Pro Feature 1:" (18204 u; no break between "1" and ":"), "1: Description"
    /// (18036 u; rows 2 and 3 18432, 18520) does not fit, "Description" (15160 u) does: 3
    /// lines. Symbol 3408 u = 33.89 pt.
    @Test func accessibilitySizeFramesInBothEngines() throws {
        try expect(
            try comparison(at: Size(width: 375, height: 667), dynamicTypeSize: .accessibility1),
            expectedFrames(lines: 3, font: 28))
    }
}
