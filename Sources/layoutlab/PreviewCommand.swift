import CommandLineOptions
import Foundation
import Glibc
import LayoutCore
import LayoutPreview
import LayoutSnapshot

/// `layoutlab preview FILE… [--port N] [--devices D,…] [--host H]`: the live preview server.
enum PreviewCommand: Subcommand {
    static let interface = CommandInterface(
        "preview", arguments: "FILE…",
        positionals: [
            Positional(
                "FILE", help: "a .json spec, a .swift file or a .storyboard/.xib document, loaded as `solve` loads it")
        ], count: 1...64,
        abstract: "Serve a live preview of layouts: both engines, re-laid out when a file is saved.",
        discussion: """
            Serves a page (GNU libmicrohttpd, on 127.0.0.1 unless --host is given) showing each
            FILE on the chosen devices and Dynamic Type sizes: both engines side by side, the
            other engine's frame dashed over each view that differs (as in `render`). The files'
            folders are watched with inotify (so a save by rename is seen; --poll, or a folder
            inotify cannot watch, polls every 0.2 s instead); a saved file is laid out again and
            the page updates through server-sent events. A file with an error shows it, with its
            location, above its last good layout. Clicking a view shows its frames in both
            engines and its modifiers or constraints; "Free size" gives a canvas whose corner
            can be dragged, re-solved by the same warm engines. The URL is printed on stdout;
            SIGINT or SIGTERM stops the server (exit 0). Only GET and HEAD of the page, /layout
            and /events are answered; request headers are limited to 16 KiB, bodies refused.
            """,
        options: [
            Option("--port", .required("N"), help: "the port to listen on (default 0: a free port, printed)"),
            Option(
                "--devices", .required("D,…"),
                help:
                    "devices offered on the page (`layoutlab devices`, -landscape for landscape) or WIDTHxHEIGHT, comma-separated; default iphone-16,iphone-se-3,ipad-13"
            ),
            Option(
                "--host", .required("H"),
                help:
                    "the IPv4 address to listen on (default 127.0.0.1); anything but loopback exposes your files' layouts to the network"
            ),
            Option(
                "--poll",
                help: "poll the files every 0.2 s instead of watching them with inotify (e.g. on a network file system)"
            ),
            LayoutLabCommand.defineOption,
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let port = try Self.port(args.value("--port"))
        let host = try Self.host(args.value("--host"))
        let devices = (args.value("--devices") ?? "iphone-16,iphone-se-3,ipad-13").split(separator: ",").map(
            String.init)
        guard (1...8).contains(devices.count) else { throw CommandFailure(.usage, "--devices: 1 to 8 devices") }
        for device in devices {
            do throws(SnapshotFile.Failure) {
                _ = try LayoutSnapshot.containerSize(of: device)
            } catch {
                throw CommandFailure(.usage, "--devices: \(error)")
            }
        }
        for path in args.positional where !FileManager.default.isReadableFile(atPath: path) {
            throw CommandFailure(.noInput, "\(path): no such file, or it cannot be read")
        }
        // Block the signals before any thread starts, so that every thread inherits the mask
        // and only `sigwait` below receives them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let swift = LayoutLabCommand.swiftOptions(args)
        let server: PreviewServer
        do throws(PreviewServer.StartError) {
            server = try PreviewServer(
                paths: args.positional, devices: devices, host: host, port: port, polls: args.has("--poll")
            ) { path in
                do throws(CommandFailure) {
                    return .success(try LayoutLabCommand.load(path, swift: swift))
                } catch {
                    return .failure(PreviewLoadError(error.message))
                }
            }
        } catch {
            throw CommandFailure(.software, "preview: \(error)")
        }
        let count = args.positional.count
        Console.error("layoutlab preview: watching \(count) file\(count == 1 ? "" : "s") \(server.watching)")
        Console.print("layoutlab preview: http://\(host):\(server.port)/\n")
        Console.flush()
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
        Console.error("layoutlab preview: stopped (\(received == SIGINT ? "SIGINT" : "SIGTERM"))")
        return .success
    }

    static func port(_ text: String?) throws(CommandFailure) -> UInt16 {
        guard let text else { return 0 }
        guard let port = UInt16(text) else { throw CommandFailure(.usage, "--port '\(text)': expected 0 to 65535") }
        return port
    }

    /// `--host`: an IPv4 address (`localhost` is 127.0.0.1); default loopback.
    static func host(_ text: String?) throws(CommandFailure) -> String {
        guard let text else { return "127.0.0.1" }
        if text == "localhost" { return "127.0.0.1" }
        var address = in_addr()
        guard inet_pton(AF_INET, text, &address) == 1 else {
            throw CommandFailure(.usage, "--host '\(text)': expected an IPv4 address such as 127.0.0.1 or 0.0.0.0")
        }
        if !text.hasPrefix("127.") {
            Console.error("layoutlab preview: warning: listening on \(text), not loopback: other machines can reach it")
        }
        return text
    }
}
