import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Each `CardIdiom` as `IdiomTests` checks an idiom: the translation is the golden file
/// (compiled in this target through the SwiftUI shim); the compiled view, and the golden text
/// read back by SwiftSourceImport, lay out like the constraint spec over `IdiomTests.sweep`;
/// both engines give the frames worked out by hand.
@Suite("Card idioms → SwiftUI")
struct CardIdiomTests {
    /// The compiled golden views.
    static var views: [CardIdiom: any View] {
        [
            .softCard: SoftCard(), .softCardOverflow: SoftCardOverflow(), .compressedRow: CompressedRow(),
            .multipliedPosition: MultipliedPosition(),
        ]
    }

    static func text(_ idiom: CardIdiom) throws -> String {
        let spec = try constraintSpec(idiom.json)
        let stacks = try ConstraintsToStacks.translate(spec).spec
        return GoldenSwiftUITests.header(idiom.rawValue)
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: spec.name)))
    }

    @Test(arguments: CardIdiom.allCases)
    func translationMatchesItsGoldenFile(_ idiom: CardIdiom) throws {
        try GoldenSwiftUITests.expectGolden(
            try Self.text(idiom), typeName: SwiftUISource.typeName(for: idiom.rawValue))
    }

    @Test(arguments: CardIdiom.allCases)
    func compiledGoldenLaysOutLikeTheConstraints(_ idiom: CardIdiom) throws {
        let view = try #require(Self.views[idiom])
        try LayoutCheck.enginesAgree(
            ViewSpec(name: idiom.rawValue, view), try constraintSpec(idiom.json), sizes: IdiomTests.sweep)
    }

    @Test(arguments: CardIdiom.allCases)
    func goldenTextReadBackBySwiftSourceImportLaysOutAlike(_ idiom: CardIdiom) throws {
        let spec = try readBackView(try Self.text(idiom), file: "\(idiom.rawValue).swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(idiom.json), sizes: IdiomTests.sweep)
    }

    @Test(arguments: CardIdiom.allCases)
    func bothEnginesGiveTheHandCalculation(_ idiom: CardIdiom) throws {
        let spec = try constraintSpec(idiom.json)
        let stacks = try ConstraintsToStacks.translate(spec).spec
        let constraints = try ConstraintLayoutEngine(spec)
        for (size, expected) in idiom.expectedFrames {
            var engine = StackLayoutEngine(stacks)
            let stackFrames = engine.solve(in: SolveSize(width: size.width, height: size.height)).frames
            let constraintFrames = try constraints.solve(in: size).frames
            for (id, frame) in expected {
                let stack = try #require(stackFrames.first { $0.id == id }?.frame)
                let constraint = try #require(constraintFrames.first { $0.id == id }?.frame)
                #expect(
                    Tolerance.distance(stack, frame) <= Tolerance.frame, "stacks: \(idiom.rawValue) \(id) at \(size)")
                #expect(
                    Tolerance.distance(constraint, frame) <= Tolerance.frame,
                    "constraints: \(idiom.rawValue) \(id) at \(size)")
            }
        }
    }

    /// `spec` translated (helper views `guides`), laid out by the stack engine at `size`.
    static func stackFrames(_ json: String, guides: Set<String> = [], at size: Size) throws -> [ViewFrame] {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json), helperIDs: guides).spec
        var engine = StackLayoutEngine(stacks)
        return engine.solve(in: SolveSize(width: size.width, height: size.height)).frames
    }

    @Test func aCentreOnAGuideIsItsContainersCentre() throws {
        // The guide spans the screen's width: label.centerX == root.centerX, with its leading
        // 20 in: 375 − 40 = 335 wide from 20; top 20 + 10 = 30.
        let json = #"""
            { "format": "layoutlab.constraints/1", "name": "guide-centre",
              "views": [ { "id": "guide" }, { "id": "label", "intrinsicSize": { "height": 43 } } ],
              "constraints": [ "guide.left == root.left", "guide.right == root.right", "guide.top == root.top + 20",
                "guide.bottom == root.bottom", "guide.centerX == label.centerX", "label.leading == guide.leading + 20",
                "label.top == guide.top + 10" ] }
            """#
        let frames = try Self.stackFrames(json, guides: ["guide"], at: Size(width: 375, height: 667))
        let label = try #require(frames.first { $0.id == "label" }?.frame)
        #expect(Tolerance.distance(label, Rect(x: 20, y: 30, width: 335, height: 43)) <= Tolerance.frame)
    }

    @Test func softEdgePinsWithoutACentreAreTheEdgesWhileTheyHold() throws {
        // Nothing resists them (the content is a plain view): 20 in at both sides, 295 wide.
        let json = #"""
            { "format": "layoutlab.constraints/1", "name": "soft-edges",
              "views": [ { "id": "card" }, { "id": "content", "parent": "card" } ],
              "constraints": [ "H:|[card]|", "V:|-40-[card]-40-|", "content.leading == card.leading + 20 @900",
                "card.trailing == content.trailing + 20 @900", "V:|-10-[content]-10-|" ] }
            """#
        let frames = try Self.stackFrames(json, at: Size(width: 335, height: 300))
        let content = try #require(frames.first { $0.id == "content" }?.frame)
        #expect(Tolerance.distance(content, Rect(x: 20, y: 50, width: 295, height: 200)) <= Tolerance.frame)
    }

    @Test func softEdgePinsAroundAnOffCentrePinAreNotTaken() throws {
        // 20 and 60 in, centred: no width holds all three, and the engine's choice among the
        // widths that break them least is arbitrary: no stack form.
        let json = #"""
            { "format": "layoutlab.constraints/1", "name": "off-centre",
              "views": [ { "id": "card" } ],
              "constraints": [ "card.leading == root.leading + 20 @900", "card.trailing == root.trailing - 60 @900",
                "card.centerX == root.centerX @950", "card.top == root.top", "card.height == 100" ] }
            """#
        #expect(throws: TranslationError.self) { _ = try ConstraintsToStacks.translate(try constraintSpec(json)) }
    }

    @Test func theCardsUseSwiftUIsOwnModifiers() throws {
        // The soft pins are padding around a capped frame, centred as the @950 pin centres.
        #expect(try Self.text(.softCard).contains(".frame(maxWidth: 600)"))
        #expect(
            try Self.text(.softCard).contains(".padding(EdgeInsets(top: 40, leading: 20, bottom: 40, trailing: 20))"))
        // The column that shrinks and stretches has no minimum width.
        #expect(try Self.text(.compressedRow).contains(".frame(maxWidth: .infinity)\n            .id(\"texts\")"))
        // A third: one Spacer above the title's band, two below.
        let third = try Self.text(.multipliedPosition)
        #expect(third.components(separatedBy: "Spacer(minLength: 0)").count - 1 == 3)
        #expect(third.contains(".frame(height: 0)\n                    .offset(y: 1)"))
    }
}
