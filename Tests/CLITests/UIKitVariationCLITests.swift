import Foundation
import Testing

/// `translate --to uikit` of a spec with size-class variations, then `solve` of the Swift file:
/// the trait method reads back as the variations, so both solve alike under each size class;
/// a bad statement in it is exit 65 at its place, nothing on stdout.
@Suite struct UIKitVariationCLITests {
    static let spec = """
        { "format": "layoutlab.constraints/1", "name": "pair",
          "views": [ { "id": "a" }, { "id": "b" } ],
          "constraints": [ "a.width == b.width", "a.height == b.height" ],
          "variations": [
            { "when": "verticalSizeClass == regular", "constraints": [ "V:|[a]-8-[b]|", "H:|[a]|", "H:|[b]|" ] },
            { "when": "verticalSizeClass == compact", "constraints": [ "H:|[a]-8-[b]|", "V:|[a]|", "V:|[b]|" ] } ] }
        """

    @Test func theUIKitCodeSolvesAsItsSpecUnderEachSizeClass() throws {
        let spec = try CLI.temporaryFile(Self.spec)
        let swift = try #require(
            URL(string: "file://" + spec)?.deletingLastPathComponent().appendingPathComponent("Pair.swift").path)
        let translated = try CLI.run(["translate", spec, "--to", "uikit", "--output", swift])
        #expect(translated.status == 0, "\(translated.stderr)")
        // Landscape (compact height): side by side, (667 − 8) / 2 = 329.5 wide, b at 337.5.
        let landscape = try CLI.run(["solve", swift, "--size", "667x375"])
        #expect(landscape.status == 0, "\(landscape.stderr)")
        #expect(landscape.stdout.contains("b   337.500  0.000  329.500  375.000"), "\(landscape.stdout)")
        // Portrait (regular height): stacked, (667 − 8) / 2 = 329.5 high.
        let portrait = try CLI.run(["solve", swift, "--size", "375x667"])
        #expect(portrait.stdout.contains("b   0.000  337.500  375.000  329.500"), "\(portrait.stdout)")
    }

    @Test func aStrayStatementInTheTraitMethodExits65AtIt() throws {
        let spec = try CLI.temporaryFile(Self.spec)
        let translated = try CLI.run(["translate", spec, "--to", "uikit"])
        let source = translated.stdout.replacingOccurrences(
            of: "        NSLayoutConstraint.deactivate(variationConstraints.flatMap { $0 })\n",
            with: "        NSLayoutConstraint.deactivate(variationConstraints.flatMap { $0 })\n        view.alpha = 1\n"
        )
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0 == "        view.alpha = 1" }) + 1
        let path = try CLI.temporaryFile(source, name: "Pair.swift")
        let result = try CLI.run(["solve", path, "--size", "375x667"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Pair.swift:\(line):9: expected a stack view's axis"), "\(result.stderr)")
    }
}
