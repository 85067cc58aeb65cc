import Foundation
import Glibc

/// What wakes the preview's watcher thread to look at its files again: inotify on the files'
/// folders — the folder, not the file, so that an editor's save by rename (write a temporary
/// file, rename it over the old one: a new inode) is seen — or, where inotify cannot be used
/// (no inotify instance left, a folder it cannot watch) or polling is asked for, a timer.
/// Either way the watcher then compares each file's size, modification time and inode with
/// what it last loaded, so a wake-up without a change costs a `stat` per file.
final class FileWatcher {
    /// How changes are noticed.
    enum Mode: Equatable {
        case inotify
        case polling(TimeInterval)
    }

    let mode: Mode
    /// The inotify instance (−1 when polling).
    private let descriptor: Int32
    /// A pipe whose write end `wake()` writes to, so that `wait` returns at once on stop.
    private var wakeup: [Int32] = [-1, -1]

    /// The events that may mean a watched file has new contents: written and closed, renamed
    /// or moved into the folder, created, deleted, or its attributes changed. Plain writes
    /// (`IN_MODIFY`) are left out: the file is read once its writer closes it.
    private static let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    /// Watches the folders of `paths` with inotify unless `polls`; polls every `interval`
    /// seconds when asked to or when inotify fails.
    init(paths: [String], polls: Bool, interval: TimeInterval) {
        let instance = polls ? -1 : Self.inotifyInstance(watchingFoldersOf: paths)
        descriptor = instance
        mode = instance >= 0 ? .inotify : .polling(interval)
        if instance >= 0 && pipe(&wakeup) == 0 {
            for fd in wakeup {
                _ = fcntl(fd, F_SETFL, O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
    }

    /// An inotify instance watching every folder of `paths`, or −1 when one cannot be made or
    /// a folder cannot be watched.
    private static func inotifyInstance(watchingFoldersOf paths: [String]) -> Int32 {
        let instance = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard instance >= 0 else { return -1 }
        let folders = Set(paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        for folder in folders.sorted() where inotify_add_watch(instance, folder, events) < 0 {
            close(instance)
            return -1
        }
        return instance
    }

    deinit {
        for fd in [descriptor] + wakeup where fd >= 0 { close(fd) }
    }

    /// Ends the current `wait` (the watcher is stopping).
    func wake() {
        guard wakeup[1] >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(wakeup[1], &byte, 1)
    }

    /// Waits until inotify reports an event in a watched folder (the events are read and
    /// dropped), `wake()` is called or `limit` seconds pass; when polling, sleeps for the poll
    /// interval.
    func wait(upTo limit: TimeInterval) {
        guard mode == .inotify else {
            if case .polling(let interval) = mode { Thread.sleep(forTimeInterval: interval) }
            return
        }
        var requests = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeup[0], events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&requests, nfds_t(requests.count), Int32(limit * 1000)) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        for fd in [descriptor, wakeup[0]] where fd >= 0 {
            while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
        }
    }

    /// Words for the log line: `with inotify`, `by polling every 0.2 s`.
    var summary: String {
        switch mode {
        case .inotify: return "with inotify"
        case .polling(let interval): return "by polling every \(interval) s"
        }
    }
}
