import FuzzInputs
import LayoutCore
import StackLayout

/// Structured random view trees: every solve ends with finite, non-negative frames.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInputs.viewSpec(Array(UnsafeRawBufferPointer(start: start, count: count)))
    guard case .view(let spec) = try? SpecDocument(bytes: Array(input.json.utf8)) else { return 0 }
    var engine = StackLayoutEngine(spec)
    let solution = engine.solve(in: ProposedViewSize(width: input.width, height: input.height))
    if let violation = SolutionInvariants.violation(in: solution) {
        fatalError("stack engine invariant broken: \(violation)\n\(input.json)")
    }
    return 0
}
