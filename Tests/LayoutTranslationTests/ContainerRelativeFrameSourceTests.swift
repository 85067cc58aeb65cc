import LayoutCore
import LayoutTesting
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `.containerRelativeFrame` as `SwiftUISource` writes it: SwiftUI's three forms, and counted
/// columns with a multiplier written out inside the closure; each text reads back through the
/// Swift importer to a spec laying out like the one written.
@Suite("SwiftUI text: containerRelativeFrame")
struct ContainerRelativeFrameSourceTests {
    static let cases: [(ContainerRelativeFrame, String)] = [
        (ContainerRelativeFrame(horizontal: false, vertical: true), ".containerRelativeFrame(.vertical)"),
        (
            ContainerRelativeFrame(
                horizontal: true, vertical: false, count: 3, span: 2, spacing: 10, alignment: .leading),
            ".containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)"
        ),
        (
            ContainerRelativeFrame(horizontal: true, vertical: true, multiplier: 1.1, constant: -20),
            ".containerRelativeFrame([.horizontal, .vertical]) { length, _ in length * 1.1 - 20 }"
        ),
        (
            // (L − 10 × 2) / 3 × 2 + 10, then × 0.5 + 4.
            ContainerRelativeFrame(
                horizontal: false, vertical: true, count: 3, span: 2, spacing: 10, multiplier: 0.5, constant: 4),
            ".containerRelativeFrame(.vertical) { length, _ in ((length - 20) / 3 * 2 + 10) * 0.5 + 4 }"
        ),
    ]

    @Test(arguments: cases.indices)
    func eachFormIsWrittenAsSwiftUISpellsItAndReadsBack(_ index: Int) throws {
        let (frame, text) = Self.cases[index]
        var page = ViewNode(.shape(.color), id: "page")
        page.modifiers.append(ModifierNode(.containerRelativeFrame(frame), id: "frame"))
        let spec = ViewSpec(name: "pages", root: ViewNode(.scrollView(ScrollViewSpec()), children: [page]))
        let source = try SwiftUISource.file(spec, typeName: "Pages")
        #expect(source.contains(text), "\(source)")
        let readBack = try readBackView(source, file: "Pages.swift")
        for size in [Size(width: 300, height: 400), Size(width: 768, height: 1024)] {
            var written = StackLayoutEngine(spec)
            var read = StackLayoutEngine(readBack)
            let a = written.solve(in: SolveSize(width: size.width, height: size.height))
            let b = read.solve(in: SolveSize(width: size.width, height: size.height))
            for id in ["page", "frame"] {
                let expected = try #require(a.frames.first { $0.id == id }?.frame)
                let actual = try #require(b.frames.first { $0.id == id }?.frame)
                #expect(Tolerance.distance(actual, expected) <= Tolerance.frame, "\(id) at \(size)")
            }
        }
    }
}
