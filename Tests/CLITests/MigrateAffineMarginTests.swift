import Foundation
import TestSupport
import Testing

/// A root with no stack form whose views are pinned to its margins: the affine frames follow
/// UIKit's minimum margin (16 pt on a phone in portrait, 20 on an iPad), written once as
/// `let margin` in the reader (docs/TRANSLATION.md, "Root margins that step").
@Suite struct MigrateAffineMarginTests {
    /// Calculator.storyboard (ReactiveX/RxSwift, MIT), root 2aB-zX-D0f: a keypad of buttons a
    /// quarter of the window wide, its display label between the root's margins. Before, the
    /// affine form kept the document's 16 pt: on the iPad 11-inch the label was 4 pt off at
    /// each side (Δ 8), the root approximate.
    static let calculator =
        "Tests/InterfaceBuilderTests/Fixtures/docs/ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard"

    /// On the default devices (iPhone SE and 15 with 16 pt, 15 Pro Max and both iPads with 20).
    @Test func theMarginStepsBetweenThePhonesAndTheIPads() throws {
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", Self.calculator, "--report", report])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("exact [affineFrames]  "), "\(result.stdout)")
        let source = try String(contentsOfFile: report + "/Calculator2aBZXD0f.swift", encoding: .utf8)
        #expect(source.contains("let margin = min(max(4 * geometry.size.width - 1580, 16), 20)"), "\(source)")
        #expect(source.components(separatedBy: "min(max(").count == 2, "the step written once: \(source)")
    }
}
