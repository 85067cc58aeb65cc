import Foundation
import TestSupport
import Testing

/// Where Chromium is: `LAYOUTLAB_CHROMIUM`, else Debian's.
enum Chromium {
    static var path: String? {
        if let path = ProcessInfo.processInfo.environment["LAYOUTLAB_CHROMIUM"] { return path }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}

/// The preview page driven in headless Chromium as a person would use it: load it, save the
/// file, see the page update, click a view and read the panel, break the file and see the
/// error over the last good layout. Chromium comes from Debian's `chromium` (`make test`
/// installs it when missing) or `LAYOUTLAB_CHROMIUM`; without it the suite is not run.
/// With `LAYOUTLAB_SCREENSHOTS=1` the screenshots go to docs/images (the README's).
@Suite(.serialized, .enabled(if: Chromium.path != nil, "needs chromium (make test installs it)"))
struct PreviewBrowserTests {
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The sign-in form of Examples/signin.view.json. On an iPhone 16 (393 × 852) with padding
    /// P, the column is 3 × 44 + 2 × 12 + 2P high and centred: the email field is at y
    /// (852 − 156 − 2P) / 2 + P = 348 for any P, x P, width 393 − 2P (P 16: 16, 361; P 24: 24, 345).
    static let signIn = """
        { "format": "layoutlab.view/1", "name": "signin-form",
          "root": { "type": "ZStack", "children": [
            { "type": "VStack", "spacing": 12, "children": [
                { "type": "Color", "id": "email", "modifiers": [ { "frame": { "height": 44 } } ] },
                { "type": "Color", "id": "password", "modifiers": [ { "frame": { "height": 44 } } ] },
                { "type": "Color", "id": "signIn", "modifiers": [ { "frame": { "width": 120, "height": 44 } } ] } ],
              "modifiers": [ { "padding": 16 } ] },
            { "type": "Color", "id": "spinner", "modifiers": [ { "frame": { "width": 40, "height": 40 } } ] } ] } }
        """

    /// Polls `condition` every 0.1 s for up to `seconds` (20 by default).
    func eventually(_ what: String, seconds: Double = 20, _ condition: () throws -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw DevToolsClient.Failure(description: "timed out waiting for \(what)")
    }

    /// How long a Chromium start may take before it is retried: a first start on a fresh
    /// machine, beside a loaded test run on two cores, can take tens of seconds.
    static let browserStartSeconds = 60.0

    /// Starts Chromium on `url` and connects to its page; a start that fails (the browser
    /// exits or never opens its DevTools port) is tried once more with a fresh profile, and a
    /// second failure reports what Chromium printed.
    func openBrowser(_ url: String, profile: URL) throws -> (Process, DevToolsClient) {
        do {
            return try startBrowser(url, profile: profile)
        } catch {
            FileHandle.standardError.write(
                Data("PreviewBrowserTests: Chromium's first start failed, retrying: \(error)\n".utf8))
            return try startBrowser(url, profile: profile.appendingPathExtension("retry"))
        }
    }

    /// Starts Chromium once on `url` with the profile folder `profile` and connects to its
    /// page; Chromium's standard error goes to `profile.log`, quoted in the error when the
    /// start fails.
    func startBrowser(_ url: String, profile: URL) throws -> (Process, DevToolsClient) {
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let log = profile.appendingPathExtension("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: Chromium.path!)
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--disable-dev-shm-usage", "--remote-debugging-port=0", "--user-data-dir=\(profile.path)",
            "--window-size=1200,760", url,
        ]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = try FileHandle(forWritingTo: log)
        try browser.run()
        // A browser that never shows its page is stopped before the error is reported.
        do {
            let portFile = profile.appendingPathComponent("DevToolsActivePort")
            var port: UInt16 = 0
            try eventually("Chromium's DevTools port", seconds: Self.browserStartSeconds) {
                if !browser.isRunning {
                    throw DevToolsClient.Failure(
                        description:
                            "Chromium exited with status \(browser.terminationStatus) before opening its DevTools port")
                }
                let text = (try? String(contentsOf: portFile, encoding: .utf8)) ?? ""
                port = UInt16(text.split(separator: "\n").first ?? "") ?? 0
                return port > 0
            }
            var pagePath = ""
            try eventually("the page target", seconds: Self.browserStartSeconds) {
                // DevTools speaks HTTP/1.1 and keeps the connection: read up to Content-Length.
                let answer = try HTTPTestClient.request(
                    port: port, "GET /json/list HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
                ) { text in
                    guard let head = text.range(of: "\r\n\r\n"),
                        let line = text[..<head.lowerBound].split(separator: "\r\n").first(where: {
                            $0.lowercased().hasPrefix("content-length:")
                        }),
                        let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
                    else { return false }
                    return text[head.upperBound...].utf8.count >= length
                }
                let targets =
                    (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8))) as? [[String: Any]] ?? []
                let page = targets.first {
                    $0["type"] as? String == "page" && ($0["url"] as? String ?? "").hasPrefix(url)
                }
                pagePath = (page?["webSocketDebuggerUrl"] as? String).flatMap { URL(string: $0)?.path } ?? ""
                return !pagePath.isEmpty
            }
            return (browser, try DevToolsClient(port: port, path: pagePath))
        } catch {
            browser.terminate()
            browser.waitUntilExit()
            let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let tail = printed.split(separator: "\n").suffix(12).joined(separator: "\n")
            throw DevToolsClient.Failure(
                description:
                    "\(error) (\(Chromium.path ?? "chromium") \(profile.lastPathComponent)); it printed:\n\(tail)")
        }
    }

    func screenshot(_ page: DevToolsClient, _ name: String, into folder: URL) throws {
        let shot = try page.call("Page.captureScreenshot", ["format": "png"])
        let data = try #require(Data(base64Encoded: shot["data"] as? String ?? ""))
        #expect(data.starts(with: [0x89, 0x50, 0x4e, 0x47]))  // PNG signature
        try data.write(to: folder.appendingPathComponent(name))
        if ProcessInfo.processInfo.environment["LAYOUTLAB_SCREENSHOTS"] == "1" {
            try data.write(to: Self.packageFolder.appendingPathComponent("docs/images/" + name))
        }
    }

    @Test func loadSaveClickAndBreakTheFileInHeadlessChromium() throws {
        let scratch = try ScratchFolder.make()
        let file = scratch.appendingPathComponent("signin.view.json")
        let original = Self.signIn
        try Data(original.utf8).write(to: file)
        let server = try PreviewCommandTests.Server([file.path, "--devices", "iphone-16,iphone-se-3"])
        defer { _ = server.terminate() }
        let (browser, page) = try openBrowser(
            "http://127.0.0.1:\(server.port)/", profile: scratch.appendingPathComponent("profile"))
        defer {
            browser.terminate()
            browser.waitUntilExit()
        }
        let emailTitle = "document.querySelector('rect.view[data-view=\"email\"] title')?.textContent ?? ''"
        // Loaded: the form's email field, 16 in from each side of 393 (x 16, width 361).
        try eventually("the first layout") {
            (try page.evaluate(emailTitle) as? String ?? "").contains("16,348 361×44")
        }
        let firstVersion = try page.evaluate("Number(document.body.dataset.version)") as? Int ?? 0
        // Saved with padding 24: x 24, width 393 − 48 = 345; the page follows without a reload.
        try Data(original.replacingOccurrences(of: "\"padding\": 16", with: "\"padding\": 24").utf8).write(to: file)
        try eventually("the page to update") {
            (try page.evaluate(emailTitle) as? String ?? "").contains("24,348 345×44")
        }
        #expect(try page.evaluate("Number(document.body.dataset.version)") as? Int ?? 0 > firstVersion)
        // A click on the email field, at its centre on the screen.
        let centre =
            try page.evaluate(
                "(() => { const r = document.querySelector('rect.view[data-view=\"email\"]').getBoundingClientRect();"
                    + " return [r.x + r.width / 2, r.y + r.height / 2]; })()") as? [Double] ?? []
        try #require(centre.count == 2)
        for type in ["mousePressed", "mouseReleased"] {
            _ = try page.call(
                "Input.dispatchMouseEvent",
                ["type": type, "x": centre[0], "y": centre[1], "button": "left", "clickCount": 1])
        }
        try eventually("the panel") {
            try page.evaluate("document.getElementById('selected-view')?.textContent") as? String == "email"
        }
        let panel = try page.evaluate("document.getElementById('details').innerText") as? String ?? ""
        #expect(panel.contains("stack\t24, 348, 345, 44") || panel.contains("stack 24, 348, 345, 44"), "\(panel)")
        #expect(
            panel.contains("constraints\t24, 348, 345, 44") || panel.contains("constraints 24, 348, 345, 44"),
            "\(panel)")
        #expect(panel.contains("modifier: {\"frame\""), "\(panel)")
        // The probe trace, as values: the field is a Color inside `.frame(height: 44)` in the
        // VStack. Padding 24 proposes 393 − 48 = 345 × 852 − 48 = 804 to the VStack, which
        // proposes 345 wide to each child's frame layer: height 0 (its min probe), ∞ (its max
        // probe), then its share — three inflexible children, (804 − 2 × 12) / 3 = 260 for the
        // first. The frame answers 44 high whatever it is proposed, and proposes 345 × 44 to the
        // Color, which takes what it is proposed: every call the Color itself receives is
        // 345 × 44 → 345 × 44, and the frame answers 345 × 44 to 0, ∞ and 260, in that order.
        let calls = panel.split(separator: "\n").filter { $0.hasPrefix("stack engine, iphone-16: call ") }
        let own = calls.filter { !$0.hasSuffix("layer)") }
        let frameLayer = calls.filter { $0.hasSuffix(" (its fixedFrame layer)") }
        #expect(!own.isEmpty && own.allSatisfy { $0.hasSuffix(": sizeThatFits(345 × 44) → 345 × 44") }, "\(panel)")
        #expect(
            frameLayer.map { $0.split(separator: ": ").dropFirst(2).joined(separator: ": ") } == [
                "sizeThatFits(345 × 0) → 345 × 44 (its fixedFrame layer)",
                "sizeThatFits(345 × ∞) → 345 × 44 (its fixedFrame layer)",
                "sizeThatFits(345 × 260) → 345 × 44 (its fixedFrame layer)",
            ], "\(panel)")
        try screenshot(page, "preview.png", into: scratch)
        // Broken: the error with its place, above the last good layout.
        try Data("{ \"format\": \"layoutlab.view/1\",\n  \"name\": 3 }".utf8).write(to: file)
        try eventually("the error") {
            (try page.evaluate(
                "document.getElementById('error').hidden ? '' : document.getElementById('error').textContent")
                as? String ?? "").contains("signin.view.json:name: expected a string")
        }
        #expect((try page.evaluate(emailTitle) as? String ?? "").contains("24,348 345×44"))
        try screenshot(page, "preview-error.png", into: scratch)
    }
}
