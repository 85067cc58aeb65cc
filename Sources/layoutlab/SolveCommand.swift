import CommandLineOptions
import InterfaceBuilder
import LayoutCore
import LayoutHarness
import LayoutTranslation
import SwiftSourceImport

/// `layoutlab solve SPEC --size WxH [--engine stack|constraints] [--format json|table]`.
enum SolveCommand: Subcommand {
    static let interface = CommandInterface(
        "solve", arguments: "SPEC", positionals: [LayoutLabCommand.specArgument], count: 1...1,
        abstract: "Solve one spec at one size and print the frames.",
        discussion: """
            Solves one spec at one size. SPEC is a JSON spec, a .swift file (a SwiftUI view or
            UIKit Auto Layout code) or an Interface Builder document. A view spec
            (layoutlab.view/1) is solved by the stack engine, a constraint spec
            (layoutlab.constraints/1) by the constraint engine.
            """,
        options: [
            LayoutLabCommand.sizeOption(required: false),
            Option(
                "--engine", .required("ENGINE"), choices: ["stack", "constraints"],
                help: """
                    stack or constraints (default: the spec's own engine; the other one solves
                    the spec through translation, docs/TRANSLATION.md)
                    """),
            Option(
                "--format", .required("FORMAT"), choices: ["table", "json"],
                help: "table (default) or json (a layoutlab.solution/1 document)"),
            LayoutLabCommand.outputOption,
            LayoutLabCommand.fontsOption,
            Option(
                "--trace",
                help: """
                    view specs: print every sizeThatFits call (proposal kind nil/0/∞/finite
                    per axis) and the count per view to stderr
                    """),
            Option(
                "--view", .required("NAME"),
                help: """
                    the View, PreviewProvider or #Preview("Name") to lay out (default: the first
                    View whose properties all have values, else the first preview)
                    """, group: "Swift files (.swift)"),
            Option(
                "--unknown-views", .required("MODE"), choices: ["error", "placeholder"],
                help: """
                    what a view from another file becomes (default error; placeholder: a Color
                    taking the proposal, with a note on stderr)
                    """, group: "Swift files (.swift)"),
            LayoutLabCommand.defineOption,
            Option(
                "--root", .required("ID"),
                help: """
                    the root view's IB id (default: the initial view controller's, or the only
                    root); without --size it is solved at its stored size
                    """, group: "Interface Builder documents (.storyboard, .xib; docs/FORMATS.md §5)"),
            Option(
                "--traits", .required("LIST"),
                help: "size classes for <variation>s: wC|wR, hC|hR, phone|pad|mac (default: the document's device)",
                group: "Interface Builder documents (.storyboard, .xib; docs/FORMATS.md §5)"),
            InterfaceBuilderInput.measureTextOption,
            InterfaceBuilderInput.variationsOption,
            Option(
                "--priorities", .required("MODE"), choices: ConstraintPriorityMode.allCases.map(\.rawValue),
                help: "lexicographic (default; Apple's rule) or weighted (kiwi's strengths)",
                group: "constraint specs only"),
            Option(
                "--recover",
                help: """
                    break conflicting required constraints as Auto Layout does, solve, and list
                    them as brokenConstraint diagnostics (exit 0)
                    """, group: "constraint specs only"),
            Option(
                "--check-ambiguity",
                help: """
                    report views whose frame is not determined (ambiguous diagnostics; two extra
                    LPs per frame value)
                    """, group: "constraint specs only"),
            Option(
                "--dump-lp", .optional("FILE"),
                help: """
                    write each stage's LP in CPLEX LP format to stderr (or FILE): columns named
                    view.attribute, rows by constraint identifier or path, a comment per stage
                    """, group: "constraint specs only"),
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let path = args.positional[0]
        let dumpLP: String?? = args.has("--dump-lp") ? .some(args.value("--dump-lp")) : nil
        let format = args.value("--format") ?? "table"
        let engine = args.value("--engine").flatMap(EngineKind.init(rawValue:))
        let fonts = try LayoutLabCommand.fontsDirectory(args)
        var imported: IBImportedRoot?
        if InterfaceBuilderInput.handles(path) {
            imported = try InterfaceBuilderInput.importRoot(
                path, root: args.value("--root"), traits: args.value("--traits"),
                measuresText: args.has("--measure-text"), writesVariations: args.has("--variations"))
        } else if args.value("--root") != nil || args.value("--traits") != nil || args.has("--measure-text")
            || args.has("--variations")
        {
            throw CommandFailure(
                .usage, "--root, --traits, --measure-text and --variations apply to .storyboard and .xib documents only"
            )
        }
        let size =
            if let imported, args.value("--size") == nil {
                SolveSize(width: imported.size.width, height: imported.size.height)
            } else { try LayoutLabCommand.size(args.value("--size")) }
        var options = ConstraintOptions(
            checksAmbiguity: args.has("--check-ambiguity"), recovers: args.has("--recover"),
            recordsLP: dumpLP != nil)
        if let mode = args.value("--priorities").flatMap(ConstraintPriorityMode.init(rawValue:)) {
            options.priorityMode = mode
        }
        let document: SpecDocument
        if let imported {
            // At the stored size, `--variations` installs the document's device's classes.
            document = .constraints(args.value("--size") == nil ? imported.specAtRecordedSize : imported.spec)
        } else {
            document = try LayoutLabCommand.load(
                path,
                swift: SwiftSource.Options(
                    viewName: args.value("--view"),
                    unknownViewsArePlaceholders: args.value("--unknown-views") == "placeholder",
                    definedConditions: LayoutLabCommand.swiftOptions(args).definedConditions))
        }
        var solution: LayoutSolution
        var lpText: String?
        do {
            solution = try SpecSolver.solve(
                document, size: size, engine: engine, constraintOptions: options, fonts: fonts,
                recordedLP: { lpText = $0 })
        } catch let error as SolveError {
            switch error {
            case .needsTranslation, .unsupportedSize: throw CommandFailure(.usage, error.description)
            case .solverFailed: throw CommandFailure(.software, error.description)
            }
        } catch let error as SpecError {
            throw CommandFailure(.invalidSpec, error.inFile(path).description)
        } catch let error as TranslationError {
            throw CommandFailure(.unsatisfiable, "\(path): \(error)")
        } catch {
            throw CommandFailure(.software, "internal error: \(error)")
        }
        if let imported { solution = imported.reported(solution) }
        if SwiftSource.isSwiftSource(path) { solution = SwiftSource.reported(solution, of: document) }
        if args.has("--trace") { writeTrace(document, size: size) }
        if let target = dumpLP, let lpText {
            if let file = target { try Console.writeAtomically(lpText, to: file) } else { Console.error(lpText) }
        }
        let text = format == "json" ? JSONWriter.write(solution.json) + "\n" : solution.table
        if let output = args.value("--output") {
            try Console.writeAtomically(text, to: output)
        } else {
            Console.print(text)
        }
        if solution.status == .unsatisfiable {
            for diagnostic in solution.diagnostics where diagnostic.kind == .unsatisfiable {
                Console.error(diagnostic.message)
            }
            return .unsatisfiable
        }
        return .success
    }
}

extension SolveCommand {
    /// Checks a value against a list of choices (for values the option table cannot list).
    static func choice(_ value: String, _ choices: [String], flag: String) throws(CommandFailure) -> String {
        guard choices.contains(value) else {
            throw CommandFailure(
                .usage, "invalid \(flag) '\(value)'; expected one of: \(choices.joined(separator: ", "))")
        }
        return value
    }
}
