import Foundation

/// A Chrome DevTools Protocol client over one WebSocket (RFC 6455: text frames, client
/// frames masked), enough to drive a headless Chromium page from a test: `Runtime.evaluate`,
/// `Input.dispatchMouseEvent`, `Page.captureScreenshot`.
final class DevToolsClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let connection: LoopbackConnection
    private var nextID = 0
    private var buffer: [UInt8] = []

    /// Connects to `ws://127.0.0.1:port/path`.
    init(port: UInt16, path: String) throws {
        connection = try LoopbackConnection(port: port, timeout: 20)
        try connection.send(
            Array(
                ("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        while !String(decoding: buffer, as: UTF8.self).contains("\r\n\r\n") { try fill() }
        let head = String(decoding: buffer, as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no WebSocket upgrade: \(head)") }
        buffer.removeFirst(head.range(of: "\r\n\r\n")!.upperBound.utf16Offset(in: head))
    }

    /// Sends `method` with `params` and returns the `result` of its answer (events before it
    /// are skipped).
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
        try sendFrame(Array(message))
        while true {
            let text = try receiveMessage()
            guard let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                json["id"] as? Int == id
            else { continue }
            if let error = json["error"] { throw Failure(description: "\(method): \(error)") }
            return json["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of a JavaScript expression in the page (JSON-able values).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    private func sendFrame(_ payload: [UInt8]) throws {
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xff)) }
        }
        frame += [0, 0, 0, 0]  // the mask key: zeros leave the payload as it is
        try connection.send(frame + payload)
    }

    /// One whole message (continuation frames joined; control frames skipped).
    private func receiveMessage() throws -> String {
        var message: [UInt8] = []
        while true {
            let header = try take(2)
            let opcode = header[0] & 0x0f
            var length = Int(header[1] & 0x7f)
            if length == 126 {
                let bytes = try take(2)
                length = Int(bytes[0]) << 8 | Int(bytes[1])
            } else if length == 127 {
                length = try take(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try take(length)
            if opcode >= 8 { continue }
            message += payload
            if header[0] & 0x80 != 0 { return String(decoding: message, as: UTF8.self) }
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        let bytes = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return bytes
    }

    private func fill() throws {
        let chunk = connection.receive()
        guard !chunk.isEmpty else { throw Failure(description: "DevTools connection closed or timed out") }
        buffer += chunk
    }
}
