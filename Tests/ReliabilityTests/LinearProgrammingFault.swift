import LinearProgramming

/// The test-only GLPK fault injection, in one place.
enum LinearProgrammingFault {
    /// The calling thread's next solve hits a GLPK fatal error (contained by the guard).
    static func inject() { GLPKGuard.injectFatalErrorForTesting() }
}
