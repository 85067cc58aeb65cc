import Foundation
import Glibc

/// A minimal HTTP/1.0 client over a POSIX socket for the preview server's tests: sends one
/// request and reads the answer until the server closes it, the reader says it has enough, or
/// `timeout` seconds pass without data.
enum HTTPTestClient {
    struct Answer {
        var status: Int
        var body: String
    }

    static func request(
        port: UInt16, _ head: String, timeout: Int = 10, until enough: (String) -> Bool = { _ in false }
    ) throws -> Answer {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
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
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let bytes = Array(head.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
            if enough(String(decoding: received, as: UTF8.self)) { break }
        }
        let text = String(decoding: received, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Answer(status: status, body: body)
    }

    static func get(port: UInt16, _ path: String, until enough: (String) -> Bool = { _ in false }) throws -> Answer {
        try request(port: port, "GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", until: enough)
    }
}
