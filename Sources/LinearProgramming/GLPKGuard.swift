import CGLPK
import CGLPKGuard

/// The C backstop that turns a GLPK fatal error into a return code (RELIABILITY.md #12).
///
/// GLPK answers invalid calls by printing a message and calling `abort()`. Every argument is
/// checked in Swift first; if one still slips through during a solve, the guard's error hook
/// `longjmp`s back, frees the thread's GLPK environment and reports ``fatalErrorCode``, which
/// ``LinearProgram/solve()`` throws as ``LPError/solverFailed(code:)``. The process survives,
/// nothing reaches stdout, and the next ``LinearProgram`` works. Problems created on the thread
/// before the error are gone with the environment: using one traps with a message, and its
/// `deinit` does nothing.
public enum GLPKGuard {
    /// The `glp_simplex` return code standing for a contained fatal error.
    public static let fatalErrorCode = Int32(LLGLPK_FATAL_ERROR)

    /// The text GLPK printed for the calling thread's last contained fatal error.
    public static var lastFatalMessage: String { String(cString: llglpk_last_fatal_message()) }

    /// Test-only: the calling thread's next solve makes an invalid GLPK call first, as a bug
    /// that slipped past validation would. (`LAYOUTLAB_TEST_INJECT_GLPK_FATAL=1` in the
    /// environment does the same for every solve of the process.)
    public static func injectFatalErrorForTesting() {
        llglpk_inject_fatal_error_for_testing(1)
    }

    /// The calling thread's environment generation; it changes when a fatal error freed it.
    @inline(__always)
    static var generation: UInt { UInt(llglpk_generation()) }

    /// `glp_simplex` (with one retry from an advanced basis) inside the guard.
    static func simplex(_ problem: OpaquePointer, _ parameters: inout glp_smcp) -> Int32 {
        Int32(llglpk_guarded_simplex(UnsafeMutableRawPointer(problem), &parameters))
    }
}
