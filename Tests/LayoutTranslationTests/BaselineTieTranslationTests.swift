import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Issue 17, PhoneNumberKit CustomCell.xib's rows (root BVp-oo-nU0) as hand-written idioms:
/// a horizontal stack view of labels tied by Interface Builder's "Baseline" attribute
/// (`caption.lastBaseline == value.firstBaseline`: one line, so its first baseline) becomes
/// `HStack(alignment: .firstTextBaseline)`; a `fill` stack view whose stretched view (lowest
/// hugging) is not the one compressed first (lowest compression resistance) gives that one
/// `.frame(minWidth: 0, maxWidth: intrinsic).layoutPriority(1)`. Each translation is its
/// golden file (`Golden/BaselineTieRow.swift`, `Golden/CompressedArranged.swift`, compiled
/// in this target through the SwiftUI shim); the compiled view and the golden text read back
/// lay out like the constraints over the idiom sweep; the frames match the hand calculation.
@Suite("Constraints → stacks: baseline ties and compression in stack views")
struct BaselineTieTranslationTests {
    /// Two one-line labels of 17 pt, 60 and 120 wide, 8 apart in a stack view pinned at its
    /// leading edge (16) and top (11), the caption's last baseline tied to the value's first.
    static let tie = #"""
        { "format": "layoutlab.constraints/1", "name": "baseline-tie-row",
          "views": [ { "id": "caption", "text": { "string": "Prefix:", "font": { "size": 17 } } },
                     { "id": "value", "text": { "string": "+44", "font": { "size": 17 } } } ],
          "stackViews": [
            { "id": "row", "axis": "horizontal", "spacing": 8, "arrangedSubviews": [ "caption", "value" ] } ],
          "constraints": [ "row.leading == root.leading + 16", "row.top == root.top + 11",
            "caption.width == 60", "value.width == 120", "caption.lastBaseline == value.firstBaseline" ] }
        """#

    /// A `fill` stack view pinned 16 from both sides, 20 from the top, of a caption (100 × 20,
    /// hugging 251, compression resistance 750) and a value (200 × 20, hugging 250,
    /// resistance 752), 8 apart: the value stretches, the caption gives way first.
    static let compression = #"""
        { "format": "layoutlab.constraints/1", "name": "compressed-arranged",
          "views": [ { "id": "caption", "intrinsicSize": { "width": 100, "height": 20 },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "value", "intrinsicSize": { "width": 200, "height": 20 },
                       "compressionResistance": { "horizontal": 752 } } ],
          "stackViews": [
            { "id": "row", "axis": "horizontal", "spacing": 8, "arrangedSubviews": [ "caption", "value" ] } ],
          "constraints": [ "row.leading == root.leading + 16", "row.trailing == root.trailing - 16",
            "row.top == root.top + 20" ] }
        """#

    static let cases: [(json: String, name: String)] = [
        (tie, "baseline-tie-row"), (compression, "compressed-arranged"),
    ]

    static func view(_ name: String) -> any View {
        switch name {
        case "baseline-tie-row": BaselineTieRow()
        default: CompressedArranged()
        }
    }

    static func text(_ json: String, _ name: String) throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json)).spec
        return GoldenSwiftUITests.header(name)
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: name)))
    }

    @Test(arguments: [0, 1])
    func translationMatchesItsGoldenFile(_ index: Int) throws {
        let (json, name) = Self.cases[index]
        try GoldenSwiftUITests.expectGolden(try Self.text(json, name), typeName: SwiftUISource.typeName(for: name))
    }

    @Test(arguments: [0, 1])
    func compiledGoldenLaysOutLikeTheConstraints(_ index: Int) throws {
        let (json, name) = Self.cases[index]
        let spec = try constraintSpec(json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: name, environment: StackRecognizer.environment(for: spec), Self.view(name)), spec,
            sizes: IdiomTests.sweep)
    }

    @Test(arguments: [0, 1])
    func goldenTextReadBackLaysOutAlike(_ index: Int) throws {
        let (json, name) = Self.cases[index]
        let spec = try readBackView(try Self.text(json, name), file: "\(name).swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(json), sizes: IdiomTests.sweep)
    }

    /// Both translate to stacks with no note.
    @Test(arguments: [0, 1])
    func translationIsExact(_ index: Int) throws {
        let translation = try ConstraintsToStacks.translate(try constraintSpec(Self.cases[index].json))
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        #expect(translation.approximatedViews.isEmpty)
    }

    /// The tie: Inter (ascender 2728, descender −680, 2816 units per em) makes a one-line
    /// label of 17 pt 3408 × 17 / 2816 = 20.5739 high, both labels alike, so their baselines
    /// meet with their tops at the row's top, 11: caption x 16, value x 16 + 60 + 8 = 84, the
    /// row 60 + 8 + 120 = 188 wide. At every width and height.
    static let tieFrames: [(Size, [(String, Rect)])] = [375.0, 1024].map { width in
        let height = 3408.0 * 17 / 2816
        return (
            Size(width: width, height: 667),
            [
                ("row", Rect(x: 16, y: 11, width: 188, height: height)),
                ("caption", Rect(x: 16, y: 11, width: 60, height: height)),
                ("value", Rect(x: 84, y: 11, width: 120, height: height)),
            ]
        )
    }

    /// The row is W − 32 wide from x 16, its views W − 40 together. The value (resistance
    /// 752) keeps at least its 200; the caption (750) has min(100, W − 240), the value the rest.
    /// 300: 260 → caption 60, value 200 at x 84. 375: 335 → 95, value 200 at x 119.
    /// 1024: 984 → 100, value 884 at x 124. Across: 20 high at y 20 (`fill`).
    static let compressionFrames: [(Size, [(String, Rect)])] = [300.0, 375, 1024].map { width in
        let caption = min(100, width - 240)
        return (
            Size(width: width, height: 667),
            [
                ("row", Rect(x: 16, y: 20, width: width - 32, height: 20)),
                ("caption", Rect(x: 16, y: 20, width: caption, height: 20)),
                ("value", Rect(x: 24 + caption, y: 20, width: width - 40 - caption, height: 20)),
            ]
        )
    }

    @Test(arguments: [0, 1])
    func framesMatchTheHandCalculation(_ index: Int) throws {
        let json = Self.cases[index].json
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json)).spec
        let constraints = try ConstraintLayoutEngine(try constraintSpec(json))
        for (size, expected) in [Self.tieFrames, Self.compressionFrames][index] {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            let solved = try constraints.solve(in: size)
            for (id, frame) in expected {
                let actual = try #require(solution.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
                let constrained = try #require(solved.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(constrained, frame) <= Tolerance.frame, "\(id) at \(size): \(constrained)")
            }
        }
    }

    /// The tie is an `HStack(alignment: .firstTextBaseline)`: a label of one line only (a
    /// label of two lines has another last baseline, so the tie is not read as a first one).
    @Test func onlyAOneLineLabelsLastBaselineIsItsFirst() throws {
        let spec = try constraintSpec(Self.tie)
        let text = try SwiftUISource.file(try ConstraintsToStacks.translate(spec).spec, typeName: "Tie")
        #expect(text.contains("HStack(alignment: .firstTextBaseline, spacing: 8)"))
        let twoLines = Self.tie.replacingOccurrences(
            of: #""string": "Prefix:","#, with: #""string": "Prefix:", "numberOfLines": 2,"#)
        let other = try ConstraintsToStacks.translate(try constraintSpec(twoLines))
        #expect(!(try SwiftUISource.file(other.spec, typeName: "Tie")).contains(".firstTextBaseline"))
    }
}
