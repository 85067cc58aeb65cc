// A backstop around GLPK calls that would otherwise abort() the process (SEMANTICS.md §C):
// GLPK's error hook longjmps back here, the thread's GLPK environment is freed, and the call
// returns LLGLPK_FATAL_ERROR. Only LinearProgramming uses it. Pointers are untyped so this
// module does not import glpk.h a second time (CGLPK owns those types).
#ifndef LLGLPK_GUARD_H
#define LLGLPK_GUARD_H

/// The return code of a guarded call that hit a GLPK fatal error (GLPK's own codes are > 0).
#define LLGLPK_FATAL_ERROR (-1000)

/// glp_simplex(problem, parameters) inside the guard; when it returns GLP_EBADB, GLP_ESING or
/// GLP_ECOND, glp_adv_basis(problem, 0) and one more glp_simplex. Returns glp_simplex's code,
/// or LLGLPK_FATAL_ERROR after a fatal error, when the calling thread's environment (every
/// problem created on it included) has been freed.
int llglpk_guarded_simplex(void *problem, void *parameters);

/// The environment generation of the calling thread: it changes whenever a fatal error freed
/// the environment, so a problem created in an older generation is gone.
unsigned long llglpk_generation(void);

/// The text GLPK printed for the calling thread's last fatal error ("" when none).
const char *llglpk_last_fatal_message(void);

/// Test-only: when `enabled`, the calling thread's next guarded call makes an invalid GLPK
/// call (glp_add_rows with 0 rows) before solving. The environment variable
/// LAYOUTLAB_TEST_INJECT_GLPK_FATAL=1 does the same for every thread of the process.
void llglpk_inject_fatal_error_for_testing(int enabled);

#endif
