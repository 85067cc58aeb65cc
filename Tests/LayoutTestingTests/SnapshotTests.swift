import Foundation
import LayoutCore
import LayoutDSL
import LayoutSnapshot
import LayoutTesting
import Testing

/// A 393-wide column: a header `header` points high, a 50-pt row under it, a spacer below.
/// Colours take the offered width, so at 393×852 the header is (0, 0, 393, header) and the row
/// (0, header, 393, 50): making the header 10 taller moves the row down by 10.
struct HeaderAndRow: View {
    var header: Double
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(height: header).id("header")
            Color.gray.frame(height: 50).id("row")
            Spacer()
        }
    }
}

/// A fresh folder for one test's snapshots, removed at the end.
func withSnapshotFolder(_ body: (String) throws -> Void) rethrows {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
}

@Suite struct SnapshotTests {
    /// The first run records `<test>.<device>.json` with the hand-derived frames (see
    /// HeaderAndRow); the second run matches it and records nothing.
    @Test func aMissingSnapshotIsRecordedThenMatched() throws {
        try withSnapshotFolder { folder in
            assertLayoutSnapshot(of: HeaderAndRow(header: 100), on: ["iphone-16"], in: folder)
            let path = folder + "/aMissingSnapshotIsRecordedThenMatched.iphone-16.json"
            let snapshot = try LayoutSnapshot(text: String(contentsOfFile: path, encoding: .utf8), file: path)
            #expect(snapshot.size == Size(width: 393, height: 852))
            #expect(snapshot.engine == .stack)
            #expect(snapshot.frames.first { $0.id == "header" }?.frame == Rect(x: 0, y: 0, width: 393, height: 100))
            #expect(snapshot.frames.first { $0.id == "row" }?.frame == Rect(x: 0, y: 100, width: 393, height: 50))
            assertLayoutSnapshot(of: HeaderAndRow(header: 100), on: ["iphone-16"], in: folder)
            #expect(!FileManager.default.fileExists(atPath: SnapshotFile.diffPath(for: path)))
        }
    }

    /// Recorded with a 100-pt header, laid out with 110: the header grows by 10 (Δh 10.00) and
    /// the row moves down by 10 (Δy 10.00). One issue at the line of the call, with the Δ
    /// table; the SVG diff is written beside the snapshot with both sides and dashed ghosts.
    @Test func aMovedViewFailsWithTheDeltaTableAndAnSVGDiff() throws {
        try withSnapshotFolder { folder in
            assertLayoutSnapshot(of: HeaderAndRow(header: 100), on: ["iphone-16"], named: "column", in: folder)
            let recorded = RecordedIssues()
            let callLine = #line + 2
            withKnownIssue {
                assertLayoutSnapshot(of: HeaderAndRow(header: 110), on: ["iphone-16"], named: "column", in: folder)
            } matching: { issue in
                recorded.keep(issue, ifAt: callLine)
            }
            #expect(recorded.all.count == 1)
            let message = recorded.all.first?.comments.map(\.rawValue).joined() ?? ""
            let lines = message.split(separator: "\n").map(String.init)
            #expect(lines.first == "HeaderAndRow on iphone-16: 2 of 2 views moved beyond 0.001 pt since the snapshot")
            #expect(lines.contains { $0.hasPrefix("view") && $0.contains("Δx") && $0.contains("Δh") })
            let header = lines.first { $0.hasPrefix("header ") } ?? ""
            #expect(header.contains("(0.00, 0.00, 393.00, 100.00)") && header.contains("(0.00, 0.00, 393.00, 110.00)"))
            #expect(header.split(separator: " ").suffix(4) == ["0.00", "0.00", "0.00", "10.00"])
            let row = lines.first { $0.hasPrefix("row ") } ?? ""
            #expect(row.split(separator: " ").suffix(4) == ["0.00", "10.00", "0.00", "0.00"])
            let diff = folder + "/column.iphone-16.diff.svg"
            let svg = try String(contentsOfFile: diff, encoding: .utf8)
            #expect(svg.contains(">recorded</text>") && svg.contains(">now</text>"))
            #expect(svg.contains("moved since the snapshot") && svg.contains("Δ = now − recorded"))
            #expect(svg.contains("class=\"ghost\" data-view=\"row\""))
            #expect(message.contains(diff))
        }
    }

    /// A view that disappears, and one that appears, are moves too ("—" deltas, and why).
    @Test func aViewThatAppearsOrDisappearsIsReported() throws {
        let before = LayoutSnapshot(
            spec: "s", engine: .stack, device: "100x100", size: Size(width: 100, height: 100),
            frames: [ViewFrame(id: "old", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        var after = before
        after.frames = [ViewFrame(id: "new", frame: Rect(x: 0, y: 0, width: 10, height: 10))]
        let difference = try #require(SnapshotDifference.between(before, after, tolerance: 0.001))
        let table = difference.table
        #expect(table.contains("old") && table.contains("gone: the layout no longer has this view"))
        #expect(table.contains("new") && table.contains("new: not in the snapshot"))
        #expect(table.contains("—"))
        #expect(SnapshotDifference.between(before, before, tolerance: 0.001) == nil)
    }

    /// `record: true` re-records a changed layout without failing.
    @Test func recordingReplacesTheSnapshot() throws {
        try withSnapshotFolder { folder in
            assertLayoutSnapshot(of: HeaderAndRow(header: 100), named: "c", in: folder)
            assertLayoutSnapshot(of: HeaderAndRow(header: 120), named: "c", record: true, in: folder)
            let path = folder + "/c.iphone-16.json"
            let snapshot = try LayoutSnapshot(text: String(contentsOfFile: path, encoding: .utf8), file: path)
            #expect(snapshot.frames.first { $0.id == "header" }?.frame.height == 120)
        }
    }

    /// The constraint spec's snapshot is committed in `__Snapshots__/SnapshotTests/` beside this
    /// file. Its frames are checked by hand here, so a wrong recording cannot pass: the box is
    /// 10 in from each side of 375 (x 10, width 355), on top, 44 high.
    @Test func aConstraintSpecMatchesItsCommittedSnapshot() throws {
        let document = try SpecDocument(bytes: Array(insetBoxJSON.utf8), file: "inset-box.json")
        assertLayoutSnapshot(of: document, on: ["375x100"])
        let path =
            SnapshotFile.folder(forTestFile: #filePath) + "/aConstraintSpecMatchesItsCommittedSnapshot.375x100.json"
        let snapshot = try LayoutSnapshot(text: String(contentsOfFile: path, encoding: .utf8), file: path)
        #expect(snapshot.engine == .constraints)
        #expect(snapshot.frames.first { $0.id == "box" }?.frame == Rect(x: 10, y: 0, width: 355, height: 44))
    }

    /// An unknown device is a failure naming it; an unsatisfiable layout (the box needs 320
    /// points) a failure saying so; both at the line of the call, nothing written.
    @Test func anUnknownDeviceOrAnUnsatisfiableLayoutFails() throws {
        let document = try SpecDocument(bytes: Array(insetBoxJSON.utf8), file: "inset-box.json")
        withSnapshotFolder { folder in
            let recorded = RecordedIssues()
            let callLine = #line + 2
            withKnownIssue {
                assertLayoutSnapshot(of: document, on: ["iphone-99", "200x100"], in: folder)
            } matching: { issue in
                recorded.keep(issue, ifAt: callLine)
            }
            let messages = recorded.all.map { $0.comments.map(\.rawValue).joined() }
            #expect(messages.count == 2)
            #expect(messages.first?.contains("unknown device 'iphone-99'") == true)
            #expect(messages.last?.contains("inset-box on 200x100: unsatisfiable") == true)
            #expect(!FileManager.default.fileExists(atPath: folder))
        }
    }

    /// The text is canonical (fixed member order, the same bytes each time) and reads back.
    @Test func theSnapshotTextIsCanonicalAndReadsBack() throws {
        let snapshot = LayoutSnapshot(
            spec: "s", engine: .constraints, device: "iphone-16", size: Size(width: 393, height: 852),
            frames: [ViewFrame(id: "b", frame: Rect(x: 1.5, y: 0, width: 2, height: 1.0 / 3))])
        #expect(
            snapshot.text == """
                {
                  "format": "layoutlab.snapshot/1",
                  "spec": "s",
                  "engine": "constraints",
                  "device": "iphone-16",
                  "size": {
                    "width": 393,
                    "height": 852
                  },
                  "frames": {
                    "b": {
                      "x": 1.5,
                      "y": 0,
                      "width": 2,
                      "height": 0.333333
                    }
                  }
                }

                """)
        let read = try LayoutSnapshot(text: snapshot.text, file: "s.json")
        #expect(read.frames.first?.frame.height == 0.333333)
        #expect(read.text == snapshot.text)
    }

    /// A damaged snapshot names the file and the JSON path.
    @Test func aDamagedSnapshotNamesTheFileAndPlace() {
        let text =
            #"{"format": "layoutlab.snapshot/1", "spec": "s", "engine": "stack", "device": "d", "size": {"width": 1, "height": 1}, "frames": {"a": {"x": 0, "y": 0, "width": "wide", "height": 1}}}"#
        let error = #expect(throws: SpecError.self) { try LayoutSnapshot(text: text, file: "bad.json") }
        #expect(error?.file == "bad.json")
        #expect(error?.location == .jsonPath("frames.a.width"))
        #expect(error?.problem == .mismatch(expected: "a finite number", found: #"the string "wide""#))
    }
}
