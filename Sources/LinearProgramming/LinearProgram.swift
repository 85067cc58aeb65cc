import CGLPK

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A linear program solved by GLPK's simplex method: variables with bounds, rows (linear
/// expressions with bounds) and a linear objective to minimise or maximise.
///
/// Indices are 0-based: variables are numbered in the order ``addVariables(count:)`` created
/// them, rows in the order ``addRow(indices:coefficients:bounds:)`` added them. Every argument
/// is checked before GLPK sees it; a bad one throws ``LPError/invalidArgument(_:)`` and leaves
/// the problem unchanged.
///
/// ```swift
/// let lp = LinearProgram(direction: .maximize)
/// let xy = try lp.addVariables(count: 2)                  // x = 0, y = 1
/// try lp.setBounds(ofVariable: 0, .atLeast(0))
/// try lp.setBounds(ofVariable: 1, .atLeast(0))
/// _ = try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(4))
/// try lp.setObjective(indices: Array(xy), coefficients: [1, 2])
/// if try lp.solve() == .optimal { print(lp.objectiveValue) }  // 8, at x = 0, y = 4
/// ```
///
/// Solving again after changing bounds or coefficients starts from the previous basis, which
/// is usually much faster than building a new problem.
///
/// ## Threads
/// Not thread-safe, and not `Sendable`: create, use and deinitialise each `LinearProgram` on one
/// thread. GLPK keeps the problem in that thread's environment and aborts if it is deleted
/// from another, so this class checks the thread in every call (a precondition). In Swift
/// concurrency, keep it inside one synchronous function: an `await` may resume on another
/// thread. See ``GLPKEnvironment`` for releasing a thread's GLPK memory.
public final class LinearProgram {
    /// The GLPK problem object this instance owns.
    let problem: OpaquePointer
    /// The thread that created `problem`; the only one allowed to touch it.
    private let owningThread: pthread_t
    /// The thread's GLPK environment generation at creation (see ``GLPKGuard``).
    private let generation: UInt
    // The working state below is exempt from dynamic exclusivity checks (one access check per
    // GLPK call otherwise): a problem is used from one thread (`checkThread()`), and no access
    // to these properties overlaps another (buffers are moved out before they are lent).
    /// Simplex parameters, initialised once by `glp_init_smcp`.
    @exclusivity(unchecked) var parameters = glp_smcp()
    /// Reusable 1-based buffers for GLPK calls.
    @exclusivity(unchecked) var scratch = GLPKScratch()
    /// Whether the last ``solve()`` found an optimum and nothing changed since.
    @exclusivity(unchecked) var hasOptimalSolution = false
    /// The columns whose objective coefficient may be non-zero (every other one is 0), so that
    /// ``setObjective(indices:coefficients:)`` clears only those. (Columns are never deleted.)
    @exclusivity(unchecked) var objectiveColumns: [Int32] = []
    /// Buffers for ``isLexicographicallyOptimal(_:tolerance:)``.
    let lexicographic = LexicographicWorkspace()
    /// Bumped by every change of the constraint matrix (rows or columns added, a row replaced,
    /// rows deleted), so that copies of it (``LexicographicScratch``) know when to refresh.
    var matrixVersion = 0
    /// Bumped when a row's or column's bound type changes after it was added (together with
    /// ``matrixVersion``, which every added row or column bumps, it tells the lexicographic
    /// check when the types it derives non-basic statuses from are stale).
    var boundTypeVersion = 0

    /// The most simplex iterations one ``solve()`` may take before throwing
    /// ``LPError/iterationLimit``. Default 100 000; must be in `0...Int32.max`.
    public var iterationLimit: Int = 100_000

    /// The most time, in milliseconds, one ``solve()`` may take before throwing
    /// ``LPError/timeLimit``. Default 60 000 (a minute); must be in `0...Int32.max`.
    public var timeLimitMilliseconds: Int = 60_000

    /// Creates an empty problem (no variables, no rows, objective 0) on the calling thread.
    public init(direction: OptimizationDirection = .minimize) {
        GLPKEnvironment.prepareCurrentThread()
        problem = glp_create_prob()
        owningThread = GLPKEnvironment.currentThread()
        generation = GLPKGuard.generation
        GLPKEnvironment.problemCreated()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        // Without presolve, GLPK keeps the basis in the problem: the next solve warm-starts.
        parameters.presolve = GLP_OFF
        glp_set_obj_dir(problem, direction == .minimize ? GLP_MIN : GLP_MAX)
    }

    deinit {
        precondition(GLPKEnvironment.isCurrentThread(owningThread), "LinearProgram deinitialised on another thread")
        if isAlive { glp_delete_prob(problem) }  // a contained fatal error freed it already
        GLPKEnvironment.problemDeleted()
    }

    /// Whether ``solve()`` minimises or maximises the objective.
    public var direction: OptimizationDirection {
        get {
            checkThread()
            return glp_get_obj_dir(problem) == GLP_MAX ? .maximize : .minimize
        }
        set {
            checkThread()
            hasOptimalSolution = false
            glp_set_obj_dir(problem, newValue == .minimize ? GLP_MIN : GLP_MAX)
        }
    }

    /// The number of variables (GLPK's columns).
    public var variableCount: Int {
        checkThread()
        return Int(glp_get_num_cols(problem))
    }

    /// The number of rows (constraints).
    public var rowCount: Int {
        checkThread()
        return Int(glp_get_num_rows(problem))
    }

    /// The total number of simplex iterations performed on this problem by all solves so far.
    /// A warm re-solve after a small change typically adds only a few.
    public var iterationCount: Int {
        checkThread()
        return Int(glp_get_it_cnt(problem))
    }

    /// Traps unless called on the thread that created this problem (GLPK would abort or
    /// corrupt its memory otherwise).
    @inline(__always)
    func checkThread() {
        precondition(
            GLPKEnvironment.isCurrentThread(owningThread),
            "LinearProgram used on a thread other than the one that created it")
        precondition(isAlive, "LinearProgram used after a contained GLPK fatal error freed it (GLPKGuard)")
    }

    /// Whether GLPK's environment still holds `problem` (a contained fatal error frees it).
    @inline(__always)
    var isAlive: Bool { generation == GLPKGuard.generation }

    /// GLPK's current number of columns.
    @inline(__always)
    var columnCount32: Int32 { glp_get_num_cols(problem) }

    /// GLPK's current number of rows.
    @inline(__always)
    var rowCount32: Int32 { glp_get_num_rows(problem) }
}

/// A problem belongs to the thread that created it (see "Threads" above), so it must never be
/// sent to another concurrency domain.
@available(*, unavailable)
extension LinearProgram: Sendable {}
