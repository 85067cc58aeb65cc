import Foundation
import TestSupport
import Testing

/// `layoutlab migrate --dynamic-type`: each size classified on its own, so a root exact at the
/// spec's own size only says so instead of hiding behind one verdict.
@Suite struct MigrateDynamicTypeTests {
    /// Geolocation.storyboard (ReactiveX/RxSwift, MIT) with `--measure-text` takes the affine
    /// form (its container's chain does not start at its edge), whose labels keep the frames
    /// solved at Large: exact at Large, approximate at accessibility5, where its labels grow.
    static let geolocation =
        "Tests/InterfaceBuilderTests/Fixtures/docs/ReactiveX__RxSwift__RxExample__RxExample__Examples__GeolocationExample__Geolocation.storyboard"

    @Test func anAffineRootIsExactAtItsOwnSizeAndApproximateWhereItsLabelsGrow() throws {
        let arguments = [
            "migrate", Self.geolocation, "--measure-text", "--devices", "iphone-se", "--dynamic-type",
            "large,accessibility5",
        ]
        let table = try CLI.run(arguments)
        #expect(table.status == 1, "\(table.stderr)")
        #expect(table.stdout.contains("    exact at large; approximate at accessibility5 (Δ "), "\(table.stdout)")
        #expect(table.stdout.contains("(affine frames are solved at the spec's own size)"))
        #expect(table.stdout.contains("  exact per Dynamic Type size: large 1, accessibility5 0"), "\(table.stdout)")
        let shard = try CLI.temporaryFile("", name: "shard.json")
        let json = try CLI.run(arguments + ["--format", "json", "--output", shard])
        #expect(json.status == 1)
        let text = try String(contentsOfFile: shard, encoding: .utf8).filter { !$0.isWhitespace }
        #expect(text.contains(#""exactByDynamicType":{"large":1,"accessibility5":0}"#), "\(text)")
        #expect(text.contains(#""dynamicTypeVerdicts":[{"size":"large","verdict":"exact","maxDifference":0},"#))
        #expect(text.contains(#"{"size":"accessibility5","verdict":"approximate","maxDifference":"#))
        // --merge reads the verdicts back and prints the same table.
        let merged = try CLI.run(["migrate", "--merge", shard])
        #expect(merged.stdout == table.stdout, "\(merged.stdout)\(merged.stderr)")
    }
}
