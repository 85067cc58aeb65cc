import LayoutCore
import LayoutHarness
import LayoutTranslation

/// `layoutlab translate SPEC --to stack|constraints|swiftui [--allow-geometry-reader]`.
enum TranslateCommand {
    static let usage = """
        usage: layoutlab translate SPEC --to stack|constraints|swiftui [--allow-geometry-reader] [--output FILE]

        Translates a spec for the other engine (docs/TRANSLATION.md):
          view spec → constraints   a layoutlab.constraints/1 document whose solution reproduces
                                    the stack engine's frames (helper views start with `_`)
          constraint spec → stack   a layoutlab.view/1 document, verified against the
                                    constraint engine over a sweep of sizes
          either → swiftui          SwiftUI source (compiles against LayoutDSL)
        Views or constraints with no form in the target are named on stderr (exit 1).
          --allow-geometry-reader   when no stack form lays out alike, write sizes proportional to
                                    the screen as GeometryReader expressions
          --output                  write the output to a file (atomically) instead of stdout
        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let args = try Arguments(
            arguments, valued: ["--to", "--output"], switches: ["--help", "--allow-geometry-reader"])
        if args.has("--help") {
            Console.print(usage + "\n")
            return .success
        }
        guard args.positional.count == 1, let path = args.positional.first else {
            throw CommandFailure(.usage, "translate takes one spec")
        }
        let target = try SolveCommand.choice(
            args.value("--to") ?? "", ["stack", "constraints", "swiftui"], flag: "--to")
        let output: String
        do {
            output = try translate(
                LayoutLabCommand.load(path), to: target, allowGeometryReader: args.has("--allow-geometry-reader"))
        } catch let error as TranslationError {
            throw CommandFailure(.unsatisfiable, "\(path): \(error)")
        } catch let error as SpecError {
            throw CommandFailure(.invalidSpec, error.description)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(.software, "internal error: \(error)")
        }
        if let file = args.value("--output") {
            do {
                try AtomicOutput.write(output, to: file)
            } catch {
                throw CommandFailure(.cannotCreate, error.description)
            }
        } else {
            Console.print(output)
        }
        return .success
    }

    static func translate(_ document: SpecDocument, to target: String, allowGeometryReader: Bool) throws -> String {
        switch (document, target) {
        case (.view(let spec), "constraints"):
            let translation = StackToConstraints.translate(spec)
            for note in translation.notes { Console.error("layoutlab: note: \(note)") }
            return JSONWriter.write(translation.spec.json) + "\n"
        case (.view(let spec), "swiftui"):
            return try SwiftUISource.make(spec, typeName: SwiftUISource.typeName(for: spec.name))
        case (.view, _), (.constraints, "constraints"):
            throw CommandFailure(.usage, "the spec is already in that form")
        case (.constraints(let spec), "stack"):
            let stacks = try ConstraintsToStacks.translate(spec, allowGeometryReader: allowGeometryReader)
            return JSONWriter.write(stacks.spec.json) + "\n"
        case (.constraints(let spec), _):
            let stacks = try ConstraintsToStacks.translate(spec, allowGeometryReader: allowGeometryReader).spec
            return try SwiftUISource.make(stacks, typeName: SwiftUISource.typeName(for: spec.name))
        }
    }
}
