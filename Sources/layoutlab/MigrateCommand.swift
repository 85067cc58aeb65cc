import CommandLineOptions
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutHarness

/// `layoutlab migrate DOC|FOLDER… [--devices LIST] [--dynamic-type LIST|all] [--measure-text]
/// [--report DIR] [--format table|json] [--shard K/N]`, or `layoutlab migrate --merge SHARD.json…`.
enum MigrateCommand: Subcommand {
    static let interface = CommandInterface(
        "migrate", arguments: "DOC|FOLDER…",
        positionals: [
            Positional("DOC|FOLDER", help: "a .storyboard or .xib, or a folder walked for them recursively"),
            Positional("REPORT", help: "with --merge: layoutlab.migrate/1 documents (json outputs of shards)"),
        ],
        count: 1...Int(Int32.max),
        abstract: "Translate every root of IB documents to SwiftUI and prove each on every device.",
        discussion: """
            For every root of each Interface Builder document: translates its constraints to
            SwiftUI (docs/TRANSLATION.md, the GeometryReader fallback allowed), reads the
            generated Swift back through the Swift importer, lays out both on every device, and
            reports the root exact (every view within 0.5 pt everywhere), approximate (the views
            that differ, with their largest Δ; a view the SwiftUI has no view for, Δ infinity) or
            not translated (the constraints or views with
            no SwiftUI form, and why). Folders are walked recursively, sorted by path. With
            --report DIR: DIR/migration.json (layoutlab.migrate/1), DIR/index.html (the
            comparison pictures of every translated root) and DIR/<Root>.swift. With
            --dynamic-type, every device is laid out at each Dynamic Type size too (a root is
            exact when it is exact at all of them). With --measure-text, labels and buttons are
            sized from their text and font (as `import --measure-text`), so labels become
            Text("…") with their fonts and move with Dynamic Type. --merge joins the json outputs of --shard
            runs into one report (each root once, sorted by document). Exit 0
            when every root is exact, 1 otherwise; 65 / 66 for a named DOC that is invalid /
            missing.
            """,
        options: [
            Option(
                "--devices", .required("LIST"),
                help: """
                    comma-separated device names (`layoutlab devices`; -landscape suffixes);
                    default iphone-se, iphone-15, iphone-15-pro-max, ipad-11, ipad-13
                    """),
            Option(
                "--dynamic-type", .required("LIST"),
                help: """
                    comma-separated Dynamic Type sizes (xSmall … accessibility5) or `all`;
                    default: the specs' own (Large)
                    """),
            Option(
                "--measure-text",
                help: """
                    size labels and buttons from their text and fontDescription instead of the
                    stored frames (labels translate to Text with their fonts)
                    """),
            Option(
                "--variations",
                help: """
                    import size-class constraints as the spec's "variations" (as import
                    --variations): each device is laid out under its own size classes
                    """),
            Option("--merge", help: "join layoutlab.migrate/1 documents (shards) into one report"),
            Option(
                "--format", .required("FORMAT"), choices: ["table", "json"],
                help: "table (default) or json (a layoutlab.migrate/1 document)"),
            LayoutLabCommand.outputOption,
            Option(
                "--report", .required("DIR"),
                help: "also write DIR/migration.json, DIR/index.html and a DIR/<Root>.swift per translated root"),
            Option(
                "--shard", .required("K/N"),
                help: "migrate only shard K of N: a contiguous part of the sorted document list"),
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let report = args.has("--merge") ? try merged(args) : try migrated(args)
        if let directory = args.value("--report") { try write(report, to: directory) }
        let text = args.value("--format") == "json" ? JSONWriter.write(report.json) + "\n" : report.table
        if let output = args.value("--output") {
            try Console.writeAtomically(text, to: output)
        } else {
            Console.print(text)
        }
        return report.count(.exact) == report.roots.count ? .success : .unsatisfiable
    }

    /// Every root of the documents (or of one shard of them), migrated.
    private static func migrated(_ args: Arguments) throws(CommandFailure) -> MigrationReport {
        let devices = try devices(args.value("--devices"))
        let dynamicTypeSizes = try dynamicTypeSizes(args.value("--dynamic-type"))
        let documents = try CheckCommand.documents(args.positional)
        var shard: Shard?
        if let text = args.value("--shard") {
            guard let parsed = Shard(text) else {
                throw CommandFailure(.usage, "invalid --shard '\(text)'; expected K/N with 1 ≤ K ≤ N")
            }
            shard = parsed
        }
        let range = shard?.range(of: documents.count) ?? 0..<documents.count
        var roots: [RootMigration] = []
        let typeSizes: [DynamicTypeSize?] = dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes
        // As `import --measure-text` and `check --measure-text` import (the document's own
        // device and traits).
        let measuresText = args.has("--measure-text")
        let variations = args.has("--variations")
        let options = IBImportOptions(measuresText: measuresText, writesVariations: variations)
        for document in documents[range] {
            do {
                roots += Migration.migrate(
                    try IBDocument.load(path: document.path), path: document.path, devices: devices,
                    dynamicTypeSizes: typeSizes, options: options)
            } catch {
                if document.named {
                    switch error {
                    case .unreadable: throw CommandFailure(.noInput, error.description)
                    case .invalid: throw CommandFailure(.invalidSpec, error.description)
                    }
                }
                roots.append(
                    RootMigration(
                        document: document.path, root: "", verdict: .notTranslated,
                        reasons: [("", "the root cannot be imported: \(error.description)")]))
            }
        }
        return MigrationReport(
            devices: devices.map { ($0.name, $0.size) }, roots: roots, dynamicTypeSizes: dynamicTypeSizes,
            measuresText: measuresText,
            variations: variations)
    }

    /// The shards' `layoutlab.migrate/1` documents joined (`--merge`).
    private static func merged(_ args: Arguments) throws(CommandFailure) -> MigrationReport {
        for option in ["--shard", "--devices", "--dynamic-type", "--measure-text", "--variations", "--report"]
        where args.has(option) {
            throw CommandFailure(.usage, "--merge cannot be combined with \(option)")
        }
        var reports: [MigrationReport] = []
        for path in args.positional {
            guard let bytes = FileBytes.read(path) else {
                throw CommandFailure(.noInput, "\(path): cannot read the file")
            }
            do throws(SpecError) {
                reports.append(try MigrationReport(json: try JSONParser.parse(bytes, file: path)))
            } catch {
                throw CommandFailure(.invalidSpec, error.inFile(path).description)
            }
        }
        do throws(SpecError) {
            return try MigrationReport.merge(reports)
        } catch {
            throw CommandFailure(.invalidSpec, error.inFile(args.positional.joined(separator: ", ")).description)
        }
    }

    /// The sizes of `--dynamic-type` (`all`: every size, smallest first; nil: none given).
    static func dynamicTypeSizes(_ list: String?) throws(CommandFailure) -> [DynamicTypeSize] {
        guard let list else { return [] }
        if list == "all" { return DynamicTypeSize.allCases }
        var result: [DynamicTypeSize] = []
        for name in list.split(separator: ",").map(String.init) {
            guard let size = DynamicTypeSize(rawValue: name) else {
                let names = DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
                throw CommandFailure(
                    .usage, "unknown Dynamic Type size '\(name)' in --dynamic-type; expected all or one of \(names)")
            }
            result.append(size)
        }
        return result
    }

    /// The devices of `--devices` (default `Device.all`).
    static func devices(_ list: String?) throws(CommandFailure) -> [MigrationDevice] {
        guard let list else { return MigrationDevice.all }
        var result: [MigrationDevice] = []
        for name in list.split(separator: ",").map(String.init) {
            guard let device = MigrationDevice(named: name) else {
                throw CommandFailure(.usage, "unknown device '\(name)' in --devices; `layoutlab devices` lists them")
            }
            result.append(device)
        }
        return result
    }

    /// DIR/migration.json, DIR/index.html (the harness's comparison pictures) and the SwiftUI files.
    static func write(_ report: MigrationReport, to directory: String) throws(CommandFailure) {
        let comparisons = report.roots.flatMap(\.comparisons)
        var files: [(name: String, contents: String)] = [
            ("migration.json", JSONWriter.write(report.json) + "\n"),
            ("index.html", HTMLReport(includeTimes: false).render(comparisons)),
        ]
        var names: Set<String> = []
        for root in report.roots {
            guard let source = root.source else { continue }
            let typeName = Migration.typeName(root.document, root.root)
            var name = typeName
            while names.contains(name) { name += "_" }
            names.insert(name)
            // Two documents of one name (LaunchScreen) with the same root id: the type takes
            // the file's name too, so the files compile together.
            let renamed = source.replacingOccurrences(of: "struct \(typeName): View", with: "struct \(name): View")
            files.append(("\(name).swift", renamed))
        }
        do {
            try AtomicOutput.writeDirectory(files, to: directory)
        } catch {
            throw CommandFailure(.cannotCreate, error.description)
        }
    }
}
