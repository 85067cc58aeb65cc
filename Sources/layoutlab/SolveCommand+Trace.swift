import LayoutCore
import StackLayout

/// `layoutlab solve --trace`: the stack engine's probe trace, on stderr.
extension SolveCommand {
    /// Lays a view spec out again with tracing on and writes every `sizeThatFits` call (view,
    /// proposal kind nil/0/∞/finite per axis) and the count per view to stderr, so stdout stays
    /// the requested output. Constraint specs have no probes: a note says so.
    static func writeTrace(_ document: SpecDocument, size: SolveSize) {
        guard case .view(let spec) = document else {
            Console.error("trace: only view specs are traced (the stack engine's sizeThatFits calls)")
            return
        }
        var engine = StackLayoutEngine(spec)
        engine.isTracing = true
        engine.layout(in: size)
        Console.error(engine.traceReport())
    }
}
