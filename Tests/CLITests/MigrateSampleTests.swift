import Foundation
import TestSupport
import Testing

/// `layoutlab migrate` over the shared IB sample (32 public documents, 74 roots; the shared
/// folder beside the checkout, or `LAYOUTLAB_SHARED`): every root produces SwiftUI, with and
/// without `--measure-text` — none is `not translated` (README "Migrating a storyboard").
/// Skipped when the shared folder is not there.
@Suite struct MigrateSampleTests {
    static let sample: String = {
        let shared =
            ProcessInfo.processInfo.environment["LAYOUTLAB_SHARED"]
            ?? URL(fileURLWithPath: #filePath).appendingPathComponent("../../../../shared").standardized.path
        return shared + "/conformance/ib/docs"
    }()

    static var sampleExists: Bool { FileManager.default.fileExists(atPath: sample) }

    @Test(.enabled(if: sampleExists, "the shared IB sample is not beside the checkout"), arguments: [false, true])
    func everyRootOfTheSharedSampleIsTranslated(measuringText: Bool) throws {
        let result = try CLI.run(["migrate", Self.sample] + (measuringText ? ["--measure-text"] : []))
        let refused = result.stdout.split(separator: "\n").filter { $0.hasPrefix("not translated") }
        #expect(refused.isEmpty, "\(refused.joined(separator: "\n"))")
        #expect(result.stdout.contains("74 roots: "), "\(result.stdout.suffix(600))")
        #expect(result.stdout.contains(", 0 not translated"), "\(result.stdout.suffix(600))")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Roots of the sample that took an affine form under `--measure-text` before session 25's
    /// idioms and are stacks now: TacoDialogView's centred row and row of buttons, SpecialCase
    /// vKd-hd-wnE's settings panel (a container as tall as its chain, labels hung on switches,
    /// bars at its foot), SpecialCase CNg-ge-9Lk's button centred on a stepper.
    @Test(.enabled(if: sampleExists, "the shared IB sample is not beside the checkout"))
    func measuredRootsOfThisRoundAreStacks() throws {
        let documents = [
            "SwiftKickMobile__SwiftMessages__Demo__Demo__TacoDialogView.xib",
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__SpecialCase.storyboard",
        ].map { Self.sample + "/" + $0 }
        let result = try CLI.run(["migrate"] + documents + ["--measure-text", "--devices", "iphone-se,ipad-13"])
        for root in ["JI3-gM-XBO", "vKd-hd-wnE", "CNg-ge-9Lk"] {
            let line = result.stdout.split(separator: "\n").first { $0.hasSuffix("  " + root) }
            #expect(line?.hasPrefix("exact [stacks]  ") == true, "\(root): \(result.stdout)")
        }
    }
}
