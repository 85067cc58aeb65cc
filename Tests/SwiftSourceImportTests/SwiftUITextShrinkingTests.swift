import LayoutCore
import StackLayout
import Testing

/// SwiftUI source's `.minimumScaleFactor(_:)` reaches the Text, measured with the default
/// font model (docs/ENGINES.md "Shrinking text"). "Hello" in Inter 17 pt is H 2084 + e 1640 +
/// l 668 + l 668 + o 1680 = 6740 units = 40.69 pt (`scripts/font-advances.py`).
@Suite struct SwiftUITextShrinkingTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("Hello").lineLimit(1).minimumScaleFactor(0.5).id("t").frame(width: 30)
            }
        }
        """

    @Test func aTextShrinksToItsFramesWidth() throws {
        let spec = try SwiftSourceSupport.spec(Self.source)
        #expect(spec.environment.textModel == .font)
        var engine = StackLayoutEngine(spec)
        let text = try #require(engine.solve(in: SolveSize(width: 100, height: 100)).frame(of: "t"))
        // Scale 30 / 40.69 ≥ 0.5: 30 wide, one line of 3408 units at 17 × scale pt =
        // 3408 × 30 / 6740 = 15.169 pt.
        #expect(abs(text.width - 30) < 1e-6)
        #expect(abs(text.height - 3408 * 30 / 6740.0) < 1e-6)
    }

    @Test func aFactorOutsideZeroToOneIsAnError() {
        let error = SwiftSourceSupport.error(Self.source.replacingOccurrences(of: "0.5", with: "1.5"))
        #expect(error?.problem == .swiftSource(.unexpected(expected: "a scale factor > 0 and ≤ 1", found: "a number")))
    }
}
