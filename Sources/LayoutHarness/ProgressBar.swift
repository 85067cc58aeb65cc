import Foundation

/// A progress bar on stderr for sweeps: shown only when stderr is a terminal and the sweep has
/// run for more than a second; redrawn at most ten times a second; thread-safe.
public final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastDraw: UInt64 = 0
    private var shown = false
    private let enabled: Bool
    private let label: String

    /// A bar labelled `label`; disabled unless stderr is a terminal (or `force`).
    public init(label: String, force: Bool = false) {
        self.label = label
        self.enabled = force || isatty(2) != 0
    }

    /// Records progress (`done` of `total`).
    public func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - start > 1_000_000_000, now - lastDraw > 100_000_000 || done == total else { return }
        lastDraw = now
        shown = true
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
    }

    /// Ends the bar's line (when it was shown).
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
        shown = false
    }
}
