import Foundation
import LayoutCore
import TestSupport
import Testing

/// `--fonts DIR` on solve, compare and render: a run's font directory, searched before a
/// spec's `"fonts"` and the default. The directories hold Inter's files under other names
/// (symbolic links), so which directory won shows in the widths. Advances from
/// `scripts/font-advances.py`; Inter has 2816 units per em, so at 17 pt u = 17 / 2816.
@Suite struct FontsOptionTests {
    static let inter = "/usr/share/fonts/opentype/inter"

    /// A new directory where each `name` links to the Inter file `target`.
    func fontDirectory(_ links: [String: String]) throws -> String {
        let directory = try ScratchFolder.make()
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(name).path, withDestinationPath: "\(Self.inter)/\(target)")
        }
        return directory.path
    }

    func width(_ result: CLIResult, _ id: String) -> Double? {
        guard case .object(let object)? = try? JSONParser.parse(result.stdout),
            case .object(let frames)? = object["frames"], case .object(let frame)? = frames[id],
            case .number(let width)? = frame["width"]
        else { return nil }
        return width
    }

    static func label(font: String) -> String {
        """
        { "format": "layoutlab.constraints/1", "views": [ { "id": "label", "text": { "string": "Hi", "font": \(font) } } ],
          "constraints": [ "label.centerX == root.centerX", "label.top == root.top" ] }
        """
    }

    /// A named font found only in the run's directory: without `--fonts` the spec is invalid
    /// (65); with it, "Hi" in Inter Bold: H 2101 + i 766 = 2867 units.
    @Test func solveFindsANamedFontInTheRunDirectory() throws {
        let fonts = try fontDirectory(["RunFont.otf": "Inter-Bold.otf"])
        let spec = try CLI.temporaryFile(Self.label(font: #"{"name": "RunFont", "size": 17}"#))
        let without = try CLI.run(["solve", spec, "--size", "200x100", "--format", "json"])
        #expect(without.status == 65 && without.stdout.isEmpty)
        let with = try CLI.run(["solve", spec, "--size", "200x100", "--format", "json", "--fonts", fonts])
        #expect(with.status == 0)
        let measured = try #require(width(with, "label"))
        #expect(abs(measured - 2867 * 17 / 2816) < 1e-6)
    }

    /// The run's directory comes before the spec's `"fonts"`: both hold an
    /// `Inter-Regular.otf`, the run's being Bold (H 2101 + i 766 = 2867 units), the spec's
    /// Light; without `--fonts` the spec's Light wins over the default Regular (2752 units).
    @Test func runDirectoryComesBeforeTheSpecDirectory() throws {
        let run = try fontDirectory(["Inter-Regular.otf": "Inter-Bold.otf"])
        let specFonts = try fontDirectory(["Inter-Regular.otf": "Inter-Light.otf"])
        let spec = try CLI.temporaryFile(
            """
            { "format": "layoutlab.view/1", "environment": { "textModel": "font", "fonts": "\(specFonts)" },
              "root": { "type": "Text", "id": "t", "text": "Hi" } }
            """)
        let bold = try CLI.run(["solve", spec, "--size", "200x100", "--format", "json", "--fonts", run])
        #expect(bold.status == 0)
        #expect(abs(try #require(width(bold, "t")) - 2867 * 17 / 2816) < 1e-6)
        let light = try CLI.run(["solve", spec, "--size", "200x100", "--format", "json"])
        #expect(light.status == 0)
        let lightWidth = try #require(width(light, "t"))
        #expect(abs(lightWidth - 2752 * 17 / 2816) > 0.01 && abs(lightWidth - 2867 * 17 / 2816) > 0.01)
    }

    /// A missing directory is a missing input (66) named on stderr, nothing on stdout, for
    /// every command that takes the option.
    @Test func missingDirectoryIsExit66NamingIt() throws {
        let spec = try CLI.temporaryFile(Self.label(font: #"{"size": 17}"#))
        let missing = try ScratchFolder.make().appendingPathComponent("no-such-fonts").path
        let out = try ScratchFolder.make().appendingPathComponent("picture.svg").path
        for arguments in [
            ["solve", spec, "--size", "200x100"], ["compare", spec, spec, "--sizes", "200x100"],
            ["render", spec, "--size", "200x100", "--out", out],
        ] {
            let result = try CLI.run(arguments + ["--fonts", missing])
            #expect(result.status == 66, "\(arguments[0])")
            #expect(result.stderr.contains(missing) && result.stdout.isEmpty, "\(arguments[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// compare measures both sides in the run's directory: the Text (a VStack's first child,
    /// the stack centred in the canvas) and the label (centred, at the top), in a font only it
    /// has, both 2867 × 17 / 2816 = 17.308 pt wide at x = (200 − 17.308) / 2: they agree (exit 0).
    @Test func compareUsesTheRunDirectory() throws {
        let fonts = try fontDirectory(["RunFont.otf": "Inter-Bold.otf"])
        let constraints = try CLI.temporaryFile(Self.label(font: #"{"name": "RunFont", "size": 17}"#), name: "c.json")
        let view = try CLI.temporaryFile(
            """
            { "format": "layoutlab.view/1", "environment": { "textModel": "font" },
              "root": { "type": "VStack", "alignment": "leading", "children": [
                { "type": "Text", "id": "label", "text": "Hi", "font": { "name": "RunFont", "size": 17 } },
                { "type": "Spacer" } ] } }
            """, name: "v.json")
        let result = try CLI.run(["compare", view, constraints, "--sizes", "200x100", "--fonts", fonts])
        #expect(result.status == 0, "\(result.stderr)")
        let without = try CLI.run(["compare", view, constraints, "--sizes", "200x100"])
        #expect(without.status == 65)
    }
}
