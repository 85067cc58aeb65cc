import Foundation
import Testing

/// Swift source on every subcommand that reads it: `--define` (a compilation condition for
/// `#if`) is declared once and accepted by solve, compare, render, translate, preview and
/// snapshot; a UIKit file's layout-guide helper views are not listed as views by `solve`, as
/// an IB document's guides are not.
@Suite(.serialized) struct SwiftInputOptionsTests {
    /// A 40-point view under `#if DEBUG`, else a 50-point one (an iOS release build: DEBUG does
    /// not hold unless `--define DEBUG`).
    static let flagged = """
        import SwiftUI

        struct Flagged: View {
            var body: some View {
                VStack(spacing: 0) {
                    #if DEBUG
                    Color.green.frame(height: 40).id("debug")
                    #else
                    Color.green.frame(height: 50).id("release")
                    #endif
                    Spacer()
                }
            }
        }
        """

    /// Which of the two views `text` names (both, neither: "?").
    static func branch(_ text: String) -> String {
        switch (text.contains("debug"), text.contains("release")) {
        case (true, false): return "debug"
        case (false, true): return "release"
        default: return "?"
        }
    }

    @Test func everySubcommandThatReadsSwiftDeclaresDefine() throws {
        for command in ["solve", "compare", "render", "translate", "preview", "snapshot"] {
            let help = try CLI.run([command, "--help"])
            #expect(help.stdout.contains("--define NAME"), "\(command) --help:\n\(help.stdout)")
        }
    }

    @Test func defineChoosesTheBranchInCompareRenderTranslateAndSnapshot() throws {
        let file = try CLI.temporaryFile(Self.flagged, name: "Flagged.swift")
        for define in [[], ["--define", "DEBUG"]] {
            let expected = define.isEmpty ? "release" : "debug"
            let compare = try CLI.run(["compare", file, "--sizes", "200x100"] + define)
            #expect(compare.status == 0, "\(compare.stderr)")
            #expect(Self.branch(compare.stdout) == expected, "\(compare.stdout)")
            let translate = try CLI.run(["translate", file, "--to", "constraints"] + define)
            #expect(Self.branch(translate.stdout) == expected, "\(translate.stdout)\(translate.stderr)")
            let svg = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("f.svg").path
            let render = try CLI.run(["render", file, "--size", "200x100", "--out", svg] + define)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(Self.branch(try String(contentsOfFile: svg, encoding: .utf8)) == expected)
        }
        // snapshot: the recorded frames are those of the DEBUG branch (40 high).
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let record = try CLI.run(["snapshot", "record", folder, "--devices", "200x100", "--define", "DEBUG"])
        #expect(record.status == 0, "\(record.stderr)")
        let snapshot = try String(
            contentsOfFile: folder + "/__Snapshots__/Flagged.swift.200x100.json", encoding: .utf8)
        #expect(Self.branch(snapshot) == "debug", "\(snapshot)")
        // Verified without the condition, the view that was there is gone and another appeared.
        let verify = try CLI.run(["snapshot", "verify", folder, "--devices", "200x100"])
        #expect(verify.status == 1 && verify.stdout.contains("MOVED"), "\(verify.stdout)")
    }

    @Test func previewReadsSwiftWithDefine() throws {
        let file = try CLI.temporaryFile(Self.flagged, name: "Flagged.swift")
        let server = try PreviewCommandTests.Server([file, "--devices", "200x100", "--define", "DEBUG"])
        let json = try PreviewCommandTests.layout(server.port, "file=0&devices=200x100")
        let views = ((json["panels"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        #expect(views.compactMap { $0["id"] as? String }.contains("debug"), "\(json)")
        #expect(server.terminate() == 0)
    }

    /// UIKit: `body` pinned to the root's readable content guide. At 375 × 667 the guide is the
    /// space between the 8-point margins (375 − 16 = 359 < 672), so `body` is (8, 10, 359, 50);
    /// the guide's helper view `root--readable` is not a view of the file's and is not listed.
    @Test func solveDoesNotListLayoutGuideHelpersOfUIKitSource() throws {
        let file = try CLI.temporaryFile(
            """
            import UIKit

            final class ArticleController: UIViewController {
                let body = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    body.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(body)
                    let guide = view.readableContentGuide
                    NSLayoutConstraint.activate([
                        body.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                        body.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                        body.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        body.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """, name: "ArticleController.swift")
        let table = try CLI.run(["solve", file, "--size", "375x667"])
        #expect(table.status == 0, "\(table.stderr)")
        let body = table.stdout.split(separator: "\n").first { $0.hasPrefix("body ") }
        #expect(body?.split(separator: " ") == ["body", "8.000", "10.000", "359.000", "50.000"], "\(table.stdout)")
        #expect(!table.stdout.contains("readable"), "\(table.stdout)")
        let json = try CLI.run(["solve", file, "--size", "375x667", "--format", "json"])
        #expect(!json.stdout.contains("readable"), "\(json.stdout)")
        #expect(
            json.stdout.contains(
                "\"body\": {\n      \"x\": 8,\n      \"y\": 10,\n      \"width\": 359,\n      \"height\": 50"))
    }
}
