import CommandLineOptions
import Foundation
import LayoutCore
import LayoutSnapshot

/// `layoutlab snapshot record|verify DIR [--devices D,…]`: the snapshot tests of
/// `assertLayoutSnapshot` for teams without a Swift test target.
enum SnapshotCommand: Subcommand {
    static let interface = CommandInterface(
        "snapshot", arguments: "record|verify DIR",
        positionals: [
            Positional("record|verify", help: "record every snapshot, or compare the layouts with them"),
            Positional("DIR", help: "a folder walked for .json specs, .swift files, .storyboard and .xib documents"),
        ], count: 2...2,
        abstract: "Record layout snapshots of a folder's layouts, or verify them.",
        discussion: """
            Lays out every spec in DIR (walked recursively, sorted by path; .json view and
            constraint specs, .swift files and Interface Builder documents, loaded as `solve`
            loads them) on each device with its own engine, and keeps each layout's frames in
            DIR/__Snapshots__/<path>.<device>.json (layoutlab.snapshot/1, docs/FORMATS.md).
            `record` writes them all. `verify` compares each layout with its snapshot: a view
            that moved more than 0.001 pt, appeared or disappeared is printed with its Δ table
            (Δ = now − recorded) and an SVG diff is written beside the snapshot
            (<path>.<device>.diff.svg). Exit 0 when every snapshot matches, 1 when a view moved
            or a snapshot is missing, 65 / 66 for a spec that is invalid / unreadable.
            """,
        options: [
            Option(
                "--devices", .required("D,…"),
                help:
                    "devices (`layoutlab devices`, -landscape appended for landscape) or WIDTHxHEIGHT, comma-separated; default iphone-16"
            ),
            LayoutLabCommand.fontsOption,
            LayoutLabCommand.defineOption,
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let verb = args.positional[0]
        guard verb == "record" || verb == "verify" else {
            throw CommandFailure(.usage, "unknown snapshot action '\(verb)'; expected record or verify")
        }
        let folder = args.positional[1]
        let devices = (args.value("--devices") ?? "iphone-16").split(separator: ",").map(String.init)
        for device in devices {
            do throws(SnapshotFile.Failure) {
                _ = try LayoutSnapshot.containerSize(of: device)
            } catch {
                throw CommandFailure(.usage, "--devices: \(error)")
            }
        }
        let fonts = try LayoutLabCommand.fontsDirectory(args)
        let swift = LayoutLabCommand.swiftOptions(args)
        var tally = (matched: 0, moved: 0, recorded: 0, missing: 0)
        for relative in try inputs(in: folder) {
            let document = try LayoutLabCommand.load(folder + "/" + relative, swift: swift)
            for device in devices {
                let path = folder + "/" + SnapshotFile.folderName + "/" + relative + "." + device + ".json"
                if verb == "verify" && !FileManager.default.fileExists(atPath: path) {
                    Console.print("missing   \(relative) on \(device): no snapshot (run `layoutlab snapshot record`)\n")
                    tally.missing += 1
                    continue
                }
                let outcome: SnapshotFile.Outcome
                do throws(SnapshotFile.Failure) {
                    let current = try LayoutSnapshot.take(of: document, on: device, fonts: fonts)
                    outcome = try SnapshotFile.check(
                        current, at: path, record: verb == "record", tolerance: Tolerance.frame)
                } catch {
                    throw CommandFailure(.unsatisfiable, "\(relative): \(error)")
                }
                switch outcome {
                case .recorded:
                    Console.print("recorded  \(relative) on \(device)\n")
                    tally.recorded += 1
                case .matched:
                    Console.print("ok        \(relative) on \(device)\n")
                    tally.matched += 1
                case .moved(let difference, let diffPath):
                    Console.print("MOVED     \(relative) on \(device)\n\(difference)diff: \(diffPath)\n")
                    tally.moved += 1
                }
            }
        }
        Console.print(
            "snapshots: \(tally.matched) matched, \(tally.moved) moved, \(tally.missing) missing, \(tally.recorded) recorded\n"
        )
        return tally.moved + tally.missing == 0 ? .success : .unsatisfiable
    }

    /// The extensions of the inputs a folder is walked for.
    static let inputExtensions: Set<String> = ["json", "swift", "storyboard", "xib"]

    /// The inputs under `folder` (paths relative to it, sorted), `__Snapshots__` left out.
    static func inputs(in folder: String) throws(CommandFailure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure(.noInput, "\(folder): no such folder")
        }
        let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return all.filter { path in
            !path.split(separator: "/").contains { $0 == SnapshotFile.folderName }
                && inputExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
        }.sorted()
    }
}
