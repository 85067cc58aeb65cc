import LayoutCore
import SwiftSourceImport
import Testing

/// A file's top level: `let`/`var` constants the views use are read (after a type's own
/// members, as Swift looks names up); statements (code only a main.swift or a playground runs)
/// are not run, each with a note at its place.
@Suite struct TopLevelDeclarationTests {
    static let source = """
        import SwiftUI

        private let cornerSize: CGFloat = 40
        let gap = cornerSize / 4
        var inset: CGFloat { gap * 2 }

        struct Card: View {
            let gap: CGFloat = 2
            var body: some View {
                VStack(spacing: gap) {
                    Color.red.frame(width: cornerSize, height: cornerSize).id("a")
                    Color.blue.frame(width: cornerSize, height: cornerSize).id("b")
                }
                .padding(inset)
            }
        }

        print("hello")
        """

    @Test func topLevelConstantsAreReadAndAMemberHidesOne() throws {
        // VStack of two 40 × 40 squares spaced by the member gap (2, not the file's 10),
        // padded by inset = 2 × 10 = 20: 80 × 122, centred in 200 × 200 at (60, 39); a at
        // (80, 59), b at 59 + 40 + 2 = 101.
        let frames = try SwiftSourceSupport.frames(Self.source, 200, 200)
        #expect(frames["a"] == Rect(x: 80, y: 59, width: 40, height: 40))
        #expect(frames["b"] == Rect(x: 80, y: 101, width: 40, height: 40))
    }

    @Test func topLevelCodeIsNotRunAndSaysSo() throws {
        let imported = try SwiftSource.read(Self.source, file: "Card.swift")
        #expect(
            imported.notes == [
                "Card.swift:18:1: note: top-level code `print(\"hello\")` is not run (only a main.swift or a playground runs it)"
            ])
    }

    @Test func aTopLevelConstantWithoutAValueIsAnError() throws {
        let source = Self.source.replacingOccurrences(
            of: "private let cornerSize: CGFloat = 40", with: "let cornerSize: CGFloat")
        let error = try #require(SwiftSourceSupport.error(source))
        // Where it is used first: `cornerSize` in the first `.frame(width:)`, line 11, column 36.
        #expect(error.location == .lineColumn(line: 11, column: 36))
        #expect("\(error)".contains("cornerSize"))
    }
}
