import LayoutCore
import LayoutDSL
import Testing

/// `.containerRelativeFrame` in LayoutDSL's three SwiftUI overloads: each builds the spec its
/// JSON form (FORMATS.md §1) decodes to.
@Suite("Swift DSL: containerRelativeFrame")
struct DSLContainerRelativeFrameTests {
    @Test func theThreeFormsBuildTheirJSONSpecs() throws {
        let view = ScrollView {
            Color.red.containerRelativeFrame(.vertical)
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .top)
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length * 1.1 - 20 }
            Color.red.containerRelativeFrame(.vertical) { length, _ in length / 4 }
        }
        // The closure read at lengths 0 and 1: 1.1 × L − 20 → multiplier 1.1, constant −20
        // (1.1 − 20 − (−20) = 1.1000000000000014 in binary: compared within 1e-12 below);
        // L / 4 → 0.25.
        let json = #"""
            { "type": "ScrollView", "children": [
              { "type": "Color", "modifiers": [ { "containerRelativeFrame": { "axes": ["vertical"] } } ] },
              { "type": "Color", "modifiers": [ { "containerRelativeFrame": { "axes": ["horizontal"], "count": 3,
                "span": 2, "spacing": 10, "alignment": "top" } } ] },
              { "type": "Color", "modifiers": [ { "containerRelativeFrame": { "axes": ["horizontal", "vertical"],
                "multiplier": 1.1, "constant": -20 } } ] },
              { "type": "Color", "modifiers": [ { "containerRelativeFrame": { "axes": ["vertical"],
                "multiplier": 0.25 } } ] } ] }
            """#
        let built = ViewSpec(name: "t", view).root.children.map { $0.modifiers.map(\.modifier) }
        let decoded = try #require(try decodedSpec(json)).root.children.map { $0.modifiers.map(\.modifier) }
        #expect(built[0] == decoded[0])
        #expect(built[1] == decoded[1])
        #expect(built[3] == decoded[3])
        guard case .containerRelativeFrame(var affine)? = built[2].first,
            case .containerRelativeFrame(let expected)? = decoded[2].first
        else {
            Issue.record("not container-relative frames")
            return
        }
        #expect(abs(affine.multiplier - expected.multiplier) < 1e-12)
        affine.multiplier = expected.multiplier
        #expect(affine == expected)
    }
}

/// The closure form is affine or refused: read at 0 and 1, it is checked at a third length
/// (2000), and a closure whose value there is not the line through the first two stops the
/// program (a precondition failure, as an invalid layout condition literal does), where it
/// used to pass as that line.
@Suite("Swift DSL: containerRelativeFrame's closure is checked")
struct DSLContainerRelativeFrameCheckTests {
    /// A cap at 400: 0 at 0 and 1 at 1 (the line `length`), but 400, not 2000, at 2000.
    @Test func aCappedLengthStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Color.red.containerRelativeFrame(.horizontal) { length, _ in min(length, 400) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("not affine in the container's length"), "\(message)")
        #expect(message.contains("but gives 400.0 there"), "\(message)")
    }

    /// `length * length`: 0 at 0, 1 at 1, 4000000 at 2000.
    @Test func aSquareStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = Color.red.containerRelativeFrame(.vertical) { length, _ in length * length }
        }
    }

    /// Affine closures pass, binary rounding included: 1.1 × L − 20 reads k as
    /// 1.1000000000000014, which puts 2000 within 3e-12 of 2180.
    @Test func affineClosuresPass() async {
        await #expect(processExitsWith: .success) {
            _ = Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 1.1 - 20 }
            _ = Color.red.containerRelativeFrame(.vertical) { length, _ in length / 3 + 0.1 }
            _ = Color.red.containerRelativeFrame([.horizontal, .vertical]) { _, _ in 44 }
        }
    }
}
