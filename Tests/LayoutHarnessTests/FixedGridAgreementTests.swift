import LayoutCore
import Testing

@testable import LayoutHarness

/// Both engines on seed 004's fixed-column LazyVGrid (the `fixed-grid` corpus entry).
@Suite struct FixedGridAgreementTests {
    /// The device sweep of `layoutlab compare`: heights 300…1400 step 50 × the five device
    /// widths; every size agrees within 0.001 pt, every view identical.
    @Test func enginesAgreeOverTheDeviceSweep() throws {
        let entry = Corpus.fixedGrid
        let comparator = LayoutComparator(
            viewSpec: try entry.decodedViewSpec(), constraintSpec: try entry.decodedConstraintSpec())
        let sizes = try #require(SizeParsing.sweep("height=300...1400:50,width=375,393,430,834,1032"))
        let report = try comparator.run(sizes: sizes)
        #expect(report.sizes.count == 115)
        #expect(report.agreeingCount == 115)
        for size in report.sizes {
            #expect(size.maxDifference <= 0.001, "\(size.size): largest difference \(size.maxDifference)")
        }
    }

    /// At 393×852, by hand: the grid is 3·100 + 2·16 = 332 wide and 3·50 + 2·16 = 182 high,
    /// centred: x = (393 − 332)/2 = 30.5, y = (852 − 182)/2 = 335. item4 is in column 1,
    /// row 1: x = 30.5 + 116 = 146.5, y = 335 + 66 = 401, 100×50.
    @Test func framesAt393x852ByHand() throws {
        let entry = Corpus.fixedGrid
        let comparator = LayoutComparator(
            viewSpec: try entry.decodedViewSpec(), constraintSpec: try entry.decodedConstraintSpec())
        let report = try comparator.run(sizes: [Size(width: 393, height: 852)])
        let size = try #require(report.sizes.first)
        #expect(Set(report.matchedIDs) == Set(["grid"] + (0..<7).map { "item\($0)" }))
        let expected: [String: (x: Double, y: Double, width: Double, height: Double)] = [
            "grid": (30.5, 335, 332, 182),
            "item0": (30.5, 335, 100, 50),
            "item2": (262.5, 335, 100, 50),
            "item4": (146.5, 401, 100, 50),
            "item6": (30.5, 467, 100, 50),
        ]
        for (id, frame) in expected {
            let difference = try #require(size.differences.first { $0.id == id }, "no \(id)")
            for (engine, actual) in [("stack", difference.stack), ("constraints", difference.constraints)] {
                let actual = try #require(actual, "\(engine) has no frame for \(id)")
                #expect(abs(actual.x - frame.x) <= 0.001, "\(engine) \(id).x = \(actual.x)")
                #expect(abs(actual.y - frame.y) <= 0.001, "\(engine) \(id).y = \(actual.y)")
                #expect(abs(actual.width - frame.width) <= 0.001, "\(engine) \(id).width = \(actual.width)")
                #expect(abs(actual.height - frame.height) <= 0.001, "\(engine) \(id).height = \(actual.height)")
            }
        }
        #expect(size.maxDifference <= 0.001)
    }
}
