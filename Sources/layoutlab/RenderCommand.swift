import CommandLineOptions
import LayoutCore
import SwiftSourceImport
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
            Draws the frames of one layout from both engines side by side as SVG, with a legend
            and the table of the views that differ (Δx/Δy/Δw/Δh): views are coloured by class
            as in `compare` (identical grey, ambiguous blue with the allowed range hatched,
            approximate amber, divergent red, overflow violet, infeasible black), and over each
            differing view the other engine's frame is drawn dashed. With one spec, the other
            engine solves it through the translator when the translator can express it
            (otherwise one panel is drawn and a note goes to stderr); with two specs (a view
            spec and a constraint spec), each is solved by its own engine. The file is written
            atomically.
            """,
        options: [
            LayoutLabCommand.defineOption,
            LayoutLabCommand.sizeOption(required: true),
            Option(
                "--out", .required("FILE.svg"), required: true,
                help: "the SVG file to write (the name must end in .svg: no other image format is written)"),
            LayoutLabCommand.fontsOption,
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
        let fonts = try LayoutLabCommand.fontsDirectory(args)
        var solutions: [LayoutSolution] = []
        let documents = try args.positional.map { (path: String) throws(CommandFailure) in
            try LayoutLabCommand.load(path, swift: LayoutLabCommand.swiftOptions(args))
        }
        for document in documents {
            solutions.append(try solve(document, size: size, engine: nil, fonts: fonts))
        }
        if documents.count == 1, let document = documents.first {
            let other: EngineKind = SpecSolver.defaultEngine(for: document) == .stack ? .constraints : .stack
            do {
                solutions.append(
                    try SpecSolver.solve(
                        document, size: size, engine: other, constraintOptions: ambiguityChecked, fonts: fonts))
            } catch {
                Console.error("layoutlab: note: drawing one engine only: \(error)")
            }
        }
        let picture = FramePicture(
            stack: solutions.first { $0.engine == .stack }, constraints: solutions.first { $0.engine == .constraints },
            canvas: Size(width: width, height: height), classifier: FrameClassifier(approximatedIn: solutions))
        var renderer = SVGRenderer()
        renderer.showsLegend = true
        try Console.writeAtomically(renderer.render(picture) + "\n", to: out)
        return .success
    }

    /// The constraint engine also reports ambiguous views, so they are drawn as a range.
    private static let ambiguityChecked = ConstraintOptions(checksAmbiguity: true)

    private static func solve(_ document: SpecDocument, size: SolveSize, engine: EngineKind?, fonts: String?)
        throws(CommandFailure) -> LayoutSolution
    {
        do {
            return try SpecSolver.solve(
                document, size: size, engine: engine, constraintOptions: ambiguityChecked, fonts: fonts)
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
