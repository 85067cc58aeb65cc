import Foundation
import Testing

/// `layoutlab solve --trace`: the probe trace goes to stderr, stdout stays the requested output.
@Suite struct TraceCLITests {
    /// HStack { Color "a"; Color "b" }.
    static let row = """
        { "format": "layoutlab.view/1", "name": "row",
          "root": { "type": "HStack", "id": "row", "children": [
            { "type": "Color", "id": "a" }, { "type": "Color", "id": "b" } ] } }
        """

    @Test func traceGoesToStderrAndLeavesStdoutUnchanged() throws {
        let path = try CLI.temporaryFile(Self.row)
        let plain = try CLI.run(["solve", path, "--size", "100x50", "--format", "json"])
        let traced = try CLI.run(["solve", path, "--size", "100x50", "--format", "json", "--trace"])
        #expect(traced.status == 0)
        #expect(traced.stdout == plain.stdout)
        // The root is asked once (finite × finite); each Color at 0, ∞ and its share of
        // (100 − 8) / 2 = 46 on the major axis, with the stack's height 50: 3 calls each.
        #expect(traced.stderr.contains("sizeThatFits row (w: finite, h: finite)"))
        #expect(traced.stderr.contains("sizeThatFits a (w: 0, h: finite)"))
        #expect(traced.stderr.contains("sizeThatFits a (w: ∞, h: finite)"))
        #expect(traced.stderr.contains("  a: 3 (0×finite 1, finite×finite 1, ∞×finite 1)"))
    }
}
