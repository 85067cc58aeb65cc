import Foundation
import Glibc

/// One TCP connection to 127.0.0.1, for the preview tests' clients (HTTP requests, event
/// streams, Chromium's DevTools WebSocket): connect with a receive timeout, send every byte,
/// receive what has arrived. The socket is closed when the connection is released.
final class LoopbackConnection {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let fd: Int32

    /// Connects to `127.0.0.1:port`; a receive waits at most `timeout` seconds.
    init(port: UInt16, timeout: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket: errno \(errno)") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
    }

    deinit { close(fd) }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { throw Failure(description: "cannot send: errno \(errno)") }
            offset += sent
        }
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The bytes that arrive next (at most 64 KiB); empty when the peer closed the connection
    /// or nothing came within the timeout.
    func receive() -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(chunk[0..<count]) : []
    }
}
