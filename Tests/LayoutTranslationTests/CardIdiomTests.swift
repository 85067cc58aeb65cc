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
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/\(SwiftUISource.typeName(for: idiom.rawValue)).swift")
        let text = try Self.text(idiom)
        if ProcessInfo.processInfo.environment["LAYOUTLAB_RECORD"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "re-record with LAYOUTLAB_RECORD=1")
    }

    @Test(arguments: CardIdiom.allCases)
    func compiledGoldenLaysOutLikeTheConstraints(_ idiom: CardIdiom) throws {
        let view = try #require(Self.views[idiom])
        try LayoutCheck.enginesAgree(
            ViewSpec(name: idiom.rawValue, view), try constraintSpec(idiom.json), sizes: IdiomTests.sweep)
    }

    @Test(arguments: CardIdiom.allCases)
    func goldenTextReadBackBySwiftSourceImportLaysOutAlike(_ idiom: CardIdiom) throws {
        let imported = try SwiftSource.read(try Self.text(idiom), file: "\(idiom.rawValue).swift")
        guard case .view(let spec) = imported.document else {
            Issue.record("the SwiftUI source did not read back as a view spec")
            return
        }
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
