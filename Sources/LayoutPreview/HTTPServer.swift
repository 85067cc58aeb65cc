import CMicroHTTPD
import Foundation

/// A small HTTP server on GNU libmicrohttpd: GET and HEAD only, one thread per connection,
/// request line and headers bounded by libmicrohttpd's per-connection memory, bodies refused.
/// Every answer comes from `handler`; nothing is ever read from disk by path.
final class HTTPServer: @unchecked Sendable {
    /// What a request asks for: its path (without the query) and its query values.
    struct Request {
        var path: String
        /// The value of a query parameter (decoded by libmicrohttpd), nil when absent.
        var query: (String) -> String?
    }

    /// An answer: a whole body, or a stream that is written as it comes (server-sent events).
    enum Response {
        case body(status: Int, contentType: String, bytes: [UInt8])
        case stream(contentType: String, EventStream)

        static func text(_ status: Int, _ text: String) -> Response {
            .body(status: status, contentType: "text/plain; charset=utf-8", bytes: Array((text + "\n").utf8))
        }
    }

    /// Limits: connections at once, bytes of request line and headers, idle seconds.
    struct Limits {
        var connections: UInt32 = 256
        var requestBytes = 16 * 1024
        var idleSeconds: UInt32 = 60
    }

    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    private let handler: @Sendable (Request) -> Response
    private var daemon: OpaquePointer?
    /// The port the server listens on.
    private(set) var port: UInt16 = 0

    /// Starts listening on `host` (an IPv4 dotted quad) at `port` (0: a free port).
    init(host: String, port: UInt16, limits: Limits = Limits(), handler: @escaping @Sendable (Request) -> Response)
        throws(StartError)
    {
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = layoutlab_mhd_start(
            host, port, limits.connections, limits.requestBytes, limits.idleSeconds, httpAccessHandler, context)
        guard let daemon else {
            throw StartError(description: "cannot listen on \(host):\(port) (address in use, or not an IPv4 address)")
        }
        self.port = layoutlab_mhd_port(daemon)
    }

    deinit { stop() }

    /// Stops listening and waits for every connection thread (open streams must end first:
    /// their `EventStream` returns nil once its source stops).
    func stop() {
        guard let daemon else { return }
        MHD_stop_daemon(daemon)
        self.daemon = nil
    }

    /// Answers one request on its connection's thread.
    fileprivate func handle(_ connection: OpaquePointer, url: String, method: String, uploadSize: Int) -> MHD_Result {
        let response: Response
        if method != "GET" && method != "HEAD" {
            response = .text(405, "only GET and HEAD are served")
        } else if uploadSize > 0 {
            response = .text(413, "request bodies are not accepted")
        } else {
            let request = Request(path: url) { name in
                MHD_lookup_connection_value(connection, MHD_ValueKind.GET_ARGUMENT_KIND, name).map {
                    String(cString: $0)
                }
            }
            response = handler(request)
        }
        return Self.queue(response, on: connection)
    }

    private static func queue(_ response: Response, on connection: OpaquePointer) -> MHD_Result {
        let created: OpaquePointer?
        let status: Int
        let contentType: String
        switch response {
        case .body(let code, let type, var bytes):
            status = code
            contentType = type
            // 2 is MHD_RESPMEM_MUST_COPY (libmicrohttpd copies the bytes).
            let mustCopy = MHD_ResponseMemoryMode(rawValue: 2)!
            created = bytes.withUnsafeMutableBytes { buffer in
                MHD_create_response_from_buffer(buffer.count, buffer.baseAddress, mustCopy)
            }
        case .stream(let type, let stream):
            status = 200
            contentType = type
            let context = Unmanaged.passRetained(StreamState(stream)).toOpaque()
            created = MHD_create_response_from_callback(
                UInt64.max, 4096, eventStreamReader, context, eventStreamRelease)
        }
        guard let created else { return MHD_Result.NO }
        defer { MHD_destroy_response(created) }
        MHD_add_response_header(created, "Content-Type", contentType)
        MHD_add_response_header(created, "Cache-Control", "no-store")
        MHD_add_response_header(created, "X-Content-Type-Options", "nosniff")
        return MHD_queue_response(connection, UInt32(status), created)
    }
}

/// A body written as it comes: `next` blocks until there is something to send (or the stream
/// ends: nil).
protocol EventStream: AnyObject {
    func next() -> [UInt8]?
}

/// The stream and what is left of its last chunk.
private final class StreamState {
    let stream: any EventStream
    var pending: [UInt8] = []
    init(_ stream: any EventStream) { self.stream = stream }
}

/// libmicrohttpd's access handler: the server is `cls`; answers on the first call (the
/// headers are in), counting upload bytes as consumed.
private let httpAccessHandler: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, _, uploadSize, _ in
    guard let cls, let connection, let url, let method else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let size = uploadSize?.pointee ?? 0
    if size > 0 { uploadSize?.pointee = 0 }
    return server.handle(connection, url: String(cString: url), method: String(cString: method), uploadSize: size)
}

/// Copies the stream's next bytes into libmicrohttpd's buffer (blocking until there are some).
private let eventStreamReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
    guard let cls, let buffer else { return -1 }
    let state = Unmanaged<StreamState>.fromOpaque(cls).takeUnretainedValue()
    if state.pending.isEmpty {
        guard let chunk = state.stream.next() else { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
        state.pending = chunk
    }
    let count = min(max, state.pending.count)
    state.pending.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
    }
    state.pending.removeFirst(count)
    return count
}

/// Releases the stream when libmicrohttpd is done with the response.
private let eventStreamRelease: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<StreamState>.fromOpaque(cls).release()
}
