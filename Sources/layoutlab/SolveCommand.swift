import LayoutCore
import LayoutHarness

/// `layoutlab solve SPEC --size WxH [--engine stack|constraints] [--format json|table]`.
enum SolveCommand {
    static let usage = """
        usage: layoutlab solve SPEC --size WIDTHxHEIGHT [--engine stack|constraints] [--format json|table]

        Solves one spec at one size. A view spec (layoutlab.view/1) is solved by the stack
        engine, a constraint spec (layoutlab.constraints/1) by the constraint engine.
          --size     WIDTHxHEIGHT (each a number, nil or infinity) or a device name:
                     iphone-se, iphone-15, iphone-15-pro-max, ipad-11, ipad-13 (+ -landscape)
          --engine   stack or constraints (default: the spec's own engine)
          --format   table (default) or json (a layoutlab.solution/1 document)
          --output   write the output to a file (atomically) instead of stdout
        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let args = try Arguments(
            arguments, valued: ["--size", "--engine", "--format", "--output"], switches: ["--help"])
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
        let document = try LayoutLabCommand.load(path)
        let solution: LayoutSolution
        do {
            solution = try SpecSolver.solve(document, size: size, engine: engine)
        } catch let error as SolveError {
            switch error {
            case .needsTranslation, .unsupportedSize: throw CommandFailure(.usage, error.description)
            case .solverFailed: throw CommandFailure(.software, error.description)
            }
        } catch let error as SpecError {
            throw CommandFailure(.invalidSpec, error.inFile(path).description)
        } catch {
            throw CommandFailure(.software, "internal error: \(error)")
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
