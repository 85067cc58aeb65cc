#define _GNU_SOURCE
#include "atomic_rename.h"

#include <fcntl.h>
#include <stdio.h>

int ll_rename_exchange(const char *a, const char *b) {
    return renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
}
