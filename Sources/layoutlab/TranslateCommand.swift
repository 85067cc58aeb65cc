import CommandLineOptions
import LayoutCore
import SwiftSourceImport
import LayoutHarness
import LayoutTranslation

/// `layoutlab translate SPEC --to stack|constraints|swiftui [--allow-geometry-reader]`.
enum TranslateCommand: Subcommand {
    static let interface = CommandInterface(
        "translate", arguments: "SPEC", positionals: [LayoutLabCommand.specArgument], count: 1...1,
        abstract: "Translate a spec for the other engine, or to SwiftUI source.",
        discussion: """
            Translates a spec for the other engine (docs/TRANSLATION.md):
              view spec → constraints   a layoutlab.constraints/1 document whose solution reproduces
                                        the stack engine's frames: the minimal constraints (four
                                        per view) when they lay out alike over the sweep, else
                                        (or with --exact) the exact replay (helper views `_…`)
              constraint spec → stack   a layoutlab.view/1 document, verified against the
                                        constraint engine over a sweep of sizes
              either → swiftui          a SwiftUI file (import SwiftUI; compiles against
                                        LayoutDSL through the shim of docs/TRANSLATION.md)
              constraint spec → uikit   a UIViewController activating the constraints as anchors
            Views or constraints with no form in the target are named on stderr (exit 1).
            """,
        options: [
            LayoutLabCommand.defineOption,
            Option(
                "--to", .required("TARGET"), choices: ["stack", "constraints", "swiftui", "uikit"], required: true,
                help: """
                    the target: stack (a view spec), constraints (a constraint spec), swiftui (a
                    SwiftUI file) or uikit (a view controller with anchor code)
                    """),
            Option(
                "--allow-geometry-reader",
                help: """
                    when no stack form lays out alike, write sizes proportional to the screen as
                    GeometryReader expressions
                    """),
            Option(
                "--exact",
                help: """
                    view spec → constraints or uikit: the exact replay of SwiftUI's evaluation
                    (helper views), for proofs, instead of the minimal constraints a person would
                    write
                    """),
            LayoutLabCommand.outputOption,
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let path = args.positional[0]
        let target = args.value("--to") ?? ""
        let output: String
        do {
            output = try translate(
                LayoutLabCommand.load(path, swift: LayoutLabCommand.swiftOptions(args)), to: target,
                allowGeometryReader: args.has("--allow-geometry-reader"),
                exact: args.has("--exact"))
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

    /// The constraints of a view spec: the minimal form where it lays out alike (unless
    /// `exact`), else the replay, its notes on stderr; a view the replay refuses is
    /// `TranslationError.noConstraintForm` (exit 1).
    static func constraints(_ spec: ViewSpec, exact: Bool) throws -> ConstraintSpec {
        if !exact, let minimal = MinimalConstraints.translate(spec) { return minimal.spec }
        let translation = try StackToConstraints.translate(spec).requiringConstraintForm()
        for note in translation.notes { Console.error("layoutlab: note: \(note)") }
        return translation.spec
    }

    static func translate(_ document: SpecDocument, to target: String, allowGeometryReader: Bool, exact: Bool = false)
        throws -> String
    {
        switch (document, target) {
        case (.view(let spec), "constraints"):
            return JSONWriter.write(try constraints(spec, exact: exact).json) + "\n"
        case (.view(let spec), "swiftui"):
            return try SwiftUISource.file(spec, typeName: SwiftUISource.typeName(for: spec.name))
        case (.view(let spec), "uikit"):
            return try UIKitSource.make(
                try constraints(spec, exact: exact), typeName: UIKitSource.typeName(for: spec.name))
        case (.constraints(let spec), "uikit"):
            return try UIKitSource.make(spec, typeName: UIKitSource.typeName(for: spec.name))
        case (.view, _), (.constraints, "constraints"):
            throw CommandFailure(.usage, "the spec is already in that form")
        case (.constraints(let spec), "stack"):
            let stacks = try ConstraintsToStacks.translate(spec, allowGeometryReader: allowGeometryReader)
            return JSONWriter.write(stacks.spec.json) + "\n"
        case (.constraints(let spec), _):
            let stacks = try ConstraintsToStacks.translate(spec, allowGeometryReader: allowGeometryReader).spec
            return try SwiftUISource.file(stacks, typeName: SwiftUISource.typeName(for: spec.name))
        }
    }
}
