import Foundation
import Glibc
import Testing

/// The preview server under load: 100 pages listening to `/events` at once while 100 clients
/// load the page and its layout 1,000 times in all (10 each); a save reaches every listener;
/// the server's resident memory stays bounded; SIGTERM with every stream open stops it (exit 0).
/// The figures are printed (`swift test --filter PreviewLoadTests`).
@Suite(.serialized) struct PreviewLoadTests {
    /// VmRSS of `pid` in KiB.
    static func residentKiB(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.filter(\.isNumber)) ?? 0
    }

    /// An open `/events` stream: its socket, read with a 20 s timeout.
    final class Listener {
        let fd: Int32
        init(port: UInt16, since version: Int) throws {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var wait = timeval(tv_sec: 20, tv_usec: 0)
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
            let request = Array("GET /events?since=\(version) HTTP/1.0\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        }
        deinit { close(fd) }

        /// Reads until `text` has arrived (true) or the stream ends, times out, or 20 s pass (false).
        func wait(for text: String) -> Bool {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = Date(timeIntervalSinceNow: 20)
            while !String(decoding: received, as: UTF8.self).contains(text) && Date() < deadline {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return false }
                received += buffer[0..<count]
            }
            return String(decoding: received, as: UTF8.self).contains(text)
        }
    }

    @Test func hundredClientsThousandReloadsBoundedMemoryCleanShutdown() throws {
        let file = try CLI.temporaryFile(PreviewBrowserTests.signIn, name: "signin.view.json")
        let server = try PreviewCommandTests.Server([file, "--devices", "iphone-16,iphone-se-3,ipad-13"])
        let pid = server.process.processIdentifier
        let port = server.port
        // Warm: the page and both layouts once.
        let warm = try HTTPTestClient.get(port: port, "/layout?devices=iphone-16,iphone-se-3")
        #expect(warm.status == 200)
        let json = try JSONSerialization.jsonObject(with: Data(warm.body.utf8)) as? [String: Any]
        let version = try #require(json?["version"] as? Int)
        let before = Self.residentKiB(pid)
        let listeners = try (0..<100).map { _ in try Listener(port: port, since: version) }
        #expect(listeners.allSatisfy { $0.wait(for: "retry:") })
        let failures = Failures()
        let started = Date()
        // 100 threads, so that the clients really are concurrent (not a pool sized to the cores).
        let group = DispatchGroup()
        for client in 0..<100 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for reload in 0..<10 {
                    // Alternate the devices so that the cache does not answer everything.
                    let devices = (client + reload) % 2 == 0 ? "iphone-16,iphone-se-3" : "ipad-13"
                    let page = try? HTTPTestClient.get(port: port, "/")
                    let layout = try? HTTPTestClient.get(port: port, "/layout?devices=\(devices)")
                    if page?.status != 200 || layout?.status != 200 || !(layout?.body.contains("\"panels\"") ?? false) {
                        failures.add()
                    }
                }
            }
        }
        group.wait()
        let seconds = Date().timeIntervalSince(started)
        // A save reaches every open stream.
        try Data(
            (try String(contentsOfFile: file, encoding: .utf8)).replacingOccurrences(
                of: "\"padding\": 16", with: "\"padding\": 20"
            ).utf8
        ).write(to: URL(fileURLWithPath: file))
        let notified = listeners.filter { $0.wait(for: "event: version") }.count
        let after = Self.residentKiB(pid)
        print(
            "preview load: 1000 reloads (page + layout) by 100 clients in \(String(format: "%.2f", seconds)) s "
                + "with 100 event streams open; \(notified) of 100 streams notified of a save; "
                + "resident memory \(before / 1024) MiB before, \(after / 1024) MiB after")
        #expect(failures.count == 0)
        #expect(notified == 100)
        // Bounded: the cache holds at most 64 answers, streams a few KiB each.
        #expect(after - before < 96 * 1024, "resident memory grew from \(before) KiB to \(after) KiB")
        let stopping = Date()
        #expect(server.terminate() == 0)
        print(
            "preview load: SIGTERM with 100 streams open: stopped in \(String(format: "%.2f", Date().timeIntervalSince(stopping))) s"
        )
    }
}

/// A counter shared by the client threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
