import Foundation
import Testing

/// `layoutlab preview`: the server started as a user would, asked over HTTP for the page, the
/// layout, the event stream; its limits; a file saved, broken and mended; SIGTERM.
@Suite(.serialized) struct PreviewCommandTests {
    /// A 100 × 40 colour centred in 200 × 100: (50, 30, 100, 40) in both engines (the
    /// translation pins the same frame).
    static let spec = """
        { "format": "layoutlab.view/1", "name": "box",
          "root": { "type": "Color", "id": "box", "modifiers": [ { "frame": { "width": WIDTH, "height": 40 } } ] } }
        """

    /// The running server: its process, port and (once it stopped) its stderr.
    final class Server {
        let process = Process()
        var port: UInt16 = 0
        let output = Pipe()
        let errors = Pipe()

        init(_ arguments: [String]) throws {
            process.executableURL = CLI.binary
            process.arguments = ["preview"] + arguments + ["--port", "0"]
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            var line = ""
            while !line.hasSuffix("\n") {
                let data = output.fileHandleForReading.readData(ofLength: 1)
                if data.isEmpty { break }
                line += String(decoding: data, as: UTF8.self)
            }
            port = UInt16(line.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
        }

        /// SIGTERM, then the exit status (nil if it did not stop within 10 s).
        func terminate() -> Int32? {
            process.terminate()
            let deadline = Date(timeIntervalSinceNow: 10)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            return process.isRunning ? nil : process.terminationStatus
        }

        /// What the server wrote to stderr (call after `terminate`).
        func stderr() -> String {
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
    }

    static func layout(_ port: UInt16, _ query: String) throws -> [String: Any] {
        let answer = try HTTPTestClient.get(port: port, "/layout?" + query)
        #expect(answer.status == 200, "\(answer.body)")
        return try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any] ?? [:]
    }

    static func frame(_ json: [String: Any], _ engine: String) -> [Double] {
        let panel = (json["panels"] as? [[String: Any]])?.first
        let view = (panel?["views"] as? [[String: Any]])?.first { $0["id"] as? String == "box" }
        let rect = view?[engine] as? [String: Double] ?? [:]
        return ["x", "y", "width", "height"].compactMap { rect[$0] }
    }

    @Test func servesThePageTheLayoutAndItsUpdatesThenStopsOnSIGTERM() throws {
        let file = try CLI.temporaryFile(
            Self.spec.replacingOccurrences(of: "WIDTH", with: "100"), name: "box.view.json")
        let server = try Server([file, "--devices", "200x100,iphone-16"])
        #expect(server.port > 0)
        let page = try HTTPTestClient.get(port: server.port, "/")
        #expect(page.status == 200 && page.body.contains("<title>LayoutLab preview</title>"))
        let first = try Self.layout(server.port, "file=0&devices=200x100")
        #expect(Self.frame(first, "stack") == [50, 30, 100, 40])
        #expect(Self.frame(first, "constraints") == [50, 30, 100, 40])
        let details = first["details"] as? [String: [String]]
        #expect(details?["box"]?.contains { $0.contains("\"frame\"") } == true)
        // Overlaid: one panel, the constraint engine's, titled so.
        let overlaid = try Self.layout(server.port, "file=0&devices=200x100&mode=overlay")
        let svg = ((overlaid["panels"] as? [[String: Any]])?.first?["svg"] as? String) ?? ""
        #expect(svg.contains(">constraint engine, stack engine dashed where it differs</text>"))
        #expect(!svg.contains(">stack engine</text>"))
        // The canvas size query: 300 × 100 centres the box at x 100.
        #expect(Self.frame(try Self.layout(server.port, "file=0&w=300&h=100"), "stack") == [100, 30, 100, 40])
        // Saving the file: the stream announces a newer version, the layout follows (width 60 → x 70).
        let version = first["version"] as? Int ?? 0
        try Data(Self.spec.replacingOccurrences(of: "WIDTH", with: "60").utf8).write(to: URL(fileURLWithPath: file))
        let events = try HTTPTestClient.get(port: server.port, "/events?since=\(version)") {
            $0.contains("event: version")
        }
        #expect(events.body.contains("event: version\ndata: "))
        #expect(Self.frame(try Self.layout(server.port, "file=0&devices=200x100"), "stack") == [70, 30, 60, 40])
        // A broken file: the error with its place; the last good layout is still there.
        try Data("{ \"format\": \"layoutlab.view/1\", \"name\": 3 }".utf8).write(to: URL(fileURLWithPath: file))
        var broken: [String: Any] = [:]
        for _ in 0..<50 where broken["error"] as? String == nil {
            Thread.sleep(forTimeInterval: 0.1)
            broken = try Self.layout(server.port, "file=0&devices=200x100")
        }
        #expect((broken["error"] as? String)?.contains("box.view.json:name: expected a string") == true)
        #expect(Self.frame(broken, "stack") == [70, 30, 60, 40])
        #expect(server.terminate() == 0)
    }

    @Test func servesNothingElseAndBoundsRequests() throws {
        let file = try CLI.temporaryFile(
            Self.spec.replacingOccurrences(of: "WIDTH", with: "100"), name: "box.view.json")
        let server = try Server([file])
        #expect(try HTTPTestClient.get(port: server.port, "/../../etc/passwd").status == 404)
        #expect(try HTTPTestClient.get(port: server.port, "/" + file).status == 404)
        let post = try HTTPTestClient.request(
            port: server.port, "POST /layout HTTP/1.0\r\nContent-Length: 5\r\n\r\nhello")
        #expect(post.status == 405)
        let huge = String(repeating: "a", count: 40_000)
        let large = try HTTPTestClient.request(port: server.port, "GET /layout?x=\(huge) HTTP/1.0\r\n\r\n")
        #expect(large.status >= 400 || large.status == 0)
        #expect(try HTTPTestClient.get(port: server.port, "/layout?file=7").status == 400)
        #expect(try HTTPTestClient.get(port: server.port, "/layout?w=1e9&h=1").status == 400)
        #expect(server.terminate() == 0)
    }

    /// A box 10 in from each side of 375, 44 high, at least 300 wide: at 375 × 100 its width
    /// is 355, so the four pins and the height are tight and `box.width >= 300` has 55 of slack.
    @Test func aClickedConstraintViewListsTheConstraintsThatHoldIt() throws {
        let file = try CLI.temporaryFile(
            """
            { "format": "layoutlab.constraints/1", "name": "inset-box", "views": [ { "id": "box" } ],
              "constraints": [ "box.leading == root.leading + 10", "root.trailing == box.trailing + 10",
                               "box.top == root.top", "box.height == 44", "box.width >= 300 @750" ] }
            """, name: "box.constraints.json")
        let server = try Server([file, "--devices", "375x100"])
        let json = try Self.layout(server.port, "file=0&devices=375x100")
        let panel = (json["panels"] as? [[String: Any]])?.first
        let holds = (panel?["holds"] as? [String: [String]])?["box"] ?? []
        #expect(holds.count == 5, "\(holds)")
        #expect(holds.filter { $0.hasSuffix("— priority 1000: tight") }.count == 4, "\(holds)")
        #expect(holds.contains("box.width >= 300 @defaultHigh — priority 750: slack 55"), "\(holds)")
        #expect(server.terminate() == 0)
    }

    /// The box's layout once `width` reaches it, polled every 0.05 s for up to `seconds`.
    static func waitForWidth(_ width: Double, _ port: UInt16, seconds: TimeInterval) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if frame(try layout(port, "file=0&devices=200x100"), "stack").dropFirst(2).first == width { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// inotify watches the file's folder: a save by rename (a temporary file renamed over the
    /// spec, as editors save) is seen at once — well before the watcher's 5 s safety-net wake-up —
    /// and so is a plain rewrite. With `--poll` the file is polled (every 0.2 s) and the save is
    /// seen too. The box's width follows the file: 100, then 60, then 80.
    @Test func watchesTheFolderWithInotifyOrPollsWhenAsked() throws {
        for polls in [false, true] {
            let file = try CLI.temporaryFile(
                Self.spec.replacingOccurrences(of: "WIDTH", with: "100"), name: "box.view.json")
            let server = try Server([file, "--devices", "200x100"] + (polls ? ["--poll"] : []))
            #expect(Self.frame(try Self.layout(server.port, "file=0&devices=200x100"), "stack") == [50, 30, 100, 40])
            // Saved by rename: written to a temporary file in the same folder, then renamed.
            try Data(Self.spec.replacingOccurrences(of: "WIDTH", with: "60").utf8).write(
                to: URL(fileURLWithPath: file), options: .atomic)
            #expect(try Self.waitForWidth(60, server.port, seconds: 3), "polls: \(polls)")
            // Rewritten in place.
            try Data(Self.spec.replacingOccurrences(of: "WIDTH", with: "80").utf8).write(to: URL(fileURLWithPath: file))
            #expect(try Self.waitForWidth(80, server.port, seconds: 3), "polls: \(polls)")
            #expect(server.terminate() == 0)
            let log = server.stderr()
            let expected = polls ? "watching 1 file by polling every 0.2 s" : "watching 1 file with inotify"
            #expect(log.contains("layoutlab preview: " + expected), "\(log)")
        }
    }

    @Test func refusesAHostThatIsNotAnIPv4Address() throws {
        let file = try CLI.temporaryFile(Self.spec, name: "box.view.json")
        let result = try CLI.run(["preview", file, "--host", "example.com"])
        #expect(result.status == 64 && result.stderr.contains("expected an IPv4 address"))
    }
}
