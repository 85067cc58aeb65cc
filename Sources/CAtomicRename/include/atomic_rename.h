// renameat2(RENAME_EXCHANGE) for LayoutHarness's atomic folder writes: Swift's Glibc module
// does not expose renameat2 (it needs _GNU_SOURCE) and cannot call the variadic syscall().
#ifndef LL_ATOMIC_RENAME_H
#define LL_ATOMIC_RENAME_H

/// Swaps the paths `a` and `b` (both must exist) in one step: afterwards `a` names what `b`
/// named and the other way round. Returns 0, or -1 with errno set (EINVAL or ENOSYS when
/// the file system or kernel cannot exchange).
int ll_rename_exchange(const char *a, const char *b);

#endif
