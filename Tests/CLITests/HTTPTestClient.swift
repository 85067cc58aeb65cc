import Foundation

/// A minimal HTTP/1.0 client over a `LoopbackConnection` for the preview server's tests: sends one
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
        let connection = try LoopbackConnection(port: port, timeout: timeout)
        try connection.send(head)
        var received: [UInt8] = []
        while true {
            let chunk = connection.receive()
            if chunk.isEmpty { break }
            received += chunk
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
