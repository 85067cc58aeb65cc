import Foundation
import LayoutCore

/// The one thread that builds, uses and releases the engines. GLPK keeps its state per thread
/// and a constraint engine must live and die on the thread that made it, while libmicrohttpd
/// answers each connection on its own thread: every layout is computed here, one at a time,
/// and the engines stay cached here between requests (the warm re-solves).
final class SolverThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var stopped = false
    /// Engines by file index, document serial and Dynamic Type size; touched on this thread only.
    private var engines: [String: PreviewEngines] = [:]

    init() {
        let thread = Thread { [self] in loop() }
        thread.name = "layoutlab preview solver"
        thread.start()
    }

    /// Runs `body` on the solver thread with the engines for `document` at `dynamicType`, and
    /// waits for its result. Nil once the thread is stopping.
    func withEngines<T>(
        file: Int, _ document: PreviewDocument, _ dynamicType: DynamicTypeSize?,
        _ body: @escaping (PreviewEngines) -> T
    ) -> T? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        let accepted = enqueue { [self] in
            result = body(engines(file: file, document, dynamicType))
            done.signal()
        }
        guard accepted else { return nil }
        done.wait()
        return result
    }

    /// Releases every engine on this thread and ends it.
    func stop() {
        _ = enqueue { [self] in engines.removeAll() }
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func enqueue(_ job: @escaping () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            let batch = jobs
            jobs.removeAll()
            let finished = stopped && batch.isEmpty
            condition.unlock()
            if finished { return }
            for job in batch { job() }
        }
    }

    /// The cached engines, made on first use; those of a file's earlier documents are dropped.
    private func engines(file: Int, _ document: PreviewDocument, _ dynamicType: DynamicTypeSize?) -> PreviewEngines {
        let prefix = "\(file)|"
        let key = prefix + "\(document.serial)|" + (dynamicType?.rawValue ?? "")
        if let cached = engines[key] { return cached }
        for stale in engines.keys where stale.hasPrefix(prefix) && !stale.hasPrefix(prefix + "\(document.serial)|") {
            engines[stale] = nil
        }
        let made = PreviewEngines(document.document, dynamicType: dynamicType)
        engines[key] = made
        return made
    }
}
