import LayoutCore
import SwiftSourceImport
import Testing

/// Font forms and modifiers that change measured text, read from Swift source: the custom
/// fonts' Dynamic Type scaling (Apple, `Font.custom(_:size:)`: "Create a custom font with the
/// given name and size that scales with the body text style"; `custom(_:size:relativeTo:)`:
/// "that scales relative to the given textStyle"; `custom(_:fixedSize:)`: "a fixed size that
/// does not scale with Dynamic Type"), `.italic()`, `.kerning(_:)` and `.tracking(_:)`.
@Suite struct SwiftUIFontFaceTests {
    func text(_ body: String) throws -> TextSpec { try SwiftUITextModifierTests.text(body) }

    @Test func customFontsScaleAsApplesDocumentationSays() throws {
        let body = try text(#"Text("a").font(.custom("Inter", size: 15))"#)
        #expect(body.fontName == "Inter" && body.fontSize == 15 && body.fontRelativeTo == .body)
        let title = try text(#"Text("a").font(.custom("Inter", size: 15, relativeTo: .title))"#)
        #expect(title.fontRelativeTo == .title)
        let fixed = try text(#"Text("a").font(.custom("Inter", fixedSize: 15))"#)
        #expect(fixed.fontSize == 15 && fixed.fontRelativeTo == nil)
    }

    @Test func italicKerningAndTrackingAreRead() throws {
        let italic = try text(#"Text("a").italic()"#)
        #expect(italic.fontItalic && italic.fontStyle == .body)
        #expect(try text(#"Text("a").font(.title.italic())"#).fontItalic)
        #expect(try !text(#"Text("a").italic(false)"#).fontItalic)
        let spaced = try text(#"Text("a").kerning(1.5).tracking(-1)"#)
        #expect(spaced.kerning == 1.5 && spaced.tracking == -1)
        // Passed down from a container, as the environment does.
        let inherited = try text(#"VStack { Text("a") }.tracking(2).italic()"#)
        #expect(inherited.tracking == 2 && inherited.fontItalic)
    }
}
