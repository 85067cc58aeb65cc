import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutHarness
import Testing

/// `InterfaceBuilderCheck`: recorded frames (root coordinates) against solved ones, 0.5 pt per field.
@Suite struct ConformanceCheckTests {
    /// Root `r` 200 × 100; `a` is pinned 10 from every edge (→ 10, 10, 180, 80); `b` inside `a`
    /// is 20 × 20 at leading/top 5 (→ 5, 5 in `a`, 15, 15 in root coordinates). `aX` is the x
    /// the document records for `a`, `bY` the y it records for `b` (relative to `a`).
    static func xib(aX: String = "10", bY: String = "5") -> String {
        IB.xib(
            """
            <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="\(aX)" y="10" width="180" height="80"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="5" y="\(bY)" width="20" height="20"/>
            <constraints>
            <constraint firstAttribute="width" constant="20" id="w"/>
            <constraint firstAttribute="height" constant="20" id="h"/>
            </constraints>
            </view>
            </subviews>
            <constraints>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" constant="5" id="bl"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" constant="5" id="bt"/>
            </constraints>
            </view>
            </subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="r" secondAttribute="top" constant="10" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
            </constraints>
            </view>
            """)
    }

    @Test func recordedFramesAreInRootCoordinates() throws {
        let imported = try IB.document(Self.xib()).importRoot("r")
        let frames = Dictionary(imported.recordedFrames.map { ($0.ibID, $0.frame) }, uniquingKeysWith: { a, _ in a })
        // b's stored origin (5, 5) plus a's (10, 10).
        #expect(frames["b"] == Rect(x: 15, y: 15, width: 20, height: 20))
        #expect(frames["r"] == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(imported.recordedFrames.map(\.ibID) == ["r", "a", "b"])
    }

    @Test func rightRecordedFramesPass() throws {
        let checks = InterfaceBuilderCheck.check(try IB.document(Self.xib()), path: "ok.xib")
        #expect(checks.count == 1)
        #expect(checks[0].verdict == .passed)
        #expect(checks[0].views == 3)
        #expect(checks[0].off.isEmpty)
    }

    @Test func wrongRecordedFramesAreOffWithTheirDelta() throws {
        // a recorded at x 12 but solved at 10: Δx = 10 − 12 = −2, and b (inside a) moves with
        // the recorded origin, so b too is recorded 2 pt right of where it is solved.
        let checks = InterfaceBuilderCheck.check(try IB.document(Self.xib(aX: "12")), path: "off.xib")
        #expect(checks[0].verdict == .failed)
        #expect(checks[0].off.map(\.id) == ["a", "b"])
        let delta = try #require(checks[0].off.first?.delta)
        #expect(delta.x == -2 && delta.y == 0 && delta.width == 0 && delta.height == 0)
        #expect(checks[0].within == 1)
    }

    @Test func offByAtMostHalfAPointIsWithin() throws {
        // b recorded at y 5.5 instead of 5: 0.5 pt is within the tolerance; 5.75 is not.
        #expect(InterfaceBuilderCheck.check(try IB.document(Self.xib(bY: "5.5")), path: "t.xib")[0].verdict == .passed)
        let off = InterfaceBuilderCheck.check(try IB.document(Self.xib(bY: "5.75")), path: "t.xib")[0]
        #expect(off.off.map(\.id) == ["b"])
        #expect(off.off[0].maxDelta == 0.75)
    }

    @Test func hiddenArrangedSubviewsAreNotChecked() throws {
        // A vertical fill stack 100 × 40 with two arranged views; the hidden one's stored frame
        // (deliberately nonsense) is not compared, and it takes no space: v fills the stack.
        let text = IB.xib(
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="s">
            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
            <subviews>
            <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/></view>
            <view hidden="YES" contentMode="scaleToFill" id="gone"><rect key="frame" x="7" y="7" width="7" height="7"/></view>
            </subviews>
            </stackView>
            """)
        let check = InterfaceBuilderCheck.check(try IB.document(text), path: "stack.xib")[0]
        #expect(check.views == 2)
        #expect(check.verdict == .passed, "\(check.off)")
    }

    @Test func jsonRoundTripsAndMergeSortsByDocument() throws {
        let off = InterfaceBuilderCheck.check(try IB.document(Self.xib(aX: "12")), path: "b.xib")
        let ok = InterfaceBuilderCheck.check(try IB.document(Self.xib()), path: "a.xib")
        let shard2 = CheckReport(roots: off, shard: Shard(index: 2, count: 2))
        let decoded = try CheckReport(json: try JSONParser.parse(Array(JSONWriter.write(shard2.json).utf8)))
        #expect(decoded == shard2)
        let merged = try CheckReport.merge([shard2, CheckReport(roots: ok, shard: Shard(index: 1, count: 2))])
        #expect(merged.roots.map(\.document) == ["a.xib", "b.xib"])
        #expect(merged.shard == nil)
        // 3 views in each root; b.xib has a and b off → 4 of 6.
        #expect(merged.summaryLine == "4 of 6 views within 0.5 pt (66.7%); roots: 1 passed, 1 failed")
        do {
            _ = try CheckReport.merge([shard2, shard2])
            Issue.record("merged a shard with itself")
        } catch {
            guard case .rootInTwoShards(_, document: "b.xib") = error.problem else {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test func foldersAreWalkedRecursivelyInSortedOrder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ibwalk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        for name in ["b.xib", "a/z.storyboard", "a/notes.txt", "B.xib"] {
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        // Byte order: "B.xib" < "a/z.storyboard" < "b.xib".
        #expect(
            InterfaceBuilderCheck.documents(in: base.path).map { String($0.dropFirst(base.path.count + 1)) } == [
                "B.xib", "a/z.storyboard", "b.xib",
            ])
    }

    /// A recorded frame that contradicts a required constraint of its own document is named:
    /// with `a` recorded at x 13, `c1` (a.leading == r.leading + 10) misses by 3 pt (more than
    /// a pixel, 0.5 pt on the 2× device); `b` (inside `a`) is recorded consistently with its
    /// constraints relative to `a` (5 in), so only `a` is named. The consistent document names none.
    @Test func recordedFramesContradictingTheirConstraintsAreNamed() throws {
        let stale = try IB.document(Self.xib(aX: "13")).importRoot()
        #expect(stale.recordedConflicts == ["a": "its stored frame contradicts required constraint c1 by 3 pt"])
        #expect(stale.notes.contains("a: its stored frame contradicts required constraint c1 by 3 pt"))
        #expect(try IB.document(Self.xib()).importRoot().recordedConflicts.isEmpty)
        let root = InterfaceBuilderCheck.check(try IB.document(Self.xib(aX: "13")), root: "r", path: "t.xib")
        #expect(
            root.off.first { $0.id == "a" }?.conflict == "its stored frame contradicts required constraint c1 by 3 pt")
        let report = CheckReport(roots: [root])
        #expect(report.table.contains("r  a: its stored frame contradicts required constraint c1 by 3 pt\n"))
        #expect(try CheckReport(json: report.json) == report)
    }
}
