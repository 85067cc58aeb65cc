// See include/CGLPKGuard.h. One setjmp per guarded call; the hooks are GLPK environment
// fields, so installing them costs two stores.
#include "CGLPKGuard.h"

#include <glpk.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static _Thread_local jmp_buf *active_jump;
static _Thread_local unsigned long generation;
static _Thread_local char message[1024];
static _Thread_local size_t message_length;
static _Thread_local int inject_next;
// -1: not read yet. Threads may read the environment at once; each stores the same value, and
// atomics keep that free of data races.
static atomic_int inject_from_environment = -1;

/// GLPK's terminal output: captured while a guarded call runs, otherwise sent to stderr
/// (never stdout). Returning 1 tells GLPK it was handled.
static int term_hook(void *info, const char *text) {
    (void)info;
    size_t length = strlen(text);
    if (active_jump != NULL) {
        size_t room = sizeof message - 1 - message_length;
        size_t copied = length < room ? length : room;
        memcpy(message + message_length, text, copied);
        message_length += copied;
        message[message_length] = 0;
    } else {
        ssize_t ignored = write(2, text, length);
        (void)ignored;
    }
    return 1;
}

/// GLPK's fatal-error hook: jump back to the guarded call instead of abort().
static void error_hook(void *info) {
    (void)info;
    longjmp(*active_jump, 1);
}

static int should_inject(void) {
    int from_environment = atomic_load_explicit(&inject_from_environment, memory_order_relaxed);
    if (from_environment < 0) {
        const char *value = getenv("LAYOUTLAB_TEST_INJECT_GLPK_FATAL");
        from_environment = value != NULL && strcmp(value, "1") == 0;
        atomic_store_explicit(&inject_from_environment, from_environment, memory_order_relaxed);
    }
    int inject = inject_next || from_environment;
    inject_next = 0;
    return inject;
}

int llglpk_guarded_simplex(void *problem, void *parameters) {
    glp_prob *lp = problem;
    jmp_buf jump;
    message_length = 0;
    message[0] = 0;
    active_jump = &jump;
    glp_term_hook(term_hook, NULL);
    glp_error_hook(error_hook, NULL);
    if (setjmp(jump) != 0) {
        // GLPK's state is undefined after a fatal error: free the whole environment. The next
        // GLPK call sets up a fresh one; LinearProgram installs its hooks again.
        active_jump = NULL;
        glp_free_env();
        generation += 1;
        return LLGLPK_FATAL_ERROR;
    }
    if (should_inject()) {
        glp_add_rows(lp, 0);  // invalid: GLPK reports a fatal error
    }
    int code = glp_simplex(lp, parameters);
    if (code == GLP_EBADB || code == GLP_ESING || code == GLP_ECOND) {
        glp_adv_basis(lp, 0);
        code = glp_simplex(lp, parameters);
    }
    glp_error_hook(NULL, NULL);
    active_jump = NULL;
    return code;
}

unsigned long llglpk_generation(void) { return generation; }

const char *llglpk_last_fatal_message(void) { return message; }

void llglpk_inject_fatal_error_for_testing(int enabled) { inject_next = enabled; }
