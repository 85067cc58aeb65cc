#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// Temporary folders for the tests: each one under a single folder per test process, which is
/// removed when the process exits, so a test run leaves nothing in the temporary folder. (The
/// test targets share one test process and this one root.)
public enum ScratchFolder {
    /// The process's folder.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-tests-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()

    /// A new empty folder.
    public static func make() throws -> URL {
        let url = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
