import Foundation
import Testing

/// `.containerRelativeFrame` through the CLI: a Swift closure that is not affine in the length
/// and a JSON member out of range exit 65 at their place with nothing on stdout.
@Suite struct ContainerRelativeFrameCLITests {
    @Test func aClosureThatIsNotAffineExits65AtItsLineAndColumn() throws {
        let path = try CLI.temporaryFile(
            """
            struct P: View {
                var body: some View {
                    Color.red.containerRelativeFrame(.vertical) { length, _ in max(length, 200) }
                }
            }
            """, name: "P.swift")
        let result = try CLI.run(["solve", path, "--size", "300x300"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // `        Color.red.containerRelativeFrame(.vertical) ` is 52 characters: the brace at 3:53.
        #expect(result.stderr.contains("P.swift:3:53:"), "\(result.stderr)")
    }

    @Test func aCountBelowOneExits65AtItsJSONPath() throws {
        let path = try CLI.temporaryFile(
            #"{ "format": "layoutlab.view/1", "root": { "type": "Color", "modifiers": [ { "containerRelativeFrame": { "axes": ["vertical"], "count": 0 } } ] } }"#,
            name: "p.json")
        let result = try CLI.run(["solve", path, "--size", "300x300"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("root.modifiers[0].containerRelativeFrame.count"), "\(result.stderr)")
    }

    @Test func theClosureFormSolvesAgainstTheScrollView() throws {
        let path = try CLI.temporaryFile(
            """
            struct P: View {
                var body: some View {
                    ScrollView {
                        Color.red.containerRelativeFrame(.vertical) { length, _ in length * 1.5 }.id("page")
                    }
                }
            }
            """, name: "P.swift")
        let result = try CLI.run(["solve", path, "--size", "300x200", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        // 1.5 × the ScrollView's 200 = 300 high, 300 wide, at the top of the content.
        #expect(
            result.stdout.contains(
                "\"page\": {\n      \"x\": 0,\n      \"y\": 0,\n      \"width\": 300,\n      \"height\": 300"))
    }
}
