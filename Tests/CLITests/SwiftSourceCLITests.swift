import Foundation
import Testing

/// `layoutlab solve|translate FILE.swift`: SwiftUI source read like a JSON view spec.
@Suite struct SwiftSourceCLITests {
    static let source = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                HStack(spacing: 8) {
                    Color.red.frame(width: 40, height: 40).id("icon")
                    Text("Settings").id("label")
                    Spacer()
                }
                .padding(.horizontal, 16)
            }
        }

        struct Other: View {
            var body: some View {
                Color.blue.frame(width: 10, height: 10).id("dot")
            }
        }
        """

    @Test func solveLaysOutTheFirstViewOfASwiftFile() throws {
        let path = try CLI.temporaryFile(Self.source, name: "Row.swift")
        let result = try CLI.run(["solve", path, "--size", "375x667", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        // The row takes the width; the 40-pt icon sets its height, centred: y = (667 − 40) / 2.
        #expect(result.stdout.contains("\"spec\": \"Row\""))
        #expect(result.stdout.contains("\"icon\": {\n      \"x\": 16,\n      \"y\": 313.5,"))
        #expect(result.stderr.isEmpty)
    }

    @Test func viewFlagChoosesAnotherView() throws {
        let path = try CLI.temporaryFile(Self.source, name: "Row.swift")
        let result = try CLI.run(["solve", path, "--size", "100x100", "--view", "Other", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"dot\": {\n      \"x\": 45,\n      \"y\": 45,"))
    }

    @Test func anUnknownViewExits65AtItsPlaceOrIsAPlaceholderWithANote() throws {
        let path = try CLI.temporaryFile(
            "struct A: View {\n    var body: some View {\n        Header()\n    }\n}\n", name: "A.swift")
        let failed = try CLI.run(["solve", path, "--size", "100x100"])
        #expect(failed.status == 65)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr.contains("A.swift:3:9: `Header`"))
        let placeholder = try CLI.run(["solve", path, "--size", "100x100", "--unknown-views", "placeholder"])
        #expect(placeholder.status == 0)
        #expect(placeholder.stderr.contains("A.swift:3:9: note: `Header` is laid out as a placeholder"))
    }

    @Test func defineSetsACompilationConditionForIf() throws {
        let path = try CLI.temporaryFile(
            """
            struct D: View {
                var body: some View {
                    #if DEBUG
                    Color.red.frame(width: 40, height: 40).id("box")
                    #else
                    Color.red.frame(width: 20, height: 20).id("box")
                    #endif
                }
            }
            """, name: "D.swift")
        // A release build by default: the 20-pt box, centred in 100 × 100 at 40; with
        // --define DEBUG the 40-pt one at 30.
        let release = try CLI.run(["solve", path, "--size", "100x100", "--format", "json"])
        #expect(release.status == 0, "\(release.stderr)")
        #expect(release.stdout.contains("\"box\": {\n      \"x\": 40,"))
        let debug = try CLI.run(["solve", path, "--size", "100x100", "--format", "json", "--define", "DEBUG"])
        #expect(debug.status == 0, "\(debug.stderr)")
        #expect(debug.stdout.contains("\"box\": {\n      \"x\": 30,"))
    }

    @Test func translateToConstraintsAcceptsASwiftFile() throws {
        let path = try CLI.temporaryFile(
            "struct B: View {\n    var body: some View {\n        Color.red.frame(width: 30, height: 20).id(\"box\")\n    }\n}\n",
            name: "B.swift")
        let result = try CLI.run(["translate", path, "--to", "constraints"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"format\": \"layoutlab.constraints/1\""))
        #expect(result.stdout.contains("\"box\""))
    }
}
