import LayoutCore
import Testing

/// UIKit's minimum root margins (``SystemMinimumLayoutMargins``), the one place the importer
/// and the translator read them from. Expected values: Apple's rule, 16 pt on a root narrower
/// than 400 pt and 20 pt from 400 pt.
@Suite struct SystemMinimumLayoutMarginsTests {
    @Test(arguments: [
        (320.0, 16.0),  // iPhone SE (1st generation)
        (393, 16),  // iPhone 15
        (399.5, 16),
        (400, 20),
        (430, 20),  // iPhone 15 Pro Max
        (852, 20),  // iPhone 15 in landscape
    ])
    func sideMarginStepsAtFourHundredPoints(width: Double, expected: Double) {
        #expect(SystemMinimumLayoutMargins.side(rootWidth: width) == expected)
    }

    /// The ramp 4·w − 1580 clamped to 16…20: 4 · 399 − 1580 = 16 and 4 · 400 − 1580 = 20, so
    /// the expression agrees with the rule at every whole-point width.
    @Test func expressionIsTheRuleAsARampEndingAtFourHundred() throws {
        let text = SystemMinimumLayoutMargins.sideExpression(of: "geometry.width")
        #expect(text == "clamp(4 * geometry.width - 1580, 16, 20)")
        for width in stride(from: 300.0, through: 500, by: 1) {
            let value = min(max(4 * width - 1580, 16), 20)
            #expect(value == SystemMinimumLayoutMargins.side(rootWidth: width), "\(width)")
        }
    }
}
