import CommandLineOptions
import LayoutCore
import LayoutHarness

/// `layoutlab render SPEC [OTHER-SPEC] --size WxH --out FILE.svg`.
enum RenderCommand: Subcommand {
    static let interface = CommandInterface(
        "render", arguments: "SPEC [OTHER-SPEC]",
        positionals: [
            LayoutLabCommand.specArgument,
            Positional("OTHER-SPEC", help: "the same layout in the other format, solved by its own engine"),
        ], count: 1...2,
        abstract: "Draw both engines' frames side by side as SVG.",
        discussion: """
            Draws the frames of one layout from both engines side by side as SVG; views whose
            frames differ are drawn red, views the translation only approximates amber ("≈").
            With one spec, the other engine solves it through the
            translator when the translator can express it (otherwise one panel is drawn and a note
            goes to stderr); with two specs (a view spec and a constraint spec), each is solved by
            its own engine. The file is written atomically.
            """,
        options: [
            LayoutLabCommand.sizeOption(required: true),
            Option(
                "--out", .required("FILE.svg"), required: true,
                help: "the SVG file to write (the name must end in .svg: no other image format is written)"),
        ])

    /// The one image format `render` writes.
    static let outputExtension = ".svg"

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let out = args.value("--out") ?? ""
        guard out.lowercased().hasSuffix(outputExtension) else {
            throw CommandFailure(
                .usage,
                "render writes SVG only: --out '\(out)' must end in \(outputExtension) (PNG and other formats are not written; convert the SVG, e.g. with rsvg-convert)"
            )
        }
        try LayoutLabCommand.checkOneStandardInput(args.positional)
        let size = try LayoutLabCommand.size(args.value("--size"))
        guard let width = size.width, let height = size.height, width.isFinite, height.isFinite else {
            throw CommandFailure(.usage, "render needs a finite --size")
        }
        var solutions: [LayoutSolution] = []
        let documents = try args.positional.map { (path: String) throws(CommandFailure) in
            try LayoutLabCommand.load(path)
        }
        for document in documents {
            solutions.append(try solve(document, size: size, engine: nil))
        }
        if documents.count == 1, let document = documents.first {
            let other: EngineKind = SpecSolver.defaultEngine(for: document) == .stack ? .constraints : .stack
            do {
                solutions.append(try SpecSolver.solve(document, size: size, engine: other))
            } catch {
                Console.error("layoutlab: note: drawing one engine only: \(error)")
            }
        }
        let canvas = Size(width: width, height: height)
        var highlighted = Set<String>()
        // Views the translation approximates, and (when it approximates anything) the views
        // whose frames differ: amber, not red (the `approximate` class of `compare`).
        let approximated = solutions.flatMap(\.diagnostics).filter { $0.kind == .approximated }
        var approximate = Set(approximated.flatMap(\.views))
        if solutions.count == 2 {
            let other = solutions[1].frameIndex
            for frame in solutions[0].frames {
                if let r = other[frame.id], Tolerance.distance(r, frame.frame) > Tolerance.frame {
                    if approximated.isEmpty { highlighted.insert(frame.id) } else { approximate.insert(frame.id) }
                }
            }
        }
        let panels = solutions.map {
            SVGRenderer.Panel(
                title: "\($0.engine.rawValue) engine\($0.status == .unsatisfiable ? " (unsatisfiable)" : "")",
                canvas: canvas, frames: $0.frames)
        }
        let svg = SVGRenderer().render(panels, highlighted: highlighted, approximate: approximate)
        try Console.writeAtomically(svg + "\n", to: out)
        return .success
    }

    private static func solve(_ document: SpecDocument, size: SolveSize, engine: EngineKind?) throws(CommandFailure)
        -> LayoutSolution
    {
        do {
            return try SpecSolver.solve(document, size: size, engine: engine)
        } catch let error as SolveError {
            switch error {
            case .needsTranslation, .unsupportedSize: throw CommandFailure(.usage, error.description)
            case .solverFailed: throw CommandFailure(.software, error.description)
            }
        } catch {
            throw CommandFailure(.invalidSpec, "\(error)")
        }
    }
}
