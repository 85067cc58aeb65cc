import Foundation
import LayoutCore
import LayoutSnapshot
import LayoutTestingFiles
import Testing

/// `assertLayoutSnapshot(ofFile:)` of LayoutTestingFiles: a Swift file and an IB document are
/// recorded, then a moved view fails with the Δ table, at the line of the call.
@Suite struct FileSnapshotTests {
    /// SwiftUI: a column with a `HEADER`-point header, a 50-point row and a spacer. Colours take
    /// the offered width, so on an iPhone 16 (393 × 852) the header is (0, 0, 393, HEADER) and
    /// the row (0, HEADER, 393, 50).
    static let column = """
        import SwiftUI

        struct Column: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(height: HEADER).id("header")
                    Color.gray.frame(height: 50).id("row")
                    Spacer()
                }
            }
        }
        """

    /// A XIB root `r1` (200 × 100 as stored) with `a` pinned LEAD from the leading edge and 10
    /// from the others: in 375 × 100, `a` is (LEAD, 10, 375 − LEAD − 10, 80).
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
        <constraint firstItem="a" firstAttribute="leading" secondItem="r1" secondAttribute="leading" constant="LEAD" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="10" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="r1" secondAttribute="top" constant="10" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
        </constraints>
        </view>
        </objects>
        </document>
        """

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func frame(_ id: String, inSnapshotAt path: String) throws -> Rect? {
        let snapshot = try LayoutSnapshot(text: String(contentsOfFile: path, encoding: .utf8), file: path)
        return snapshot.frames.first { $0.id == id }?.frame
    }

    /// The issues of one failing call, which must all be at `line`.
    static func messages(atLine line: Int, _ body: () -> Void) -> [String] {
        let recorded = RecordedIssues()
        withKnownIssue {
            body()
        } matching: {
            recorded.keep($0, ifAt: line)
        }
        return recorded.all.map { $0.comments.map(\.rawValue).joined() }
    }

    /// The Δ columns (Δx Δy Δw Δh) of `id`'s row in a Δ table.
    static func deltas(of id: String, in message: String) -> [Substring] {
        let row = message.split(separator: "\n").first { $0.hasPrefix(id + " ") } ?? ""
        return Array(row.split(separator: " ").suffix(4))
    }

    @Test func aSwiftFileIsRecordedAndAMovedViewFailsWithTheDeltaTable() throws {
        try withSnapshotFolder { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let file = folder + "/Column.swift"
            try Self.write(Self.column.replacingOccurrences(of: "HEADER", with: "100"), to: file)
            assertLayoutSnapshot(ofFile: file, on: ["iphone-16"], named: "column", in: folder)
            let snapshot = folder + "/column.iphone-16.json"
            #expect(try Self.frame("header", inSnapshotAt: snapshot) == Rect(x: 0, y: 0, width: 393, height: 100))
            #expect(try Self.frame("row", inSnapshotAt: snapshot) == Rect(x: 0, y: 100, width: 393, height: 50))
            // A 110-point header: the header grows by 10, the row moves down by 10.
            try Self.write(Self.column.replacingOccurrences(of: "HEADER", with: "110"), to: file)
            let line = #line + 2
            let messages = Self.messages(atLine: line) {
                assertLayoutSnapshot(ofFile: file, on: ["iphone-16"], named: "column", in: folder)
            }
            #expect(messages.count == 1)
            let message = messages.first ?? ""
            #expect(message.hasPrefix("Column on iphone-16: 2 of 2 views moved"), "\(message)")
            #expect(Self.deltas(of: "header", in: message) == ["0.00", "0.00", "0.00", "10.00"], "\(message)")
            #expect(Self.deltas(of: "row", in: message) == ["0.00", "10.00", "0.00", "0.00"], "\(message)")
            #expect(FileManager.default.fileExists(atPath: folder + "/column.iphone-16.diff.svg"))
        }
    }

    @Test func anIBDocumentIsRecordedAndAMovedViewFailsWithTheDeltaTable() throws {
        try withSnapshotFolder { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let file = folder + "/inset.xib"
            try Self.write(Self.xib.replacingOccurrences(of: "LEAD", with: "10"), to: file)
            assertLayoutSnapshot(ofFile: file, root: "r1", on: ["375x100"], named: "inset", in: folder)
            let snapshot = folder + "/inset.375x100.json"
            #expect(try Self.frame("a", inSnapshotAt: snapshot) == Rect(x: 10, y: 10, width: 355, height: 80))
            // Leading 30: `a` starts 20 further right and is 20 narrower.
            try Self.write(Self.xib.replacingOccurrences(of: "LEAD", with: "30"), to: file)
            let line = #line + 2
            let messages = Self.messages(atLine: line) {
                assertLayoutSnapshot(ofFile: file, root: "r1", on: ["375x100"], named: "inset", in: folder)
            }
            #expect(messages.count == 1)
            let message = messages.first ?? ""
            #expect(message.contains("1 of 2 views moved"), "\(message)")
            #expect(Self.deltas(of: "a", in: message) == ["20.00", "0.00", "-20.00", "0.00"], "\(message)")
        }
    }

    /// A file that does not load fails at the call with the loader's message and its place;
    /// `root:` on a Swift file is refused; nothing is recorded.
    @Test func aFileThatDoesNotLoadFailsAtTheCall() throws {
        try withSnapshotFolder { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let file = folder + "/broken.view.json"
            try Self.write("{ \"format\": \"layoutlab.view/1\",\n  \"name\": 3 }", to: file)
            let line = #line + 2
            let messages = Self.messages(atLine: line) {
                assertLayoutSnapshot(ofFile: file, named: "broken", in: folder)
            }
            #expect(messages.count == 1)
            #expect(messages.first?.contains("broken.view.json:name: expected a string") == true, "\(messages)")
            let swiftLine = #line + 2
            let refused = Self.messages(atLine: swiftLine) {
                assertLayoutSnapshot(ofFile: folder + "/Column.swift", root: "r1", named: "refused", in: folder)
            }
            #expect(refused.first?.contains("root: applies to .storyboard and .xib documents only") == true)
            #expect(!FileManager.default.fileExists(atPath: folder + "/broken.iphone-16.json"))
        }
    }
}
