import ConstraintLayout
import FuzzInputs
import LayoutCore

/// Structured random constraint systems compiled and solved by GLPK: a solution with finite
/// frames (negative sizes only with a diagnostic) or a typed error, never a trap or an abort.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInputs.constraintSpec(Array(UnsafeRawBufferPointer(start: start, count: count)))
    guard case .constraints(let spec) = try? SpecDocument(bytes: Array(input.json.utf8)) else { return 0 }
    guard let solution = try? ConstraintLayoutEngine.solve(spec, in: Size(width: input.width, height: input.height))
    else { return 0 }
    if let violation = SolutionInvariants.violation(in: solution) {
        fatalError("constraint engine invariant broken: \(violation)\n\(input.json)")
    }
    return 0
}
