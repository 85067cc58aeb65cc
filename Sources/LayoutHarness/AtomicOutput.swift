import CAtomicRename
import Foundation

/// Writes files and folders so that they appear complete or not at all (RELIABILITY.md #16).
public enum AtomicOutput {
    /// An output that could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): cannot write: \(reason)" }
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }

    /// Writes a folder of files: they are written into a temporary sibling folder, which then
    /// takes the place of `path` in one step — a rename when `path` does not exist, else an
    /// exchange of the two folders (`renameat2(RENAME_EXCHANGE)`), after which the old folder,
    /// now at the temporary name, is removed. A reader finds the old folder or the complete new
    /// one, never neither. Where the file system cannot exchange, the old folder is moved aside
    /// first (a short window without a folder at `path`).
    public static func writeDirectory(_ files: [(name: String, contents: String)], to path: String) throws(WriteError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(pid)")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name))
            }
            if !manager.fileExists(atPath: target.path) {
                try manager.moveItem(at: staging, to: target)
            } else if ll_rename_exchange(staging.path, target.path) == 0 {
                try? manager.removeItem(at: staging)
            } else {
                try replaceByTwoRenames(target, with: staging, parent: parent, pid: pid)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }

    /// The fallback where `renameat2(RENAME_EXCHANGE)` fails: the old folder moves aside, the
    /// new one takes its name (the old one comes back if that fails), the old one is removed.
    private static func replaceByTwoRenames(_ target: URL, with staging: URL, parent: URL, pid: Int32) throws {
        let manager = FileManager.default
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(pid)")
        try manager.moveItem(at: target, to: old)
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            try? manager.moveItem(at: old, to: target)
            throw error
        }
        try? manager.removeItem(at: old)
    }
}
