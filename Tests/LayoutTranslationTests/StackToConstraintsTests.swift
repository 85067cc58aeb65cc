import ConstraintLayout
import LayoutCore
import LayoutHarness
import StackLayout
import Testing

@testable import LayoutTranslation

/// Decodes a view spec from JSON text.
func viewSpec(_ json: String) throws -> ViewSpec {
    guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8), file: "test.json") else {
        throw SpecError(.invalidSpec, at: .file, "not a view spec")
    }
    return spec
}

/// The frame of `id` in the translated constraint spec's solution at `size`.
func translatedFrames(_ spec: ViewSpec, _ width: Double, _ height: Double) throws -> [String: Rect] {
    let translation = StackToConstraints.translate(spec)
    let solution = try ConstraintLayoutEngine.solve(translation.spec, in: Size(width: width, height: height))
    var result: [String: Rect] = [:]
    for frame in solution.frames { result[frame.id] = frame.frame }
    return result
}

@Suite("Stacks → constraints")
struct StackToConstraintsTests {
    @Test func adaptiveLayoutOnTheIPhoneSE() throws {
        let spec = try Corpus.entry(named: "adaptive-split")!.decodedViewSpec()
        let frames = try translatedFrames(spec, 375, 667)
        // top = clamp(667 / 2, 200, 400) = 333.5; gaps = (333.5 − 150) / 2 = 91.75
        #expect(Tolerance.equal(frames["top"]!.height, 333.5))
        #expect(Tolerance.equal(frames["t2"]!.y, 50 + 91.75))
        #expect(Tolerance.equal(frames["t3"]!.y, 283.5))
        #expect(Tolerance.equal(frames["bottom"]!.y, 333.5))
        #expect(Tolerance.equal(frames["bottom"]!.height, 333.5))
        #expect(Tolerance.equal(frames["t1"]!.width, 375))
    }

    @Test func adaptiveLayoutClampsOnTallScreens() throws {
        let spec = try Corpus.entry(named: "adaptive-split")!.decodedViewSpec()
        let frames = try translatedFrames(spec, 1032, 1376)
        // top = clamp(688, 200, 400) = 400; bottom = 1376 − 400 = 976; gaps (400 − 150)/2 = 125
        #expect(Tolerance.equal(frames["top"]!.height, 400))
        #expect(Tolerance.equal(frames["bottom"]!.height, 976))
        #expect(Tolerance.equal(frames["t2"]!.y, 175))
    }

    @Test func overflowIsGreedyInFittingOrder() throws {
        // HStack(spacing: 0) { a.frame(minWidth: 150) ; b.frame(maxWidth: 40) } in 200:
        // flexibilities: a ∞ (min 150), b 40 → b first: offered 100, takes 40; a offered 160 → 160.
        // In 100: b offered 50 → 40; a offered 60 → min 150 (overflow: 190 > 100).
        let spec = try viewSpec(
            #"""
            { "format": "layoutlab.view/1", "name": "greedy", "root": { "type": "HStack", "spacing": 0, "children": [
              { "type": "Color", "id": "a", "modifiers": [ { "frame": { "minWidth": 150 } } ] },
              { "type": "Color", "id": "b", "modifiers": [ { "frame": { "maxWidth": 40 } } ] } ] } }
            """#)
        let wide = try translatedFrames(spec, 200, 100)
        #expect(Tolerance.equal(wide["a"]!.width, 160))
        #expect(Tolerance.equal(wide["b"]!.width, 40))
        #expect(Tolerance.equal(wide["b"]!.x, 160))
        let narrow = try translatedFrames(spec, 100, 100)
        // The stack is 190 wide, centred in 100: x = (100 − 190) / 2 = −45.
        #expect(Tolerance.equal(narrow["a"]!.width, 150))
        #expect(Tolerance.equal(narrow["a"]!.x, -45))
        #expect(Tolerance.equal(narrow["b"]!.width, 40))
    }

    @Test func layoutPriorityGroupsReserveTheMinimumOfLowerGroups() throws {
        // HStack { a.layoutPriority(1); Spacer(minLength: 30); b } in 300; gaps are 0 beside
        // the Spacer. Groups: a (1), b (0), Spacer (−∞). The lower groups' mins are reserved
        // (b 0 + Spacer 30): a is offered 300 − 30 = 270 and takes it; b's group gets back its
        // min 0 → offered 0 → 0; the Spacer's group gets back 30 → 30. Sources order: a, s, b.
        let spec = try viewSpec(
            #"""
            { "format": "layoutlab.view/1", "name": "groups", "root": { "type": "HStack", "children": [
              { "type": "Color", "id": "a", "modifiers": [ { "layoutPriority": 1 } ] },
              { "type": "Spacer", "id": "s", "minLength": 30 },
              { "type": "Color", "id": "b" } ] } }
            """#)
        let frames = try translatedFrames(spec, 300, 100)
        #expect(Tolerance.equal(frames["a"]!.width, 270))
        #expect(Tolerance.equal(frames["b"]!.width, 0))
        #expect(Tolerance.equal(frames["s"]!.width, 30))
        #expect(Tolerance.equal(frames["s"]!.x, 270))
        #expect(Tolerance.equal(frames["b"]!.x, 300))
    }

    @Test func paddingZStackAndAlignment() throws {
        // ZStack(alignment: .topLeading) { Color(big) ; Image 20×10 } .padding(10) in 200×100:
        // the padded child is proposed 180×80; the Color takes it, the image sits at (10, 10).
        let spec = try viewSpec(
            #"""
            { "format": "layoutlab.view/1", "name": "z", "root": { "type": "ZStack", "alignment": "topLeading",
              "modifiers": [ { "padding": 10 } ], "children": [
              { "type": "Color", "id": "big" },
              { "type": "Image", "id": "img", "width": 20, "height": 10 } ] } }
            """#)
        let frames = try translatedFrames(spec, 200, 100)
        #expect(Tolerance.equal(frames["big"]!.width, 180))
        #expect(Tolerance.equal(frames["big"]!.height, 80))
        #expect(Tolerance.equal(frames["img"]!.x, 10))
        #expect(Tolerance.equal(frames["img"]!.y, 10))
    }
}
