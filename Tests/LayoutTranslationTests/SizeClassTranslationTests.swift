import ConstraintLayout
import Foundation
import LayoutCore
import LayoutHarness
import LayoutTesting
import StackLayout
import SwiftSourceImport
import SwiftUI
import Testing

@testable import LayoutTranslation

/// Conditional constraints (`variations`) → `AnyLayout` on a size class (docs/TRANSLATION.md
/// "Size classes"): each size class's layout translated on its own, merged where only the
/// stack's axis differs, verified at every size; its SwiftUI is golden
/// (`Golden/SizeClassPair.swift`, compiled with this target) and reads back through the Swift
/// importer to the same AnyLayout.
@Suite struct SizeClassTranslationTests {
    /// Two 50-pt squares in a centred container: stacked 8 apart in portrait
    /// (`verticalSizeClass == regular`), side by side in landscape — Interface Builder's
    /// `heightClass=compact` variation written as a person would.
    static let pair = #"""
        { "format": "layoutlab.constraints/1", "name": "size-class-pair",
          "views": [ { "id": "pair" }, { "id": "a", "parent": "pair" }, { "id": "b", "parent": "pair" } ],
          "constraints": [ "pair.centerX == root.centerX", "pair.centerY == root.centerY",
            "a.width == 50", "a.height == 50", "b.width == 50", "b.height == 50" ],
          "variations": [
            { "when": "verticalSizeClass == regular", "constraints": [ "V:|[a]-8-[b]|", "H:|[a]|", "H:|[b]|" ] },
            { "when": "verticalSizeClass == compact", "constraints": [ "H:|[a]-8-[b]|", "V:|[a]|", "V:|[b]|" ] } ] }
        """#

    static func spec() throws -> ConstraintSpec {
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(pair.utf8), file: "pair.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a constraint spec")
        }
        return spec
    }

    /// Every device preset in both orientations.
    static var deviceSizes: [Size] { Device.presets.flatMap { [$0.size, $0.landscapeSize] } }

    @Test func variationsBecomeAnAnyLayoutOnTheVerticalSizeClass() throws {
        let stacks = try ConstraintsToStacks.translate(try Self.spec()).spec
        // The container: VStack(spacing: 8) when verticalSizeClass == regular, else HStack(spacing: 8).
        guard case .anyLayout(let any) = stacks.root.kind else {
            Issue.record("expected an AnyLayout at the root, got \(stacks.root.kind)")
            return
        }
        #expect(stacks.root.id == "pair")
        #expect(any.cases.map(\.condition.source) == ["verticalSizeClass == regular"])
        #expect(any.cases.first?.layout == .vStack(alignment: .center, spacing: 8))
        #expect(any.defaultLayout == .hStack(alignment: .center, spacing: 8))
    }

    /// Portrait iPhone 16 (393 × 852, wC hR): the pair is 50 × 108, centred: (171.5, 372);
    /// b at y = 372 + 58 = 430. Landscape (852 × 393, wC hC): 108 × 50 at (372, 171.5); b at
    /// x = 430. The translated spec, its SwiftUI read back, and the constraints all agree.
    @Test func theSwiftUIReadsBackAndEveryFormAgreesOnEveryDevice() throws {
        let spec = try Self.spec()
        let stacks = try ConstraintsToStacks.translate(spec).spec
        let source = try SwiftUISource.file(stacks, typeName: "SizeClassPair")
        let imported = try SwiftSource.read(source, file: "SizeClassPair.swift")
        guard case .view(let readBack) = imported.document else {
            Issue.record("not a view spec")
            return
        }
        #expect(readBack.root == stacks.root)
        let engine = try ConstraintLayoutEngine(spec)
        for size in Self.deviceSizes {
            let expected = try engine.solve(in: size).frameIndex
            for form in [stacks, readBack] {
                var stack = StackLayoutEngine(form)
                let actual = stack.solve(in: SolveSize(size)).frameIndex
                for id in ["pair", "a", "b"] {
                    let a = try #require(actual[id])
                    let e = try #require(expected[id])
                    #expect(Tolerance.distance(a, e) <= Tolerance.frame, "\(id) at \(size): \(a) ≠ \(e)")
                }
            }
        }
        let portrait = try engine.solve(in: Size(width: 393, height: 852)).frameIndex
        #expect(portrait["b"] == Rect(x: 171.5, y: 430, width: 50, height: 50))
        let landscape = try engine.solve(in: Size(width: 852, height: 393)).frameIndex
        #expect(landscape["b"] == Rect(x: 430, y: 171.5, width: 50, height: 50))
    }

    @Test func swiftUIMatchesTheGoldenFile() throws {
        let stacks = try ConstraintsToStacks.translate(try Self.spec()).spec
        let text =
            GoldenSwiftUITests.header("size-class-pair") + (try SwiftUISource.file(stacks, typeName: "SizeClassPair"))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/SizeClassPair.swift")
        if ProcessInfo.processInfo.environment["LAYOUTLAB_RECORD"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    /// LayoutDSL reads `@Environment` size classes as a portrait iPhone's (wC hR), so the
    /// compiled golden is the portrait layout: it lays out like the constraints on portrait
    /// screens.
    @Test func compiledGoldenLaysOutLikeTheConstraintsInPortrait() throws {
        let sizes = Device.presets.map(\.size)
        try LayoutCheck.enginesAgree(ViewSpec(name: "size-class-pair", SizeClassPair()), try Self.spec(), sizes: sizes)
    }

    /// The other way: the AnyLayout's view spec → constraints with one variation per size
    /// class (the exact replay of each class's layout), solving like the stack engine on every
    /// device in both orientations.
    @Test func anAnyLayoutOnASizeClassBecomesVariations() throws {
        let stacks = try ConstraintsToStacks.translate(try Self.spec()).spec
        let translation = StackToConstraints.translate(stacks)
        #expect(
            translation.spec.variations.map(\.condition.source) == [
                "verticalSizeClass == regular", "verticalSizeClass == compact",
            ])
        #expect(translation.notes.isEmpty)
        let engine = try ConstraintLayoutEngine(translation.spec)
        var stack = StackLayoutEngine(stacks)
        for size in Self.deviceSizes {
            let expected = stack.solve(in: SolveSize(size)).frameIndex
            let actual = try engine.solve(in: size).frameIndex
            for id in ["pair", "a", "b"] {
                let a = try #require(actual[id])
                let e = try #require(expected[id])
                #expect(Tolerance.distance(a, e) <= Tolerance.frame, "\(id) at \(size): \(a) ≠ \(e)")
            }
        }
    }
}
