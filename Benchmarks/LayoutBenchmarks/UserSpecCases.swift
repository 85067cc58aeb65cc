import ConstraintLayout
import Foundation
import LayoutCore
import LayoutHarness
import LayoutTranslation
import StackLayout

/// `layoutlab bench SPEC…`: a user's spec timed at the device sizes with its own engine and,
/// when the translator can express it, the other engine (the translation is built once, outside
/// the timing).
enum UserSpecCases {
    /// A loaded spec and its path (for messages).
    struct Spec {
        var path: String
        var document: SpecDocument
    }

    /// Why a spec could not be loaded: the message and the exit status (65 invalid, 66 missing).
    struct LoadFailure: Error {
        var message: String
        var status: Int32
    }

    /// Loads the spec at `path` (`-`: standard input).
    static func load(_ path: String) throws(LoadFailure) -> Spec {
        if path == "-" {
            let data = FileHandle.standardInput.readData(ofLength: SpecLimits.standard.maxBytes + 1)
            do {
                return Spec(path: path, document: try SpecDocument(bytes: [UInt8](data), file: "<stdin>"))
            } catch {
                throw LoadFailure(message: error.description, status: 65)
            }
        }
        do {
            return Spec(path: path, document: try SpecDocument.load(path: path))
        } catch {
            switch error {
            case .unreadable: throw LoadFailure(message: error.description, status: 66)
            case .invalid(let specError): throw LoadFailure(message: specError.description, status: 65)
            }
        }
    }

    /// Warm (resize) and scratch (build + solve) figures per engine, over the device sizes.
    static func run(_ spec: Spec, budget: Double) throws -> [Figure] {
        let sizes = Device.all.map(\.size)
        let name = spec.document.name.isEmpty ? spec.path : spec.document.name
        var figures: [Figure] = []
        var viewSpec: ViewSpec?
        var constraintSpec: ConstraintSpec?
        switch spec.document {
        case .view(let view):
            viewSpec = view
            let translation = StackToConstraints.translate(view)
            constraintSpec = translation.spec
            for note in translation.notes {
                BenchmarkSuite.progress("\(name): the constraint form approximates: \(note)")
            }
        case .constraints(let constraints):
            constraintSpec = constraints
            viewSpec = try? ConstraintsToStacks.translate(constraints).spec
            if viewSpec == nil { BenchmarkSuite.progress("\(name): no stack form; timing the constraint engine only") }
        }
        if let viewSpec {
            BenchmarkSuite.progress("\(name) stack")
            figures += stack(viewSpec, name: name, sizes: sizes, budget: budget)
        }
        if let constraintSpec {
            BenchmarkSuite.progress("\(name) constraints")
            figures += try constraints(constraintSpec, name: name, sizes: sizes, budget: budget)
        }
        return figures
    }

    static func stack(_ spec: ViewSpec, name: String, sizes: [Size], budget: Double) -> [Figure] {
        var engine = StackLayoutEngine(spec)
        let warm = Measure.samples(budget: budget, operations: sizes.count) {
            for size in sizes { engine.layout(in: SolveSize(size)) }
        }
        let scratch = Measure.samples(budget: budget, operations: sizes.count) {
            for size in sizes {
                var fresh = StackLayoutEngine(spec)
                fresh.layout(in: SolveSize(size))
            }
        }
        return [
            Figure(peer: "layoutlab-stack", workload: name, metric: "warm_resize", n: 1, samples: warm),
            Figure(peer: "layoutlab-stack", workload: name, metric: "scratch", n: 1, samples: scratch),
        ]
    }

    static func constraints(_ spec: ConstraintSpec, name: String, sizes: [Size], budget: Double) throws -> [Figure] {
        let engine = try ConstraintLayoutEngine(spec)
        let warm = try Measure.samples(budget: budget, operations: sizes.count) {
            for size in sizes { _ = try engine.solve(in: size) }
        }
        let scratch = try Measure.samples(budget: budget, operations: sizes.count) {
            for size in sizes { _ = try ConstraintLayoutEngine(spec).solve(in: size) }
        }
        return [
            Figure(peer: "layoutlab-constraints", workload: name, metric: "warm_resize", n: 1, samples: warm),
            Figure(peer: "layoutlab-constraints", workload: name, metric: "scratch", n: 1, samples: scratch),
        ]
    }
}
