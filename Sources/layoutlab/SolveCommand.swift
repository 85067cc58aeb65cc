import LayoutCore
import LayoutHarness
import LayoutTranslation
import SwiftSourceImport

/// `layoutlab solve SPEC --size WxH [--engine stack|constraints] [--format json|table]`.
enum SolveCommand {
    static let usage = """
        usage: layoutlab solve SPEC --size WIDTHxHEIGHT [--engine stack|constraints] [--format json|table]

        Solves one spec at one size. SPEC is a JSON spec or a .swift file (a SwiftUI view). A view spec (layoutlab.view/1) is solved by the stack
        engine, a constraint spec (layoutlab.constraints/1) by the constraint engine.
          --size     WIDTHxHEIGHT (each a number, nil or infinity) or a device name:
                     iphone-se, iphone-15, iphone-15-pro-max, ipad-11, ipad-13 (+ -landscape)
          --engine   stack or constraints (default: the spec's own engine; the other one solves
                     the spec through translation, docs/TRANSLATION.md)
          --format   table (default) or json (a layoutlab.solution/1 document)
          --output   write the output to a file (atomically) instead of stdout
          --view     a .swift SPEC: the View, PreviewProvider or #Preview("Name") to lay out
                     (default: the first View whose properties all have values, else the first preview)
          --unknown-views error|placeholder
                     a .swift SPEC: what a view from another file becomes (default error;
                     placeholder: a Color taking the proposal, with a note on stderr)
          --trace    view specs: print every sizeThatFits call (proposal kind nil/0/∞/finite
                     per axis) and the count per view to stderr
        Constraint specs only:
          --priorities       lexicographic (default; Apple's rule) or weighted (kiwi's strengths)
          --recover          break conflicting required constraints as Auto Layout does, solve,
                             and list them as brokenConstraint diagnostics (exit 0)
          --check-ambiguity  report views whose frame is not determined (ambiguous diagnostics;
                             two extra LPs per frame value)
          --dump-lp[=FILE]   write each stage's LP in CPLEX LP format to stderr (or FILE)
        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        // `--dump-lp` takes an optional value, which `Arguments` does not model: take it out first.
        var dumpLP: String??
        let rest = arguments.filter { argument in
            if argument == "--dump-lp" {
                dumpLP = .some(nil)
                return false
            }
            if argument.hasPrefix("--dump-lp=") {
                dumpLP = .some(String(argument.dropFirst("--dump-lp=".count)))
                return false
            }
            return true
        }
        let args = try Arguments(
            rest, valued: ["--size", "--engine", "--format", "--output", "--priorities", "--view", "--unknown-views"],
            switches: ["--help", "--recover", "--check-ambiguity", "--trace"])
        if args.has("--help") {
            Console.print(usage + "\n")
            return .success
        }
        guard args.positional.count == 1, let path = args.positional.first else {
            throw CommandFailure(
                .usage, args.positional.isEmpty ? "solve needs a SPEC file" : "solve takes one SPEC file")
        }
        let format = try choice(args.value("--format") ?? "table", ["json", "table"], flag: "--format")
        let engine = try args.value("--engine").map { (name: String) throws(CommandFailure) in
            EngineKind(rawValue: try choice(name, ["stack", "constraints"], flag: "--engine"))!
        }
        let size = try LayoutLabCommand.size(args.value("--size"))
        var options = ConstraintOptions(
            checksAmbiguity: args.has("--check-ambiguity"), recovers: args.has("--recover"),
            recordsLP: dumpLP != nil)
        if let mode = args.value("--priorities") {
            options.priorityMode = ConstraintPriorityMode(
                rawValue: try choice(mode, ConstraintPriorityMode.allCases.map(\.rawValue), flag: "--priorities"))!
        }
        let unknownViews = try choice(
            args.value("--unknown-views") ?? "error", ["error", "placeholder"], flag: "--unknown-views")
        let document = try LayoutLabCommand.load(
            path,
            swift: SwiftSource.Options(
                viewName: args.value("--view"), unknownViewsArePlaceholders: unknownViews == "placeholder"))
        let solution: LayoutSolution
        var lpText: String?
        do {
            solution = try SpecSolver.solve(
                document, size: size, engine: engine, constraintOptions: options, recordedLP: { lpText = $0 })
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

    static func choice(_ value: String, _ choices: [String], flag: String) throws(CommandFailure) -> String {
        guard choices.contains(value) else {
            throw CommandFailure(
                .usage, "invalid \(flag) '\(value)'; expected one of: \(choices.joined(separator: ", "))")
        }
        return value
    }
}
