import Foundation
import LayoutCore
import LayoutHarness
import LayoutTranslation
import StackLayout
import SwiftSourceImport
import Testing

/// The SwiftUI source `layoutlab translate --to swiftui` writes reads back to the spec it came
/// from: the same view tree, and so the same frames.
@Suite("SwiftUI source: round trip of translate --to swiftui")
struct RoundTripTests {
    static let sizes = [
        SolveSize(width: 393, height: 852), SolveSize(width: 320, height: 568), SolveSize(width: 1024, height: 700),
    ]

    static func frames(_ spec: ViewSpec, _ size: SolveSize) -> [ViewFrame] {
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: size).frames
    }

    /// The corpus' view specs the SwiftUI writer has a form for, and the stack forms of
    /// the translatable constraint specs.
    static var translations: [(name: String, spec: ViewSpec)] {
        var result: [(String, ViewSpec)] = []
        for entry in Corpus.entries {
            if let spec = try? entry.decodedViewSpec(), (try? SwiftUISource.make(spec, typeName: "V")) != nil {
                result.append((entry.name + ".view", spec))
            }
            if entry.isTranslatable, let constraints = try? entry.decodedConstraintSpec(),
                let stacks = try? ConstraintsToStacks.translate(constraints).spec
            {
                result.append((entry.name + ".constraints", stacks))
            }
        }
        return result
    }

    @Test func theCorpusHasSourcesToReadBack() {
        // adaptive-split, pricing-rows and country-details translate both ways (Corpus.swift).
        #expect(Self.translations.count >= 3)
    }

    @Test(arguments: translations.map(\.name))
    func translatedSourceReadsBackToTheSameViewTree(_ name: String) throws {
        let spec = try #require(Self.translations.first { $0.name == name }?.spec)
        let typeName = SwiftUISource.typeName(for: spec.name)
        let source = try SwiftUISource.make(spec, typeName: typeName)
        var imported = try SwiftSourceSupport.spec(source)
        // A Swift file carries no text model: measure as the spec it came from does.
        imported.environment.textModel = spec.environment.textModel
        #expect(imported.root == spec.root)
        for size in Self.sizes {
            #expect(Self.frames(imported, size) == Self.frames(spec, size))
        }
    }

    static var goldenFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutTranslationTests/Golden")
    }

    @Test func goldenFilesReadBackToTheirConstraintSpecsStackForm() throws {
        var checked = 0
        for entry in Corpus.translatableEntries {
            let url = Self.goldenFolder.appendingPathComponent(SwiftUISource.typeName(for: entry.name) + ".swift")
            let source = try String(contentsOf: url, encoding: .utf8)
            let expected = try ConstraintsToStacks.translate(try entry.decodedConstraintSpec()).spec
            var imported = try SwiftSourceSupport.spec(source)
            imported.environment.textModel = expected.environment.textModel
            #expect(imported.root == expected.root, "\(url.lastPathComponent)")
            for size in Self.sizes { #expect(Self.frames(imported, size) == Self.frames(expected, size)) }
            checked += 1
        }
        #expect(checked == Corpus.translatableEntries.count)
    }

    @Test func geometryReaderGoldenFileLaysOutProportionally() throws {
        let source = try String(
            contentsOf: Self.goldenFolder.appendingPathComponent("ProportionalGeometry.swift"), encoding: .utf8)
        let spec = try SwiftSourceSupport.spec(source)
        // a.height = clamp(0.3 × height, 100, 300): 0.3 × 852 = 255.6; at 1400 it is clamped to 300.
        var engine = StackLayoutEngine(spec)
        #expect(
            engine.solve(in: SolveSize(width: 393, height: 852)).frame(of: "a")
                == Rect(x: 0, y: 0, width: 393, height: 255.6))
        #expect(
            engine.solve(in: SolveSize(width: 393, height: 1400)).frame(of: "a")
                == Rect(x: 0, y: 0, width: 393, height: 300))
    }
}
