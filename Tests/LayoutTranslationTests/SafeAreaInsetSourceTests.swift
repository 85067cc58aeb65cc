import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `.safeAreaInset` and `.safeAreaPadding` as `SwiftUISource` writes them (SwiftUI's
/// spelling); the text reads back through the Swift importer to the same spec.
@Suite("SwiftUI text: safe-area insets and padding")
struct SafeAreaInsetSourceTests {
    @Test func insetsAndPaddingAreWrittenAsSwiftUISpellsThemAndReadBack() throws {
        var bar = ViewNode(.shape(.color), id: "bar")
        bar.modifiers.append(ModifierNode(.frame(FixedFrame(height: 49))))
        var content = ViewNode(.shape(.color), id: "content")
        content.modifiers = [
            ModifierNode(.ignoresSafeArea(.all, edges: .all)),
            ModifierNode(.safeAreaPadding(EdgeInsets(leading: 20, trailing: 20))),
            ModifierNode(.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
            ModifierNode(.safeAreaInset(SafeAreaInset(edge: .bottom, alignment: .leading, spacing: 0, view: bar))),
            ModifierNode(
                .safeAreaInset(
                    SafeAreaInset(
                        edge: .trailing, alignment: Alignment(horizontal: .center, vertical: .top),
                        view: ViewNode(.shape(.color), id: "rail")))),
        ]
        var spec = ViewSpec(name: "screen", root: content)
        spec.environment.textModel = LayoutEnvironment().textModel
        let source = try SwiftUISource.file(spec, typeName: "Screen")
        for text in [
            ".safeAreaPadding(.horizontal, 20)",
            ".safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
            ".safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {",
            ".safeAreaInset(edge: .trailing, alignment: .top) {",
        ] {
            #expect(source.contains(text), "\(source)")
        }
        let readBack = try readBackView(source, file: "Screen.swift")
        #expect(readBack.root == spec.root, "\(source)")
    }
}
