import CommandLineOptions
import LayoutCore
import SwiftSourceImport
import LayoutHarness

/// `layoutlab compare [SPEC...] [--sizes LIST | --sweep …] [--format table|json|markdown]`.
enum CompareCommand: Subcommand {
    static let interface = CommandInterface(
        "compare", arguments: "[SPEC | VIEW-SPEC CONSTRAINT-SPEC]",
        positionals: [
            LayoutLabCommand.specArgument,
            Positional("VIEW-SPEC CONSTRAINT-SPEC", help: "one layout in both forms, matched by view id"),
        ], count: 0...2,
        abstract: "Solve with both engines and compare frames view by view (no SPEC: the built-in corpus).",
        discussion: """
            Solves a layout with both engines at every size and reports, per size, the largest
            frame difference over the views present in both specs (matched by id) and each
            engine's solve time, then a summary; exit 1 when a size is divergent or infeasible
            (see --fail-on). One SPEC is translated for the other engine
            (docs/TRANSLATION.md). Without specs it runs the built-in corpus over
            heights 300…1400 (step 50) at the widths of the named devices.
            """,
        options: [
            LayoutLabCommand.defineOption,
            Option("--sizes", .required("LIST"), help: "comma-separated sizes: WIDTHxHEIGHT or device names"),
            Option(
                "--sweep", .required("SWEEP"),
                help: "width=W[,W…],height=LO...HI[:STEP] (an axis left out: device sizes)"),
            LayoutLabCommand.comparisonFormatOption,
            LayoutLabCommand.noTimesOption,
            LayoutLabCommand.outputOption,
            LayoutLabCommand.reportOption,
            LayoutLabCommand.fontsOption,
            Option(
                "--dynamic-type", .required("LIST"),
                help: """
                    compare at each Dynamic Type size: `all` (xSmall … accessibility5) or names
                    separated by commas; one report per size, named NAME@SIZE (the built-in
                    corpus sweeps every size for its entries with text)
                    """),
            Option(
                "--shard", .required("K/N"),
                help: """
                    compare only the K-th of N contiguous parts of the sweep (for batch
                    schedulers); join the parts' --format json outputs with `layoutlab merge`
                    """),
            Option(
                "--jobs", .required("N"),
                help: "threads for the sweep (default: every core); the output does not depend on it"),
            FailOn.option,
        ])

    /// The built-in corpus sweep: heights 300…1400 step 50 at every device width.
    static let defaultSweep = "height=300...1400:50,width=375,393,430,834,1032"

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let failOn = try FailOn.parse(args)
        let format = args.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .table
        let allSizes = try self.sizes(args)
        var shard: Shard?
        if let text = args.value("--shard") {
            guard let parsed = Shard(text) else {
                throw CommandFailure(.usage, "invalid --shard '\(text)'; expected K/N with 1 ≤ K ≤ N")
            }
            shard = parsed
        }
        let range = shard?.range(of: allSizes.count) ?? 0..<allSizes.count
        let sizes = Array(allSizes[range])
        var jobs: Int?
        if let text = args.value("--jobs") {
            guard let n = Int(text), n >= 1, n <= 1024 else {
                throw CommandFailure(.usage, "invalid --jobs '\(text)'; expected a whole number ≥ 1")
            }
            jobs = n
        }
        let fonts = try LayoutLabCommand.fontsDirectory(args)
        var dynamicTypeSizes: [DynamicTypeSize]?
        if let text = args.value("--dynamic-type") {
            guard let parsed = DynamicTypeSweep.sizes(text) else {
                throw CommandFailure(
                    .usage,
                    "invalid --dynamic-type '\(text)'; expected all or names from "
                        + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
            }
            dynamicTypeSizes = parsed
        }
        var pairs: [SpecPair] = []
        if args.positional.isEmpty {
            for entry in Corpus.entries {
                let pair: SpecPair
                do {
                    pair = SpecPair(
                        viewSpec: try entry.decodedViewSpec(), constraintSpec: try entry.decodedConstraintSpec())
                } catch {
                    throw CommandFailure(.software, "internal error: built-in corpus entry is invalid: \(error)")
                }
                // Entries with text at every Dynamic Type size (or the sizes asked for).
                let sizes =
                    dynamicTypeSizes ?? (DynamicTypeSweep.hasText(pair.viewSpec) ? DynamicTypeSize.allCases : nil)
                if let sizes { pairs += try atDynamicTypeSizes(pair, sizes) } else { pairs.append(pair) }
            }
        } else {
            let pair = try specPair(args.positional, swift: LayoutLabCommand.swiftOptions(args))
            if let sizes = dynamicTypeSizes { pairs += try atDynamicTypeSizes(pair, sizes) } else { pairs.append(pair) }
        }
        var outputs: [String] = []
        var reports: [ComparisonReport] = []
        let times = !args.has("--no-times")
        for pair in pairs {
            let viewSpec = pair.viewSpec
            var report: ComparisonReport
            do {
                var comparator = LayoutComparator(viewSpec: viewSpec, constraintSpec: pair.constraintSpec)
                comparator.helperIDs = pair.helperIDs
                comparator.fonts = fonts
                comparator.approximatedViews = pair.approximatedViews
                comparator.approximatedNames = pair.approximatedNames
                if let jobs { comparator.workers = jobs }
                let bar = ProgressBar(label: viewSpec.name)
                comparator.progress = { done, total in bar.update(done, total) }
                report = try comparator.run(sizes: sizes, indexOffset: range.lowerBound)
                bar.finish()
                report.shard = shard
            } catch let error as SpecError {
                throw CommandFailure(.invalidSpec, error.description)
            } catch ComparisonError.noViewsInCommon {
                throw CommandFailure(
                    .invalidSpec,
                    "\(pair.label.isEmpty ? viewSpec.name : pair.label): no view id in common"
                        + (pair.helperIDs.isEmpty ? "" : " (the translation's helper views do not count)")
                        + ", so there is nothing to compare; give the views ids, the same in both specs")
            } catch {
                throw CommandFailure(.software, "internal error: \(error)")
            }
            reports.append(report)
            switch format {
            case .table: outputs.append(report.table(includeTimes: times))
            case .markdown: outputs.append(report.markdown(includeTimes: times))
            case .json: break
            }
        }
        let text: String
        if format == .json {
            text = JSONWriter.write(.array(reports.map { $0.json(includeTimes: times) })) + "\n"
        } else {
            text = outputs.joined(separator: "\n")
        }
        if let directory = args.value("--report") {
            try writeReport(reports, to: directory, includeTimes: times)
        }
        if let output = args.value("--output") {
            try Console.writeAtomically(text, to: output)
        } else {
            Console.print(text)
        }
        return failOn.status(of: reports)
    }

    /// Writes `DIR/index.html` (self-contained) and `DIR/comparison.json`, atomically; without
    /// times both are byte-identical between runs.
    static func writeReport(_ reports: [ComparisonReport], to directory: String, includeTimes: Bool)
        throws(CommandFailure)
    {
        let html = HTMLReport(includeTimes: includeTimes).render(reports)
        let json = JSONWriter.write(.array(reports.map { $0.json(includeTimes: includeTimes) })) + "\n"
        do {
            try AtomicOutput.writeDirectory([("index.html", html), ("comparison.json", json)], to: directory)
        } catch {
            throw CommandFailure(.cannotCreate, error.description)
        }
    }

    static func sizes(_ args: Arguments) throws(CommandFailure) -> [Size] {
        if args.value("--sizes") != nil && args.value("--sweep") != nil {
            throw CommandFailure(.usage, "give either --sizes or --sweep, not both")
        }
        if let list = args.value("--sizes") {
            var sizes: [Size] = []
            for item in list.split(separator: ",") {
                let size: SolveSize
                do {
                    size = try SizeParsing.parseSolveSize(String(item))
                } catch {
                    throw CommandFailure(.usage, "invalid size '\(item)' in --sizes: \(error)")
                }
                guard let w = size.width, let h = size.height, w.isFinite, h.isFinite else {
                    throw CommandFailure(
                        .usage, "invalid size '\(item)' in --sizes: compare needs a finite width and height")
                }
                sizes.append(Size(width: w, height: h))
            }
            return sizes
        }
        let sweep = args.value("--sweep") ?? defaultSweep
        guard let sizes = SizeParsing.sweep(sweep), !sizes.isEmpty else {
            throw CommandFailure(.usage, "invalid --sweep '\(sweep)'; expected width=W[,W…],height=LO...HI[:STEP]")
        }
        return sizes
    }

    /// Two spec files: one view spec and one constraint spec, in either order.
    static func specPair(_ paths: [String], swift: SwiftSource.Options) throws(CommandFailure) -> SpecPair {
        try LayoutLabCommand.checkOneStandardInput(paths)
        if paths.count == 1 { return try translatedPair(paths[0], swift: swift) }
        var viewSpec: ViewSpec?
        var constraintSpec: ConstraintSpec?
        for path in paths {
            switch try LayoutLabCommand.load(path, swift: swift) {
            case .view(let spec): viewSpec = spec
            case .constraints(let spec): constraintSpec = spec
            }
        }
        guard let viewSpec, let constraintSpec else {
            throw CommandFailure(
                .usage, "compare needs one view spec and one constraint spec, found two of the same format")
        }
        return SpecPair(viewSpec: viewSpec, constraintSpec: constraintSpec, label: "\(paths[0]) and \(paths[1])")
    }
}
