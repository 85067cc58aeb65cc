import LayoutCore
import LayoutHarness
import StackLayout
import Testing

@testable import LayoutTranslation

/// Seed 001 (`conditional-layout`) translated from its constraints: the toggle's title and
/// switch, centred on each other with the taller at the top, are one `HStack` row (the
/// recogniser's centred rows); the content padded by 16 keeps its minimum height, centred,
/// when it overflows; the squares' container is an `AnyLayout` on `verticalSizeClass`, centred
/// with `.frame(minWidth: 0, maxWidth: .infinity)` so that six squares side by side (340 pt)
/// overflow a 288-pt content as Auto Layout centres them. The golden
/// (`Golden/ConditionalLayout.swift`) is compiled and swept in `GoldenSwiftUITests`.
@Suite struct ConditionalLayoutTranslationTests {
    static func frames(at size: Size) throws -> [String: Rect] {
        let entry = try #require(Corpus.entry(named: "conditional-layout"))
        let spec = try ConstraintsToStacks.translate(try entry.decodedConstraintSpec()).spec
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
        return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theToggleRowAndTheSquaresAreWhereTheSeedPutsThem() throws {
        // Portrait 375 × 667 (regular height): the switch at (375 − 16 − 51, 16) = (308, 16);
        // the squares stacked 340 high at the bottom, H − 16 − 340 = 311: square i at
        // (375 / 2 − 25, 311 + 58 i).
        let portrait = try Self.frames(at: Size(width: 375, height: 667))
        #expect(portrait["toggle"] == Rect(x: 308, y: 16, width: 51, height: 31))
        #expect(portrait["s0"] == Rect(x: 162.5, y: 311, width: 50, height: 50))
        #expect(portrait["s5"] == Rect(x: 162.5, y: 601, width: 50, height: 50))
        // Landscape 667 × 375 (compact height): side by side, 340 wide, centred: square i at
        // (667 / 2 − 170 + 58 i, 375 − 16 − 50) = (163.5 + 58 i, 309).
        let landscape = try Self.frames(at: Size(width: 667, height: 375))
        #expect(landscape["s0"] == Rect(x: 163.5, y: 309, width: 50, height: 50))
        #expect(landscape["s5"] == Rect(x: 453.5, y: 309, width: 50, height: 50))
        // 320 × 300 (compact): the content is 320 − 32 = 288 wide; the 340-pt row of squares
        // overflows it by 26 at each side: s0 at 160 − 170 = −10, the content unmoved.
        let narrow = try Self.frames(at: Size(width: 320, height: 300))
        #expect(narrow["content"]?.x == 16)
        #expect(narrow["content"]?.width == 288)
        #expect(narrow["s0"]?.x == -10)
    }
}
