import Foundation
import LayoutCore
import LayoutHarness

/// `layoutlab preview`'s server: the page, the layouts it asks for and the stream that tells it
/// a file changed. Only these generated answers are served (no file is read by URL path).
///
/// ```swift
/// let server = try PreviewServer(paths: ["Login.swift"], devices: ["iphone-16"]) { path in
///     Result { try SpecDocument.load(path: path) }.mapError { PreviewLoadError("\($0)") }
/// }
/// print("http://127.0.0.1:\(server.port)/")
/// // … until SIGINT: server.stop()
/// ```
public final class PreviewServer: @unchecked Sendable {
    /// Why the server could not start.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The port the server listens on.
    public var port: UInt16 { http?.port ?? 0 }

    /// How the files are watched: `with inotify` or `by polling every 0.2 s`.
    public var watching: String { session.watcher.summary }

    private let session: PreviewSession
    private let devices: [String]
    private var http: HTTPServer?
    private let cache = LayoutCache()
    private let solver = SolverThread()

    /// Loads `paths` with `loader`, starts watching them and listens on `host` (an IPv4
    /// address; the caller decides which hosts are allowed) at `port` (0: a free port).
    /// `devices` are the device names (or `WIDTHxHEIGHT`) the page offers, the first shown.
    /// The files' folders are watched with inotify; with `polls` (or where inotify cannot be
    /// used) the files are polled every `pollInterval` seconds instead.
    public init(
        paths: [String], devices: [String], host: String = "127.0.0.1", port: UInt16 = 0,
        pollInterval: TimeInterval = 0.2, polls: Bool = false,
        loader: @escaping @Sendable (String) -> Result<SpecDocument, PreviewLoadError>
    ) throws(StartError) {
        session = PreviewSession(paths: paths, pollInterval: pollInterval, polls: polls, loader: loader)
        self.devices = devices
        do throws(HTTPServer.StartError) {
            http = try HTTPServer(host: host, port: port) { [weak self] request in
                self?.answer(request) ?? .text(503, "stopping")
            }
        } catch {
            throw StartError(description: error.description)
        }
        session.startWatching()
    }

    /// Ends the streams, then stops listening and waits for every connection.
    public func stop() {
        session.stop()
        http?.stop()
        http = nil
        solver.stop()
    }

    /// The answer to one request.
    private func answer(_ request: HTTPServer.Request) -> HTTPServer.Response {
        switch request.path {
        case "/", "/index.html":
            return .body(
                status: 200, contentType: "text/html; charset=utf-8",
                bytes: Array(PreviewPage.html(paths: session.paths, devices: devices).utf8))
        case "/layout":
            return layout(request)
        case "/events":
            let since = request.query("since").flatMap { Int($0) } ?? 0
            return .stream(contentType: "text/event-stream", VersionStream(session: session, seen: since))
        default:
            return .text(404, "not found: the preview serves /, /layout and /events only")
        }
    }

    /// `/layout?file=N&devices=A,B&type=T&w=W&h=H`: the JSON the page draws.
    private func layout(_ request: HTTPServer.Request) -> HTTPServer.Response {
        let query: PreviewQuery
        do throws(PreviewQuery.Invalid) {
            query = try PreviewQuery(
                request.query, files: session.paths.count, defaultDevice: devices.first ?? "iphone-16")
        } catch {
            return .text(400, error.message)
        }
        let (version, file) = session.state(query.file)
        let key = "\(version)|\(query.key)"
        if let cached = cache[key] { return .body(status: 200, contentType: "application/json", bytes: cached) }
        let json = PreviewLayoutJSON.make(
            version: version, file: file, paths: session.paths, query: query, solver: solver)
        let bytes = Array(JSONWriter.write(json, pretty: false).utf8)
        cache[key] = bytes
        return .body(status: 200, contentType: "application/json", bytes: bytes)
    }
}

/// Recent `/layout` answers by version and query, so many pages asking for the same layout
/// solve it once. Bounded: emptied when it reaches its capacity.
final class LayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: [UInt8]] = [:]
    let capacity = 64

    subscript(key: String) -> [UInt8]? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return entries[key]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = newValue
        }
    }
}

/// Server-sent events for one page: `event: version` with the new version whenever a file
/// changes, a comment every 15 seconds to keep the connection open; ends when the server stops.
final class VersionStream: EventStream {
    private let session: PreviewSession
    private var seen: Int
    private var greeted = false

    init(session: PreviewSession, seen: Int) {
        self.session = session
        self.seen = seen
    }

    func next() -> [UInt8]? {
        if !greeted {
            greeted = true
            return Array("retry: 1000\n\n".utf8)
        }
        guard let version = session.waitForChange(after: seen, timeout: 15) else { return nil }
        if version <= seen { return Array(": keep-alive\n\n".utf8) }
        seen = version
        return Array("event: version\ndata: \(version)\n\n".utf8)
    }
}
