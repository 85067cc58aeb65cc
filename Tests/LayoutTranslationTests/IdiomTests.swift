import Foundation
import LayoutCore
import LayoutHarness
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Each idiom of `Idiom`: the constraint spec translates; the SwiftUI text is the golden file
/// (compiled in this target through the SwiftUI shim); the compiled view, and the golden text
/// read back by SwiftSourceImport, lay out like the constraint spec over a sweep of sizes;
/// and the frames match the hand calculation.
@Suite("Constraint idioms → SwiftUI")
struct IdiomTests {
    /// The compiled golden views.
    static var views: [Idiom: any View] {
        [
            .equalGaps: EqualGaps(), .readableWidth: ReadableWidth(), .aspectRatio: AspectRatio(),
            .squarePhoto: SquarePhoto(), .photoOverPicker: PhotoOverPicker(),
            .backgroundLayer: BackgroundLayer(), .affineFallback: AffineFallback(),
            .layoutMargins: LayoutMargins(), .equalSpacing: EqualSpacing(),
            .nestedStacks: NestedStacks(),
            .centredMaxWidth: CentredMaxWidth(), .layoutGuides: LayoutGuides(), .huggingStretch: HuggingStretch(),
            .softSize: SoftSize(), .siblingCentre: SiblingCentre(), .fillAlignment: FillAlignment(),
            .proportionalByContent: ProportionalByContent(), .chainBesidePinned: ChainBesidePinned(),
            .bottomAnchored: BottomAnchored(), .piecewiseFallback: PiecewiseFallback(),
            .offscreenFallback: OffscreenFallback(), .baselineRow: BaselineRow(),
            .scrollView: ScrollForm(), .marginCentred: MarginCentred(), .redundantMinimum: RedundantMinimum(),
            .lengthlessFill: LengthlessFill(), .hungChain: HungChain(),
            .squeezedColumns: SqueezedColumns(), .hungText: HungText(),
            .equalShareRows: EqualShareRows(), .settingsPanel: SettingsPanel(), .buttonRow: ButtonRow(),
            .buttonOnStepper: ButtonOnStepper(),
        ]
    }

    /// A sweep wider than the translator's own (odd sizes between its sizes).
    static let sweep: [Size] = [300.0, 360, 414, 600, 768, 1024, 1366].flatMap { w in
        [250.0, 568, 740, 1024, 1400].map { Size(width: w, height: $0) }
    }

    static func text(_ idiom: Idiom) throws -> String {
        let spec = try constraintSpec(idiom.json)
        let stacks = try ConstraintsToStacks.translate(
            spec, allowGeometryReader: idiom.allowsGeometryReader, helperIDs: idiom.guides
        ).spec
        return GoldenSwiftUITests.header(idiom.rawValue)
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: spec.name)))
    }

    @Test(arguments: Idiom.allCases)
    func translationMatchesItsGoldenFile(_ idiom: Idiom) throws {
        try GoldenSwiftUITests.expectGolden(
            try Self.text(idiom), typeName: SwiftUISource.typeName(for: idiom.rawValue))
    }

    @Test(arguments: Idiom.allCases)
    func compiledGoldenLaysOutLikeTheConstraints(_ idiom: Idiom) throws {
        let view = try #require(Self.views[idiom])
        let spec = try constraintSpec(idiom.json)
        // Labels are measured with their fonts on both sides (the translation's environment).
        try LayoutCheck.enginesAgree(
            ViewSpec(name: idiom.rawValue, environment: StackRecognizer.environment(for: spec), view), spec,
            sizes: Self.sweep)
    }

    @Test(arguments: Idiom.allCases)
    func goldenTextReadBackBySwiftSourceImportLaysOutAlike(_ idiom: Idiom) throws {
        let spec = try readBackView(try Self.text(idiom), file: "\(idiom.rawValue).swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(idiom.json), sizes: Self.sweep)
    }

    @Test(arguments: Idiom.allCases)
    func framesMatchTheHandCalculation(_ idiom: Idiom) throws {
        let stacks = try ConstraintsToStacks.translate(
            try constraintSpec(idiom.json), allowGeometryReader: idiom.allowsGeometryReader, helperIDs: idiom.guides
        ).spec
        for (size, expected) in idiom.expectedFrames {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            for (id, frame) in expected {
                let actual = try #require(solution.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(idiom.rawValue) \(id) at \(size)")
            }
        }
    }

    @Test func theThreeIdiomsUseSwiftUIsOwnModifiers() throws {
        #expect(try Self.text(.aspectRatio).contains(".aspectRatio(16 / 9, contentMode: .fit)"))
        #expect(try Self.text(.readableWidth).contains(".padding(.horizontal, 20)"))
        #expect(try Self.text(.readableWidth).contains(".frame(maxWidth: 400)"))
        #expect(try Self.text(.backgroundLayer).contains(".background {"))
        #expect(try Self.text(.equalGaps).contains("Spacer(minLength: 20)"))
    }
}
