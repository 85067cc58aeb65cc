import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Eureka's WeekDaysCell with its buttons measured (`migrate --measure-text`, issue 17): day
/// buttons of equal widths (`sun.width == mon.width`, required) between 1-pt separators in a
/// chain pinned at both ends of the cell. Each button hugs its title (a helper label, as the
/// importer writes a UIButton) below required, so the equal widths and the pins give each an
/// equal share whatever its title: `Text("S")…frame(minWidth: 0, maxWidth: .infinity,
/// maxHeight: .infinity)` in an `HStack(spacing: 0)`, the title centred in its share
/// (docs/TRANSLATION.md "Measured buttons of equal lengths"). Golden
/// `Golden/EqualButtonShares.swift` (compiled in this target through the SwiftUI shim).
@Suite("Constraints → stacks: measured buttons of equal widths")
struct EqualButtonSharesTranslationTests {
    static let name = "equal-button-shares"
    static let titles = ["sun--title", "mon--title", "tue--title"]

    /// Buttons `sun` "S", `mon` "M", `tue` "T" (16 pt; titles 6 below the top, no side
    /// insets), as tall as the cell; separators 1 × 40, centred; 8 from both sides.
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "equal-button-shares",
          "views": [ { "id": "sun" }, { "id": "mon" }, { "id": "tue" },
                     { "id": "rule1" }, { "id": "rule2" },
                     { "id": "sun--title", "parent": "sun", "text": { "string": "S", "font": { "size": 16 } },
                       "hugging": { "horizontal": 1000, "vertical": 1000 },
                       "compressionResistance": { "horizontal": 1000, "vertical": 1000 } },
                     { "id": "mon--title", "parent": "mon", "text": { "string": "M", "font": { "size": 16 } },
                       "hugging": { "horizontal": 1000, "vertical": 1000 },
                       "compressionResistance": { "horizontal": 1000, "vertical": 1000 } },
                     { "id": "tue--title", "parent": "tue", "text": { "string": "T", "font": { "size": 16 } },
                       "hugging": { "horizontal": 1000, "vertical": 1000 },
                       "compressionResistance": { "horizontal": 1000, "vertical": 1000 } } ],
          "constraints": [ "sun.leading == root.leading + 8", "rule1.leading == sun.trailing",
            "mon.leading == rule1.trailing", "rule2.leading == mon.trailing", "tue.leading == rule2.trailing",
            "root.trailing == tue.trailing + 8", "sun.width == mon.width", "mon.width == tue.width",
            "rule1.width == 1", "rule1.height == 40", "rule1.centerY == root.centerY",
            "rule2.width == 1", "rule2.height == 40", "rule2.centerY == root.centerY",
            "sun.top == root.top", "root.bottom == sun.bottom", "mon.top == root.top", "root.bottom == mon.bottom",
            "tue.top == root.top", "root.bottom == tue.bottom",
            "sun--title.left == sun.left", "sun--title.top == sun.top + 6",
            "sun.width <= sun--title.width @250", "sun.width >= sun--title.width @750",
            "sun.height <= sun--title.height + 12 @250", "sun.height >= sun--title.height + 12 @750",
            "mon--title.left == mon.left", "mon--title.top == mon.top + 6",
            "mon.width <= mon--title.width @250", "mon.width >= mon--title.width @750",
            "mon.height <= mon--title.height + 12 @250", "mon.height >= mon--title.height + 12 @750",
            "tue--title.left == tue.left", "tue--title.top == tue.top + 6",
            "tue.width <= tue--title.width @250", "tue.width >= tue--title.width @750",
            "tue.height <= tue--title.height + 12 @250", "tue.height >= tue--title.height + 12 @750" ] }
        """#

    static func translation() throws -> StackTranslation {
        try ConstraintsToStacks.translate(try constraintSpec(json), helperIDs: Set(titles))
    }

    @Test func translationMatchesItsGoldenFile() throws {
        let text =
            GoldenSwiftUITests.header(Self.name)
            + (try SwiftUISource.file(try Self.translation().spec, typeName: "EqualButtonShares"))
        try GoldenSwiftUITests.expectGolden(text, typeName: "EqualButtonShares")
        #expect(text.contains(".frame(minWidth: 0, maxWidth: .infinity, maxHeight: .infinity)"), "\(text)")
        #expect(!text.contains("GeometryReader"), "\(text)")
    }

    @Test func theCompiledGoldenAndItsTextReadBackLayOutLikeTheConstraints() throws {
        let spec = try constraintSpec(Self.json)
        let environment = StackRecognizer.environment(for: spec)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: Self.name, environment: environment, EqualButtonShares()), spec, sizes: IdiomTests.sweep)
        let text = try SwiftUISource.file(try Self.translation().spec, typeName: "EqualButtonShares")
        let readBack = try readBackView(text, file: "EqualButtonShares.swift")
        try LayoutCheck.enginesAgree(readBack, spec, sizes: IdiomTests.sweep)
    }

    /// By hand, W × H: the chain is W − 16 long, the separators 2 of it, so each button is
    /// s = (W − 18) / 3 wide and H high: `sun` at x 8, `mon` at 9 + s, `tue` at 10 + 2s; the
    /// separators at 8 + s and 9 + 2s, y (H − 40) / 2. 375 × 667: s = 119.
    @Test(arguments: [Size(width: 375, height: 667), Size(width: 768, height: 300)])
    func framesMatchTheHandCalculation(_ size: Size) throws {
        let translation = try Self.translation()
        #expect(translation.spec.root.kind != .geometryReader, "a stack form")
        let (W, H) = (size.width, size.height)
        let s = (W - 18) / 3
        let expected = [
            ("sun", Rect(x: 8, y: 0, width: s, height: H)),
            ("rule1", Rect(x: 8 + s, y: (H - 40) / 2, width: 1, height: 40)),
            ("mon", Rect(x: 9 + s, y: 0, width: s, height: H)),
            ("rule2", Rect(x: 9 + 2 * s, y: (H - 40) / 2, width: 1, height: 40)),
            ("tue", Rect(x: 10 + 2 * s, y: 0, width: s, height: H)),
        ]
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: W, height: H))
        for (id, frame) in expected {
            let actual = try #require(solution.frames.first { $0.id == id }?.frame)
            #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
        }
    }
}
