import Foundation
import TestSupport
import Testing

/// `layoutlab migrate --measure-text`: labels imported with their text and font (as `import
/// --measure-text`), translated to `Text("…")` with that font and proved on every device;
/// without the flag a label stays a fixed frame of the size Xcode stored.
@Suite struct MigrateMeasuredTextTests {
    /// A freeform XIB view (375 × 600: not the device's screen, so it sees no safe area and is
    /// laid out with none on any device) holding a UILabel "Hello" (system font, 17 pt) pinned
    /// 20 from the root's leading edge and 40 from its top; its stored frame (100 × 40) is not
    /// its text's size.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
        <view contentMode="scaleToFill" id="r">
        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
        <subviews>
        <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="20" y="40" width="100" height="40"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        </subviews>
        <constraints>
        <constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="l" firstAttribute="top" secondItem="r" secondAttribute="top" constant="40" id="c2"/>
        </constraints>
        </view>
        </objects>
        </document>
        """

    /// Migrates the XIB on two devices (`extra` arguments added) into a report folder;
    /// returns the result, the folder and the generated SwiftUI file.
    func migrate(_ extra: [String]) throws -> (result: CLIResult, report: String, source: String) {
        let path = try CLI.temporaryFile(Self.document, name: "Hello.xib")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run(["migrate", path, "--devices", "iphone-se,ipad-13", "--report", report] + extra)
        let source = try String(contentsOfFile: report + "/HelloR.swift", encoding: .utf8)
        return (result, report, source)
    }

    @Test func aMeasuredLabelBecomesTextWithItsFontAndIsExactOnBothDevices() throws {
        let (result, report, source) = try migrate(["--measure-text"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 roots: 1 exact (100%), 0 approximate, 0 not translated"), "\(result.stdout)")
        #expect(result.stdout.contains("labels and buttons sized from their text and font"))
        #expect(source.contains("Text(\"Hello\")"), "\(source)")
        #expect(source.contains(".font(.system(size: 17))"), "\(source)")
        #expect(!source.contains("Color"), "\(source)")
        let json = try String(contentsOfFile: report + "/migration.json", encoding: .utf8)
        #expect(json.contains("\"measuresText\": true"))
        // The label is named by its text ("Hello" → helloLabel), as the report maps back to IB's id.
        #expect(json.filter { !$0.isWhitespace }.contains(#""names":{"helloLabel":"l"}"#), "\(json)")
        // Inter (the default font), 17 pt: "Hello" is 6740 units wide (MeasuredTextTests), one
        // line 3408 units high, at 2816 units per em: 40.688 × 20.574, at (20, 40) on any screen.
        let solved = try CLI.run(["solve", report + "/HelloR.swift", "--size", "ipad-13", "--format", "json"])
        #expect(solved.status == 0, "\(solved.stderr)")
        let frame = try #require(Self.frame("helloLabel", in: solved.stdout))
        #expect(frame.x == 20 && frame.y == 40)
        #expect(abs(frame.width - 6740 * 17 / 2816) < 0.01 && abs(frame.height - 3408 * 17 / 2816) < 0.01)
    }

    @Test func aTextStyleLabelMovesWithDynamicTypeAndStaysExactAtEachSize() throws {
        // The same label in the Headline text style: `.font(.headline)`, which scales with
        // Dynamic Type (Apple's Headline: 14 pt at xSmall, 53 pt at accessibility5). One line of
        // Inter is 3408 units of 2816 per em: 16.94 pt high at xSmall, 64.14 pt at
        // accessibility5; both engines give it at (20, 40) on both devices.
        let headline = Self.document.replacingOccurrences(
            of: #"type="system" pointSize="17""#, with: #"style="UICTFontTextStyleHeadline""#)
        let path = try CLI.temporaryFile(headline, name: "Hello.xib")
        let report = try ScratchFolder.make().appendingPathComponent("report").path
        let result = try CLI.run([
            "migrate", path, "--measure-text", "--devices", "iphone-se,ipad-13", "--dynamic-type",
            "xSmall,accessibility5", "--report", report,
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 roots: 1 exact (100%)"), "\(result.stdout)")
        let source = try String(contentsOfFile: report + "/HelloR.swift", encoding: .utf8)
        #expect(source.contains("Text(\"Hello\")\n            .font(.headline)"), "\(source)")
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        for height in ["16.94", "64.14"] {
            #expect(
                html.range(of: #"helloLabel \(identical\): 20,40 [0-9.]+×"# + height, options: .regularExpression)
                    != nil)
        }
    }

    @Test func withoutTheFlagTheLabelStaysAFixedFrameOfItsStoredSize() throws {
        let (result, report, source) = try migrate([])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("sized from their text"))
        #expect(!source.contains("Text("), "\(source)")
        #expect(source.contains(".frame(width: 100, height: 40)"), "\(source)")
        let json = try String(contentsOfFile: report + "/migration.json", encoding: .utf8)
        #expect(json.contains("\"measuresText\": false"))
    }

    @Test func mergeKeepsTheFlagAndRefusesToMixIt() throws {
        let measured = try migrate(["--measure-text"]).report + "/migration.json"
        let stored = try migrate([]).report + "/migration.json"
        let merged = try CLI.run(["migrate", "--merge", measured, "--format", "json"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("\"measuresText\": true"))
        let mixed = try CLI.run(["migrate", "--merge", measured, stored])
        #expect(mixed.status == 65, "\(mixed.stdout)\(mixed.stderr)")
        #expect(mixed.stdout.isEmpty)
        let flagged = try CLI.run(["migrate", "--merge", measured, "--measure-text"])
        #expect(flagged.status == 64)
    }

    /// The frame of `id` in `solve --format json` output.
    static func frame(_ id: String, in json: String) -> (x: Double, y: Double, width: Double, height: Double)? {
        let compact = json.filter { !$0.isWhitespace }
        guard let start = compact.range(of: "\"\(id)\":{") else { return nil }
        let body = compact[start.upperBound...].prefix { $0 != "}" }
        var values: [String: Double] = [:]
        for pair in body.split(separator: ",") {
            let parts = pair.split(separator: ":")
            guard parts.count == 2 else { continue }
            values[parts[0].replacingOccurrences(of: "\"", with: "")] = Double(parts[1])
        }
        guard let x = values["x"], let y = values["y"], let w = values["width"], let h = values["height"] else {
            return nil
        }
        return (x, y, w, h)
    }
}
