import CGLPK

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// GLPK's per-thread state, and the one place that configures it.
///
/// GLPK keeps its working memory, its terminal settings and every problem object in an
/// *environment*. In Debian's build the environment is thread-local: independent
/// ``LinearProgram``s can be solved on different threads at once, but each must be created,
/// used and deinitialised on one thread.
///
/// Before any GLPK call on a thread, ``LinearProgram/init(direction:)`` turns GLPK's terminal
/// output off and installs a terminal hook, so nothing GLPK writes ever reaches stdout. With
/// output off, GLPK only writes when it is about to `abort()` on a fatal error; the hook sends
/// that text to stderr so the crash is diagnosable.
public enum GLPKEnvironment {
    /// Frees GLPK's environment on the calling thread (`glp_free_env`).
    ///
    /// Call it when a thread that used GLPK is done with it (about 5 KB stays allocated per
    /// thread otherwise), for example at the end of a work item on a thread pool. The next
    /// ``LinearProgram`` created on the thread sets up a fresh environment, hook included.
    ///
    /// - Precondition: no ``LinearProgram`` created on this thread is still alive (GLPK frees
    ///   them with the environment, and their `deinit` would then crash).
    public static func releaseThreadResources() {
        let live = liveProblemCount
        precondition(
            live == 0,
            "GLPKEnvironment.releaseThreadResources() called while \(live) LinearProgram(s) created on this thread are alive"
        )
        _ = glp_free_env()
    }

    /// Prepares the calling thread's environment: terminal output off, and the hook that keeps
    /// anything GLPK still writes off stdout. Cheap; called before every `glp_create_prob`, so a
    /// freed environment is always set up again.
    static func prepareCurrentThread() {
        glp_term_hook(
            { _, text in
                // Only reached when output is forced on (a fatal error, just before abort()).
                if let text {
                    _ = write(2, text, strlen(text))
                }
                return 1  // 1 = "handled": GLPK prints nothing itself.
            }, nil)
        _ = glp_term_out(GLP_OFF)
    }

    /// The number of ``LinearProgram``s created on the calling thread and not yet deinitialised.
    static var liveProblemCount: Int {
        Int(bitPattern: pthread_getspecific(liveProblemCountKey))
    }

    /// Records that a problem was created on the calling thread.
    static func problemCreated() {
        setLiveProblemCount(liveProblemCount + 1)
    }

    /// Records that a problem created on the calling thread was deleted.
    static func problemDeleted() {
        setLiveProblemCount(liveProblemCount - 1)
    }

    private static func setLiveProblemCount(_ count: Int) {
        // The count is stored in the pointer itself: no allocation, nothing to free at exit.
        _ = pthread_setspecific(liveProblemCountKey, UnsafeRawPointer(bitPattern: count))
    }

    /// The calling thread's identity, to check that a problem stays on its thread.
    static func currentThread() -> pthread_t {
        pthread_self()
    }

    /// Whether `thread` is the calling thread.
    static func isCurrentThread(_ thread: pthread_t) -> Bool {
        pthread_equal(thread, pthread_self()) != 0
    }
}

/// The thread-specific slot holding ``GLPKEnvironment/liveProblemCount``.
private let liveProblemCountKey: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "pthread_key_create failed with \(result)")
    return key
}()
