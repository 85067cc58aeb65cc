import Foundation
import LayoutCore

/// The files being previewed: each one's last good document and its current error, a version
/// that grows at every change, and the thread that watches the files (woken by inotify, or by
/// polling: `FileWatcher`). Page streams wait on it for the next version.
final class PreviewSession: @unchecked Sendable {
    /// One file's state.
    struct FileState {
        var path: String
        /// The last document that loaded; kept (and shown) while the file has an error.
        var document: PreviewDocument?
        /// The error of the file's current contents, with its location.
        var error: String?
        /// Size, modification time and inode last seen.
        var stamp: [Int64] = []
    }

    typealias Loader = @Sendable (String) -> Result<SpecDocument, PreviewLoadError>

    private let condition = NSCondition()
    private var files: [FileState]
    private(set) var version = 1
    private var stopping = false
    private let loader: Loader
    /// What wakes the watcher thread.
    let watcher: FileWatcher

    /// Loads `paths`; they are watched with inotify unless `polls` (or inotify fails), else
    /// polled every `pollInterval` seconds.
    init(paths: [String], pollInterval: TimeInterval = 0.2, polls: Bool = false, loader: @escaping Loader) {
        self.paths = paths
        self.loader = loader
        watcher = FileWatcher(paths: paths, polls: polls, interval: pollInterval)
        files = paths.map { FileState(path: $0) }
        for index in paths.indices { reload(index) }
    }

    /// The paths, in the order given.
    let paths: [String]

    /// The current version and the state of file `index`.
    func state(_ index: Int) -> (version: Int, file: FileState) {
        condition.lock()
        defer { condition.unlock() }
        return (version, files[index])
    }

    /// Starts the watcher thread: after each wake-up (an inotify event — or every 5 s, a
    /// safety net — or the poll interval), every file whose stamp changed is loaded again.
    func startWatching() {
        let thread = Thread { [self] in
            while !isStopping {
                watcher.wait(upTo: 5)
                for index in paths.indices where stamp(of: paths[index]) != currentStamp(index) {
                    reload(index)
                }
            }
        }
        thread.name = "layoutlab preview watcher"
        thread.start()
    }

    /// Ends the watcher and wakes every waiting stream (which then ends).
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        watcher.wake()
    }

    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// Waits until the version is past `seen` or `timeout` passes; the version then, or nil
    /// when the session is stopping.
    func waitForChange(after seen: Int, timeout: TimeInterval) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while version <= seen && !stopping {
            if !condition.wait(until: deadline) { break }
        }
        return stopping ? nil : version
    }

    private func currentStamp(_ index: Int) -> [Int64] {
        condition.lock()
        defer { condition.unlock() }
        return files[index].stamp
    }

    /// Size, modification time (nanoseconds) and inode of `path` (a save by rename gives a new
    /// inode); empty when it cannot be read.
    private func stamp(of path: String) -> [Int64] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [
            Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            Int64(bitPattern: UInt64(info.st_ino)),
        ]
    }

    /// Loads file `index` again: a good document replaces the last one, an error is kept
    /// beside it; either way the version grows and waiting streams wake.
    private func reload(_ index: Int) {
        let path = paths[index]
        let stamp = stamp(of: path)
        let result = loader(path)
        condition.lock()
        defer { condition.unlock() }
        files[index].stamp = stamp
        switch result {
        case .success(let document):
            files[index].document = PreviewDocument(document, serial: version)
            files[index].error = nil
        case .failure(let error):
            files[index].error = error.message
        }
        version += 1
        condition.broadcast()
    }
}

/// Why a file could not be loaded: the loader's message, with the file and place.
public struct PreviewLoadError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
