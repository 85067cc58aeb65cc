import Foundation
import TestSupport
import Testing

/// `layoutlab migrate --dynamic-type`: each size classified on its own, so a root exact at the
/// spec's own size only says so instead of hiding behind one verdict.
@Suite struct MigrateDynamicTypeTests {
    /// Geolocation.storyboard (ReactiveX/RxSwift, MIT) with `--measure-text`: its labels and
    /// button hang from an image centred in the screen. Its stack is split at the image (the
    /// views above it in a frame aligned to the bottom, the views below in one aligned to the
    /// top, each taking exactly its share: docs/TRANSLATION.md "hung chains"), so its labels
    /// grow with Dynamic Type in SwiftUI as in UIKit: exact as stacks at Large and at
    /// accessibility5, where they are longer than their shares. (Before, the affine form kept
    /// the frames solved at Large and was approximate at accessibility5.)
    static let geolocation =
        "Tests/InterfaceBuilderTests/Fixtures/docs/ReactiveX__RxSwift__RxExample__RxExample__Examples__GeolocationExample__Geolocation.storyboard"

    @Test func aRootHungFromACentredViewIsExactAtEveryDynamicTypeSize() throws {
        let arguments = [
            "migrate", Self.geolocation, "--measure-text", "--devices", "iphone-se", "--dynamic-type",
            "large,accessibility5",
        ]
        let table = try CLI.run(arguments)
        #expect(table.status == 0, "\(table.stdout)\(table.stderr)")
        #expect(table.stdout.hasPrefix("exact [stacks]  "), "\(table.stdout)")
        #expect(table.stdout.contains("  exact per Dynamic Type size: large 1, accessibility5 1"), "\(table.stdout)")
        let shard = try CLI.temporaryFile("", name: "shard.json")
        let json = try CLI.run(arguments + ["--format", "json", "--output", shard])
        #expect(json.status == 0)
        let text = try String(contentsOfFile: shard, encoding: .utf8).filter { !$0.isWhitespace }
        #expect(text.contains(#""exactByDynamicType":{"large":1,"accessibility5":1}"#), "\(text)")
        #expect(text.contains(#""dynamicTypeVerdicts":[{"size":"large","verdict":"exact","maxDifference":0},"#))
        #expect(text.contains(#"{"size":"accessibility5","verdict":"exact","maxDifference":0}"#), "\(text)")
        // --merge reads the verdicts back and prints the same table.
        let merged = try CLI.run(["migrate", "--merge", shard])
        #expect(merged.stdout == table.stdout, "\(merged.stdout)\(merged.stderr)")
    }
}
