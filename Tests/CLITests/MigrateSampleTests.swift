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
}
