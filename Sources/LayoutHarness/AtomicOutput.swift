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
    /// replaces `path` by renames (an old folder at `path` is moved aside first and removed
    /// after), so a reader finds the old folder or the complete new one.
    public static func writeDirectory(_ files: [(name: String, contents: String)], to path: String) throws(WriteError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(pid)")
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(pid)")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name))
            }
            var hadOld = false
            if manager.fileExists(atPath: target.path) {
                try manager.moveItem(at: target, to: old)
                hadOld = true
            }
            do {
                try manager.moveItem(at: staging, to: target)
            } catch {
                if hadOld { try? manager.moveItem(at: old, to: target) }
                throw error
            }
            if hadOld { try? manager.removeItem(at: old) }
        } catch {
            try? manager.removeItem(at: staging)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }
}
