import Foundation
import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// UIStackView's `equalCentering` and stretched `fillProportionally` distributions (issue 17)
/// as SwiftUI stacks: each spec's translation is its golden file (`Golden/EqualCentering.swift`,
/// `Golden/ProportionalFill.swift`, compiled in this target through the SwiftUI shim); the
/// compiled view and the golden text read back by the Swift importer lay out like the
/// constraints over the idiom sweep; the frames match the hand calculation below.
@Suite("Constraints → stacks: equalCentering and fillProportionally stack views")
struct StackViewDistributionTests {
    /// A tab bar (`equalCentering`, pinned 20 from both sides: stretched) of three views 60,
    /// 100 and 40 wide, and below it a column (`equalCentering`, pinned at its top and
    /// leading edge only: as short as it can be) of views 20, 40 and 30 high.
    static let centring = #"""
        { "format": "layoutlab.constraints/1", "name": "equal-centering",
          "views": [ { "id": "home", "intrinsicSize": { "width": 60, "height": 44 } },
                     { "id": "search", "intrinsicSize": { "width": 100, "height": 30 } },
                     { "id": "more", "intrinsicSize": { "width": 40, "height": 20 } },
                     { "id": "title", "intrinsicSize": { "width": 100, "height": 20 } },
                     { "id": "body", "intrinsicSize": { "width": 100, "height": 40 } },
                     { "id": "footer", "intrinsicSize": { "width": 100, "height": 30 } } ],
          "stackViews": [
            { "id": "tabs", "axis": "horizontal", "distribution": "equalCentering", "alignment": "center",
              "spacing": 10, "arrangedSubviews": [ "home", "search", "more" ] },
            { "id": "column", "axis": "vertical", "distribution": "equalCentering", "alignment": "leading",
              "spacing": 8, "arrangedSubviews": [ "title", "body", "footer" ] } ],
          "constraints": [ "tabs.leading == root.leading + 20", "tabs.trailing == root.trailing - 20",
            "tabs.top == root.top + 30", "column.leading == root.leading + 20",
            "column.top == tabs.bottom + 20" ] }
        """#

    /// A toolbar (`fillProportionally`, pinned 20 from both sides) of views 40, 120 and 40
    /// wide (44, 20 and 30 high), 15 apart, centred across.
    static let proportions = #"""
        { "format": "layoutlab.constraints/1", "name": "proportional-fill",
          "views": [ { "id": "icon", "intrinsicSize": { "width": 40, "height": 44 } },
                     { "id": "caption", "intrinsicSize": { "width": 120, "height": 20 } },
                     { "id": "badge", "intrinsicSize": { "width": 40, "height": 30 } } ],
          "stackViews": [
            { "id": "toolbar", "axis": "horizontal", "distribution": "fillProportionally", "alignment": "center",
              "spacing": 15, "arrangedSubviews": [ "icon", "caption", "badge" ] } ],
          "constraints": [ "toolbar.leading == root.leading + 20", "toolbar.trailing == root.trailing - 20",
            "toolbar.top == root.top + 30" ] }
        """#

    /// PhoneNumberKit AsYouType Main.storyboard's options (root 8bC-Xf-vdC): an
    /// `equalCentering` column pinned 36 from both sides and at its top only, of rows each a
    /// label (479 × 31 as Xcode stored it, hugging 251) and a switch (49 × 31, hugging 750),
    /// both of compression resistance 750.
    static let rows = #"""
        { "format": "layoutlab.constraints/1", "name": "equal-centering-rows",
          "views": [ { "id": "prefixLabel", "intrinsicSize": { "width": 479, "height": 31 },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "prefixSwitch", "intrinsicSize": { "width": 49, "height": 31 },
                       "hugging": { "horizontal": 750, "vertical": 750 } },
                     { "id": "flagLabel", "intrinsicSize": { "width": 479, "height": 31 },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "flagSwitch", "intrinsicSize": { "width": 49, "height": 31 },
                       "hugging": { "horizontal": 750, "vertical": 750 } },
                     { "id": "exampleLabel", "intrinsicSize": { "width": 479, "height": 31 },
                       "hugging": { "horizontal": 251, "vertical": 251 } },
                     { "id": "exampleSwitch", "intrinsicSize": { "width": 49, "height": 31 },
                       "hugging": { "horizontal": 750, "vertical": 750 } } ],
          "stackViews": [
            { "id": "options", "axis": "vertical", "distribution": "equalCentering", "spacing": 8,
              "arrangedSubviews": [ "prefix", "flag", "example" ] },
            { "id": "prefix", "axis": "horizontal", "arrangedSubviews": [ "prefixLabel", "prefixSwitch" ] },
            { "id": "flag", "axis": "horizontal", "arrangedSubviews": [ "flagLabel", "flagSwitch" ] },
            { "id": "example", "axis": "horizontal", "arrangedSubviews": [ "exampleLabel", "exampleSwitch" ] } ],
          "constraints": [ "options.leading == root.leading + 36", "options.trailing == root.trailing - 36",
            "options.top == root.top + 130" ] }
        """#

    /// The specs by name, with their compiled golden views.
    static let cases: [(json: String, name: String)] = [
        (centring, "equal-centering"), (proportions, "proportional-fill"), (rows, "equal-centering-rows"),
    ]

    static func view(_ name: String) -> any View {
        switch name {
        case "equal-centering": EqualCentering()
        case "proportional-fill": ProportionalFill()
        default: EqualCenteringRows()
        }
    }

    static func text(_ json: String, _ name: String) throws -> String {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(json)).spec
        return GoldenSwiftUITests.header(name)
            + (try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: name)))
    }

    @Test(arguments: [0, 1, 2])
    func translationMatchesItsGoldenFile(_ index: Int) throws {
        let (json, name) = Self.cases[index]
        let text = try Self.text(json, name)
        try GoldenSwiftUITests.expectGolden(text, typeName: SwiftUISource.typeName(for: name))
    }

    @Test(arguments: [0, 1, 2])
    func compiledGoldenLaysOutLikeTheConstraints(_ index: Int) throws {
        let (json, name) = Self.cases[index]
        let spec = try constraintSpec(json)
        try LayoutCheck.enginesAgree(
            ViewSpec(name: name, environment: StackRecognizer.environment(for: spec), Self.view(name)), spec,
            sizes: IdiomTests.sweep)
    }

    @Test(arguments: [0, 1, 2])
    func goldenTextReadBackLaysOutAlike(_ index: Int) throws {
        let (json, name) = Self.cases[index]
        let spec = try readBackView(try Self.text(json, name), file: "\(name).swift")
        try LayoutCheck.enginesAgree(spec, try constraintSpec(json), sizes: IdiomTests.sweep)
    }

    /// Both translate with no note (no distribution left without a stack form).
    @Test(arguments: [0, 1, 2])
    func translationIsExact(_ index: Int) throws {
        let translation = try ConstraintsToStacks.translate(try constraintSpec(Self.cases[index].json))
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        #expect(translation.approximatedViews.isEmpty)
    }

    /// The tab bar is W − 40 long from x 20; its centres run from 60/2 = 30 to (W − 40) − 40/2
    /// from its start, `search`'s halfway (each centre distance ≥ 10 + 80 = 90 for W ≥ 270).
    /// 375: L = 335, centres 50, 192.5, 335 (root x): home x 20, search 142.5, more 315.
    /// 1024: L = 984, centres 50, 517, 984: home 20, search 467, more 964. Across: 44 high
    /// (its tallest) at y 30, each view centred: y 30, 37, 42.
    /// The column: centre distance max(8 + (20 + 40)/2, 8 + (40 + 30)/2) = 43, so centres 10,
    /// 53, 96 from its top, which is 30 + 44 + 20 = 94: title y 94, body 94 + 53 − 20 = 127,
    /// footer 94 + 96 − 15 = 175; the column 10 + 86 + 15 = 111 high, 100 wide at x 20.
    static let centringFrames: [(Size, [(String, Rect)])] = [375.0, 1024].map { width in
        let length = width - 40
        let searchCentre = 20 + (30 + (length - 20)) / 2
        return (
            Size(width: width, height: 667),
            [
                ("tabs", Rect(x: 20, y: 30, width: length, height: 44)),
                ("home", Rect(x: 20, y: 30, width: 60, height: 44)),
                ("search", Rect(x: searchCentre - 50, y: 37, width: 100, height: 30)),
                ("more", Rect(x: width - 60, y: 42, width: 40, height: 20)),
                ("column", Rect(x: 20, y: 94, width: 100, height: 111)),
                ("title", Rect(x: 20, y: 94, width: 100, height: 20)),
                ("body", Rect(x: 20, y: 127, width: 100, height: 40)),
                ("footer", Rect(x: 20, y: 175, width: 100, height: 30)),
            ]
        )
    }

    /// The toolbar is W − 40 long; less its two gaps of 15, W − 70 shared 40 : 120 : 40 of 200.
    /// 375: 305 → 61, 183, 61 at x 20, 96, 294 (294 + 61 = 355 = 375 − 20).
    /// 1024: 954 → 190.8, 572.4, 190.8 at x 20, 225.8, 813.2 (+ 190.8 = 1004).
    /// Across: 44 high (its tallest) at y 30, each centred: y 30, 42, 37.
    static let proportionFrames: [(Size, [(String, Rect)])] = [
        (
            Size(width: 375, height: 667),
            [
                ("toolbar", Rect(x: 20, y: 30, width: 335, height: 44)),
                ("icon", Rect(x: 20, y: 30, width: 61, height: 44)),
                ("caption", Rect(x: 96, y: 42, width: 183, height: 20)),
                ("badge", Rect(x: 294, y: 37, width: 61, height: 30)),
            ]
        ),
        (
            Size(width: 1024, height: 667),
            [
                ("toolbar", Rect(x: 20, y: 30, width: 984, height: 44)),
                ("icon", Rect(x: 20, y: 30, width: 190.8, height: 44)),
                ("caption", Rect(x: 225.8, y: 42, width: 572.4, height: 20)),
                ("badge", Rect(x: 813.2, y: 37, width: 190.8, height: 30)),
            ]
        ),
    ]

    /// The column is W − 72 wide from x 36; its rows are 31 high (the taller of each row's
    /// views, which `fill` aligns), so its gaps are the minimum 8 (the fitting size @49 below
    /// the @150 centring; equal lengths, so equal gaps are equal centre distances): rows at
    /// y 130, 169 and 208, the column 3 × 31 + 2 × 8 = 109 high. In a row the label (lower
    /// hugging) takes what the switch leaves, also below its 479: both resist compression at
    /// 750, and of equals the first shrinks first (`StackViewConstraints`).
    /// 375: 303 wide: labels 254, switches at 36 + 254 = 290. 1024: 952: labels 903, switches at 939.
    static let rowFrames: [(Size, [(String, Rect)])] = [375.0, 1024].map { width in
        let label = width - 72 - 49
        return (
            Size(width: width, height: 667),
            [
                ("options", Rect(x: 36, y: 130, width: width - 72, height: 109)),
                ("prefix", Rect(x: 36, y: 130, width: width - 72, height: 31)),
                ("flag", Rect(x: 36, y: 169, width: width - 72, height: 31)),
                ("prefixLabel", Rect(x: 36, y: 130, width: label, height: 31)),
                ("prefixSwitch", Rect(x: 36 + label, y: 130, width: 49, height: 31)),
                ("flagLabel", Rect(x: 36, y: 169, width: label, height: 31)),
                ("flagSwitch", Rect(x: 36 + label, y: 169, width: 49, height: 31)),
                ("example", Rect(x: 36, y: 208, width: width - 72, height: 31)),
                ("exampleLabel", Rect(x: 36, y: 208, width: label, height: 31)),
                ("exampleSwitch", Rect(x: 36 + label, y: 208, width: 49, height: 31)),
            ]
        )
    }

    @Test(arguments: [0, 1, 2])
    func framesMatchTheHandCalculation(_ index: Int) throws {
        let stacks = try ConstraintsToStacks.translate(try constraintSpec(Self.cases[index].json)).spec
        for (size, expected) in [Self.centringFrames, Self.proportionFrames, Self.rowFrames][index] {
            var engine = StackLayoutEngine(stacks)
            let solution = engine.solve(in: SolveSize(width: size.width, height: size.height))
            for (id, frame) in expected {
                let actual = try #require(solution.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(actual, frame) <= Tolerance.frame, "\(id) at \(size): \(actual)")
            }
        }
    }

    /// Two views need no lengths: stretched, the first at the start, the last at the end, at
    /// least the spacing apart. A bar 20 from the sides of a 375-wide screen (335 wide) of a
    /// button 44 wide and a label of measured text: the label's trailing edge at 355.
    @Test func twoViewsStretchedAreAtItsEnds() throws {
        let json = #"""
            { "format": "layoutlab.constraints/1", "name": "two-centred",
              "views": [ { "id": "back", "intrinsicSize": { "width": 44, "height": 44 } },
                         { "id": "title", "text": { "string": "Settings", "font": { "size": 17 } } } ],
              "stackViews": [
                { "id": "bar", "axis": "horizontal", "distribution": "equalCentering", "alignment": "center",
                  "spacing": 8, "arrangedSubviews": [ "back", "title" ] } ],
              "constraints": [ "bar.leading == root.leading + 20", "bar.trailing == root.trailing - 20",
                "bar.top == root.top + 20" ] }
            """#
        let translation = try ConstraintsToStacks.translate(try constraintSpec(json))
        #expect(translation.notes.isEmpty, "\(translation.notes)")
        let text = try SwiftUISource.file(translation.spec, typeName: "TwoCentred")
        #expect(text.contains("Spacer(minLength: 8)"))
        var engine = StackLayoutEngine(translation.spec)
        let solution = engine.solve(in: SolveSize(width: 375, height: 667))
        let back = try #require(solution.frames.first { $0.id == "back" }?.frame)
        let title = try #require(solution.frames.first { $0.id == "title" }?.frame)
        #expect(Tolerance.distance(back, Rect(x: 20, y: 20, width: 44, height: 44)) <= Tolerance.frame)
        #expect(abs(title.x + title.width - 355) <= Tolerance.frame, "\(title)")
    }
}
