import Foundation
import LayoutCore
import TestSupport
import Testing

/// `layoutlab solve DOC.xib --root ID` and `layoutlab import`: the runner contract (frames by
/// IB id at the stored size), located errors with exit 65, exit 66 for a missing document.
@Suite struct InterfaceBuilderCLITests {
    /// A XIB with two 200 × 100 roots; in `r1`, `a` is inset 10 on every side (→ 10, 10, 180, 80).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
        <view contentMode="scaleToFill" id="r1" userLabel="First">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="10" y="10" width="180" height="80"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="leading" secondItem="r1" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="10" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="r1" secondAttribute="top" constant="10" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
        </constraints>
        </view>
        <view contentMode="scaleToFill" id="r2"><rect key="frame" x="0.0" y="0.0" width="50" height="60"/></view>
        </objects>
        </document>
        """

    @Test func solveReportsFramesByIBIdAtTheStoredSize() throws {
        let path = try CLI.temporaryFile(Self.xib, name: "two.xib")
        let result = try CLI.run(["solve", path, "--root", "r1", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        guard case .object(let document) = json, case .object(let frames)? = document["frames"] else {
            Issue.record("not a solution: \(result.stdout)")
            return
        }
        #expect(document["status"] == .string("solved"))
        #expect(frames.members.map(\.key) == ["r1", "a"])
        #expect(result.stdout.contains("\"width\": 200"))
        #expect(
            frames["a"]
                == .object(
                    JSONObject([
                        JSONMember("x", .number(10)), JSONMember("y", .number(10)),
                        JSONMember("width", .number(180)), JSONMember("height", .number(80)),
                    ])))
    }

    @Test func aDocumentWithSeveralRootsNeedsRoot() throws {
        let path = try CLI.temporaryFile(Self.xib, name: "two.xib")
        let result = try CLI.run(["solve", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("pick one with --root: r1, r2"))
    }

    @Test func importAllWritesOneDocumentPerRoot() throws {
        let path = try CLI.temporaryFile(Self.xib, name: "two.xib")
        let folder = try ScratchFolder.make().appendingPathComponent("out")
        let result = try CLI.run(["import", path, "--all", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["r1.json", "r2.json"])
        let r1 = try String(contentsOf: folder.appendingPathComponent("r1.json"), encoding: .utf8)
        #expect(r1.contains("\"format\": \"layoutlab.constraints/1\""))
        #expect(r1.contains("\"label\": \"First\""))
        // The imported document solves on its own, with the same frames.
        let solved = try CLI.run(["solve", folder.appendingPathComponent("r1.json").path, "--size", "200x100"])
        #expect(solved.status == 0, "\(solved.stderr)")
    }

    @Test func badDocumentsExit65WithTheirPlace() throws {
        let path = try CLI.temporaryFile("<document>\n<objects>\n<view id=\"a\">", name: "bad.storyboard")
        let result = try CLI.run(["solve", path, "--format", "json"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.storyboard:3:"))
    }

    @Test func missingDocumentExits66AndRootOnJSONIsAUsageError() throws {
        #expect(try CLI.run(["solve", "/nonexistent/x.xib"]).status == 66)
        let spec = try CLI.temporaryFile(#"{"format": "layoutlab.constraints/1", "name": "n"}"#)
        let result = try CLI.run(["solve", spec, "--size", "10x10", "--root", "r1"])
        #expect(result.status == 64)
    }
}
