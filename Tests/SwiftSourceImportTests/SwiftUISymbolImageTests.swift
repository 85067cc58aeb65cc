import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

/// `Image(systemName:)` read from Swift source as a symbol image (sized by its font, docs/ENGINES.md
/// "Symbol images"); `.font(…)` around it reaches it as it reaches Texts; `%` on whole numbers.
@Suite struct SwiftUISymbolImageTests {
    /// Seed 000's `ProSectionView` as the article writes it (seeds/000_7b14216466707939.txt;
    /// ids added with `.id`, the string interpolation's backslash unescaped).
    static let proSection = #"""
        import SwiftUI
        struct ProSectionView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(0..<3, id: \.self) { index in
                        HStack(alignment: .firstTextBaseline) {
                            Text("Pro Feature \(index + 1): Description")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .id("f\(index)")
                            Image(systemName: index % 2 == 0 ? "checkmark.circle" : "xmark.circle")
                                .frame(maxWidth: .infinity, alignment: .center)
                                .id("c\(index)")
                        }
                        .padding()
                    }
                    .background(Color.gray.opacity(0.1))
                }
            }
        }
        """#

    func u(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }

    /// Inter (2816 units per em, line 3408 units, ascender 2728): at 375 × 667 the columns are
    /// (375 − 32 − 8) / 2 = 167.5 wide; each text wraps to 2 lines ("Pro Feature n: " |
    /// "Description": the whole string is 34156 units or more, wider than 167.5 pt = 27746
    /// units), so a row is 2 × 3408u high and the symbol (3408u square, baseline at 2728u like
    /// the text's first baseline) shares its top; the padded rows (+32) with the VStack's 8
    /// between them are centred: the first text at y = (667 − (3 × (6816u + 32) + 16)) / 2 + 16.
    @Test func seed000sProSectionImportsAndLaysOut() throws {
        let spec = try SwiftSourceSupport.spec(Self.proSection)
        var symbols: [String] = []
        func collect(_ node: ViewNode) {
            if case .symbolImage(let symbol) = node.kind { symbols.append(symbol.systemName) }
            node.children.forEach(collect)
        }
        collect(spec.root)
        #expect(symbols == ["checkmark.circle", "xmark.circle", "checkmark.circle"])
        var engine = StackLayoutEngine(spec)
        let frames = engine.solve(in: SolveSize(width: 375, height: 667)).frameIndex
        let row = 2 * u(3408)
        let top = (667 - (3 * (row + 32) + 16)) / 2 + 16
        for i in 0..<3 {
            let y = top + Double(i) * (row + 40)
            let text = try #require(frames["f\(i)"])
            let symbol = try #require(frames["c\(i)"])
            #expect(Tolerance.distance(text, rect(16, y, 167.5, row)) <= Tolerance.frame, "f\(i): \(text)")
            #expect(Tolerance.distance(symbol, rect(191.5, y, 167.5, u(3408))) <= Tolerance.frame, "c\(i): \(symbol)")
        }
    }

    @Test func fontAroundReachesTheSymbol() throws {
        let spec = try SwiftSourceSupport.spec(
            #"""
            struct A: View {
                var body: some View {
                    HStack { Image(systemName: "star"); Text("a") }.font(.title.bold())
                }
            }
            """#)
        #expect(
            spec.root.children.first?.kind
                == .symbolImage(SymbolImage(systemName: "star", fontStyle: .title, fontWeight: .bold)))
    }

    @Test func remainderTakesWholeNumbers() throws {
        let spec = try SwiftSourceSupport.spec(
            #"""
            struct A: View {
                var body: some View { Color.red.frame(width: 7 % 4, height: 10 % 4) }
            }
            """#)
        // 7 % 4 = 3, 10 % 4 = 2; a zero divisor is an error.
        guard case .frame(let frame) = spec.root.modifiers.first?.modifier else {
            Issue.record("no fixed frame")
            return
        }
        #expect(frame.width == 3 && frame.height == 2)
        #expect(
            SwiftSourceSupport.error(#"struct A: View { var body: some View { Color.red.frame(width: 1 % 0) } }"#)
                != nil)
    }
}
