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

    /// General.storyboard hC1-xV-1iw (two columns of fields of one equal width between the
    /// screen's sides, 157.67 pt fields in 157.5 pt columns on the iPhone SE) was affine: the
    /// columns kept their fields' intrinsic width, 1/6 pt apart. Stack views of one equal share
    /// are stretched to it, so it is stacks (`EqualShareStackViewsTests`).
    @Test(.enabled(if: sampleExists, "the shared IB sample is not beside the checkout"))
    func columnsOfOneShareAreStacks() throws {
        let document =
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__General.storyboard"
        let result = try CLI.run(["migrate", Self.sample + "/" + document])
        let line = result.stdout.split(separator: "\n").first { $0.hasSuffix("  hC1-xV-1iw") }
        #expect(line?.hasPrefix("exact [stacks]  ") == true, "\(result.stdout)")
    }

    /// The affine roots of the sample, written in the safe area's size and insets since the
    /// per-device proof (docs/TRANSLATION.md "Affine frames in the safe area"): SpecialCase
    /// PdK-Kw-AQ1 (a search bar and a container under the status bar) on the five default
    /// devices. It is exact, and its SwiftUI reads `geometry.safeAreaInsets` instead of
    /// ignoring the safe area. (General.storyboard hC1-xV-1iw and iMessageDemo's launch screen
    /// were such roots until session 27: they are stack forms now, above and
    /// `iMessageDemoLaunchScreenIsAStackFormOnEveryDevice`.)
    @Test(.enabled(if: sampleExists, "the shared IB sample is not beside the checkout"))
    func affineRootsFollowEachDevicesSafeArea() throws {
        let prefix = Self.sample + "/"
        let cases: [(document: String, root: String, devices: [String])] = [
            (
                "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__SpecialCase.storyboard",
                "PdK-Kw-AQ1", []
            )
        ]
        for (document, root, devices) in cases {
            let report = FileManager.default.temporaryDirectory.appendingPathComponent("affine-\(root)-\(UUID())")
            defer { try? FileManager.default.removeItem(at: report) }
            let result = try CLI.run(["migrate", prefix + document, "--report", report.path] + devices)
            let line = result.stdout.split(separator: "\n").first { $0.hasSuffix("  " + root) }
            #expect(line?.hasPrefix("exact [affineFrames]  ") == true, "\(root): \(result.stdout)")
            let files = try FileManager.default.contentsOfDirectory(atPath: report.path).filter {
                $0.hasSuffix(".swift")
            }
            let sources = try files.map { try String(contentsOfFile: report.path + "/" + $0, encoding: .utf8) }
            let source = try #require(sources.first { $0.contains("\"\(root)\"") }, "\(root): \(files)")
            #expect(source.contains("geometry.safeAreaInsets"), "\(root): \(source)")
            #expect(!source.contains("ignoresSafeArea"), "\(root): the reader lies in the safe area: \(source)")
        }
    }

    /// iMessageDemo's launch screen: a label whose centre is a third of the screen's height
    /// down (`centerY == 0.333333 × root.bottom + 1`), pinned to the root's margin, on phones
    /// in both orientations, where the side insets differ, and an iPad. Its stack form places
    /// the label with Spacers that share the window's height (`.ignoresSafeArea(edges:
    /// .vertical)`), exact on each device (it was an affine root, the Spacers sharing the safe
    /// area's height put it 13.3 pt low on an iPhone SE).
    @Test(.enabled(if: sampleExists, "the shared IB sample is not beside the checkout"))
    func iMessageDemoLaunchScreenIsAStackFormOnEveryDevice() throws {
        let document = "SwiftKickMobile__SwiftMessages__iMessageDemo__iMessageDemo__LaunchScreen.storyboard"
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("fraction-\(UUID())")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try CLI.run(
            [
                "migrate", Self.sample + "/" + document, "--report", report.path, "--devices",
                "iphone-se,iphone-16,iphone-16-landscape,iphone-16-pro-max-landscape,ipad-11",
            ])
        let line = result.stdout.split(separator: "\n").first { $0.hasSuffix("  Ze5-6b-2t3") }
        #expect(line?.hasPrefix("exact [stacks]  ") == true, "\(result.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: report.path).filter { $0.hasSuffix(".swift") }
        let sources = try files.map { try String(contentsOfFile: report.path + "/" + $0, encoding: .utf8) }
        let source = try #require(sources.first { $0.contains("imessagedemoLabel") }, "\(files)")
        #expect(source.contains(".ignoresSafeArea(edges: .vertical)"), "\(source)")
        #expect(!source.contains("GeometryReader"), "\(source)")
    }
}
