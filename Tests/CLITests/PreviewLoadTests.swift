import Foundation
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
        let connection: LoopbackConnection
        init(port: UInt16, since version: Int) throws {
            connection = try LoopbackConnection(port: port, timeout: 20)
            try connection.send("GET /events?since=\(version) HTTP/1.0\r\n\r\n")
        }

        /// Reads until `text` has arrived (true) or the stream ends, times out, or 20 s pass (false).
        func wait(for text: String) -> Bool {
            var received: [UInt8] = []
            let deadline = Date(timeIntervalSinceNow: 20)
            while !String(decoding: received, as: UTF8.self).contains(text) && Date() < deadline {
                let chunk = connection.receive()
                if chunk.isEmpty { return false }
                received += chunk
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
