import Foundation
import LayoutCore
import Testing

/// `layoutlab translate`, and `solve`/`compare` through translation, end to end.
@Suite struct TranslateCommandTests {
    static let constraints = """
        { "format": "layoutlab.constraints/1", "name": "adaptive-split",
          "views": [ { "id": "top" }, { "id": "bottom" } ],
          "constraints": [ "H:|[top]|", "H:|[bottom]|", "top.top == root.top", "bottom.top == top.bottom",
                           "bottom.bottom == root.bottom", "top.height >= 200", "top.height <= 400",
                           "top.height == 0.5 * root.height @750" ] }
        """

    @Test func constraintsToSwiftUIPrintsAView() throws {
        let path = try CLI.temporaryFile(Self.constraints)
        let result = try CLI.run(["translate", path, "--to", "swiftui"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "import SwiftUI\n\nstruct AdaptiveSplit: View {\n    var body: some View {\n        VStack(spacing: 0) {"
            ))
        #expect(result.stdout.contains(".frame(minHeight: 200, maxHeight: 400)"))
    }

    @Test func constraintsToUIKitPrintsAViewControllerWithAnchors() throws {
        let path = try CLI.temporaryFile(Self.constraints)
        let result = try CLI.run(["translate", path, "--to", "uikit"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("import UIKit\n\nfinal class AdaptiveSplitViewController: UIViewController {"))
        #expect(result.stdout.contains("top.heightAnchor.constraint(greaterThanOrEqualToConstant: 200),"))
        #expect(
            result.stdout.contains(
                "let topHeight = top.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5)"))
    }

    @Test func viewToConstraintsIsMinimalUnlessExact() throws {
        let path = try CLI.temporaryFile(
            #"""
            { "format": "layoutlab.view/1", "name": "column", "root": { "type": "VStack", "spacing": 8, "children": [
                { "type": "Color", "id": "a", "modifiers": [ { "frame": { "height": 40 } } ] },
                { "type": "Color", "id": "b", "modifiers": [ { "frame": { "height": 40 } } ] } ] } }
            """#)
        let minimal = try CLI.run(["translate", path, "--to", "constraints"])
        #expect(minimal.status == 0)
        // Column 88 high, centred: a's centre at H/2 − 24; b 8 below a.
        #expect(minimal.stdout.contains("\"a.centerY == root.centerY - 24\""))
        #expect(minimal.stdout.contains("\"b.top == a.bottom + 8\""))
        #expect(!minimal.stdout.contains("_h"))
        let exact = try CLI.run(["translate", path, "--to", "constraints", "--exact"])
        #expect(exact.status == 0)
        #expect(exact.stdout.contains("_h1"))
    }

    @Test func viewToConstraintsPrintsAConstraintSpec() throws {
        let path = try CLI.temporaryFile(CLITests.adaptiveView)
        let result = try CLI.run(["translate", path, "--to", "constraints"])
        #expect(result.status == 0)
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(result.stdout.utf8), file: "out.json") else {
            Issue.record("not a constraint spec")
            return
        }
        #expect(spec.views.map(\.id).contains("top"))
    }

    @Test func solveWithTheOtherEngineGoesThroughTranslation() throws {
        let path = try CLI.temporaryFile(CLITests.adaptiveView)
        let result = try CLI.run(["solve", path, "--size", "375x667", "--engine", "constraints"])
        #expect(result.status == 0)
        // top = clamp(667 / 2, 200, 400) = 333.5; only the spec's own ids are reported.
        #expect(result.stdout.contains("333.5"))
        #expect(!result.stdout.contains("_h1"))
    }

    @Test func constraintsWithNoStackFormExit1NamingThem() throws {
        let spec = """
            { "format": "layoutlab.constraints/1", "name": "half", "views": [ { "id": "a" } ],
              "constraints": [ "a.left == root.left", "a.top == root.top", "a.width == root.width",
                               "a.height == 0.5 * root.width # half-width" ] }
            """
        let path = try CLI.temporaryFile(spec)
        let result = try CLI.run(["translate", path, "--to", "swiftui"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("half-width"))
    }

    @Test func compareOneSpecTranslatesIt() throws {
        let path = try CLI.temporaryFile(Self.constraints)
        let result = try CLI.run(["compare", path, "--sizes", "375x667", "--no-times"])
        #expect(result.status == 0)
        // top.height == 0.5 × root.height @750 has no exact stack form: the translator leaves it
        // to the VStack's equal shares, checked only at its verification sizes, so `top` is
        // approximate, never identical (the frames do coincide: 333.5 = 667 / 2, max Δ 0).
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("375x667") } ?? ""
        #expect(row.split(separator: " ") == ["375x667", "0.000", "top", "approximate"], "\(result.stdout)")
        #expect(result.stdout.contains("  approximate: top: height = 0.5 × root is left to the stack's equal shares"))
    }

    /// A view spec compared through stacks → constraints: the translator's helper views
    /// (`_v…`, `_h…`) are not views of the layout, so they are not listed as unmatched; the
    /// adaptive layout's five ids (t1, t2, t3, top, bottom) are the ones compared.
    @Test func compareOneViewSpecLeavesTranslatorHelpersOut() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples").standardized
        let path = examples.appendingPathComponent("adaptive.view.json").path
        let result = try CLI.run(["compare", path, "--sizes", "375x667", "--no-times"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("5 views compared"))
        #expect(!result.stdout.contains("not in both specs"), "\(result.stdout)")
        #expect(!result.stdout.contains("_v1"))
    }
}
