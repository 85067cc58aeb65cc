import ConstraintLayout
import LayoutCore
import TestSupport
import Testing

/// Seeded random constraint strings: the parser never traps, and every error's caret points
/// inside the string or just past its end.
@Suite struct ParserRobustnessTests {
    static let tokens = [
        "a", "b", ".", "left", "width", "centerX", "leadingMargin", "firstBaseline", "==", ">=", "<=", "=", "+", "-",
        "*", "/", "@", "#", " ", "2", ".5", "1e3", "e", "gap", "gap-8", "required", "750", "0", "ü", "(", "|", "H:",
        "\t", "_x",
    ]

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomStringsNeverTrap(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let spec = makeSpec(views: plainViews("a", "b"), [], metrics: [Metric(name: "gap", value: 20)])
        var parsed = 0
        for _ in 0..<2000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }.joined()
            do {
                _ = try LayoutConstraint.parse(text, path: "constraints[0]", in: spec)
                parsed += 1
            } catch {
                #expect(error.kind == .invalidSpec, "seed \(seed): \(text)")
                #expect(error.context.count == 2, "seed \(seed): \(text)")
                let caret = error.context.last ?? ""
                #expect(caret.hasSuffix("^") && caret.count <= text.unicodeScalars.count + 1, "seed \(seed): \(text)")
            }
        }
        #expect(parsed < 2000)
    }

    /// Well-formed strings built from the grammar always parse.
    @Test(arguments: [5, 6] as [UInt64])
    func grammaticalStringsParse(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        let spec = makeSpec(views: plainViews("a", "b"), [], metrics: [Metric(name: "gap", value: 20)])
        let anchors = LayoutAttribute.supported.flatMap { ["a.\($0.rawValue)", "b.\($0.rawValue)"] }
        let terms: [(inout SplitMix64) -> String] = [
            { _ in "8" }, { _ in "gap" }, { anchors.randomElement(using: &$0)! },
            { "2.5*" + anchors.randomElement(using: &$0)! }, { anchors.randomElement(using: &$0)! + " * -3" },
            { anchors.randomElement(using: &$0)! + "/4" },
        ]
        func expression(_ g: inout SplitMix64) -> String {
            var text = Bool.random(using: &g) ? "-" : ""
            for index in 0..<Int.random(in: 1...4, using: &g) {
                if index > 0 { text += Bool.random(using: &g) ? " + " : "-" }
                text += terms.randomElement(using: &g)!(&g)
            }
            return text
        }
        for _ in 0..<500 {
            var text =
                expression(&generator) + ["==", " >= ", "<= "].randomElement(using: &generator)!
                + expression(&generator)
            if Bool.random(using: &generator) {
                text += " @" + ["1", "required", "defaultLow", "999.5"].randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { text += "#id_1" }
            #expect(throws: Never.self, "seed \(seed): \(text)") {
                _ = try LayoutConstraint.parse(text, path: "constraints[0]", in: spec)
            }
        }
    }
}
