import Foundation
import LayoutCore
import LayoutHarness

/// Where snapshots live and how one is checked: the file is recorded when it is missing or
/// recording is asked for, else today's layout is compared with it and, when views moved, an
/// SVG diff is written beside it (`NAME.diff.svg` next to `NAME.json`).
public enum SnapshotFile {
    /// The folder name snapshot-testing users know.
    public static let folderName = "__Snapshots__"
    /// The environment variable that re-records every snapshot (`LAYOUTLAB_RECORD=1`).
    public static let recordVariable = "LAYOUTLAB_RECORD"

    /// Whether `LAYOUTLAB_RECORD` asks for recording (`1`, `true` or `yes`).
    public static var recordsFromEnvironment: Bool {
        let value = ProcessInfo.processInfo.environment[recordVariable]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }

    /// The folder of a test file's snapshots: `__Snapshots__/<file name without .swift>/`
    /// beside the test file.
    public static func folder(forTestFile testFile: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        let base = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent(folderName).appendingPathComponent(base).path
    }

    /// `<test>.<device>.json`: the test's name without its parameter list (`moved()` →
    /// `moved`), and characters other than letters, digits, `-`, `_` and `.` as `_`.
    public static func name(test: String, device: String) -> String {
        let bare = test.split(separator: "(", maxSplits: 1).first.map(String.init) ?? test
        return sanitized(bare) + "." + sanitized(device) + ".json"
    }

    /// The SVG diff's path for the snapshot at `path`.
    public static func diffPath(for path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(".json".count)) : path) + ".diff.svg"
    }

    static func sanitized(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }

    /// What a check found.
    public enum Outcome: Sendable, Equatable {
        /// The snapshot was written (missing before, or recording was asked for).
        case recorded
        /// Every view is where the snapshot has it.
        case matched
        /// Views moved; the SVG diff is at `diffPath`.
        case moved(SnapshotDifference, diffPath: String)
    }

    /// Why a snapshot could not be checked.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Records `current` at `path` when `record` is set or no file is there; otherwise
    /// compares it with the file, removing a stale diff when it matches and writing the SVG
    /// diff when it does not.
    public static func check(_ current: LayoutSnapshot, at path: String, record: Bool, tolerance: Double)
        throws(Failure) -> Outcome
    {
        let manager = FileManager.default
        if record || !manager.fileExists(atPath: path) {
            try write(current.text, to: path)
            try? manager.removeItem(atPath: diffPath(for: path))
            return .recorded
        }
        let recorded: LayoutSnapshot
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            recorded = try LayoutSnapshot(text: String(decoding: data, as: UTF8.self), file: path)
        } catch let error as SpecError {
            throw Failure("\(error) (re-record it with \(recordVariable)=1)")
        } catch {
            throw Failure("\(path): cannot read the snapshot: \(error.localizedDescription)")
        }
        guard let difference = SnapshotDifference.between(recorded, current, tolerance: tolerance) else {
            try? manager.removeItem(atPath: diffPath(for: path))
            return .matched
        }
        let diff = diffPath(for: path)
        try write(difference.svg, to: diff)
        return .moved(difference, diffPath: diff)
    }

    /// Writes `text` atomically, creating the folder first.
    static func write(_ text: String, to path: String) throws(Failure) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicOutput.write(text, to: path)
        } catch {
            throw Failure("\(path): cannot write: \(error)")
        }
    }
}
