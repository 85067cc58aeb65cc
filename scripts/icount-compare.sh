#!/usr/bin/env bash
# Compares two builds of layoutlab-bench by instruction counts (callgrind), per part of the
# suite: the inclusive instructions of the stack engine's layout entry
# (StackLayoutEngine.layout(in:)) and, for the corpus, of the constraint engine's solve entry
# (ConstraintLayoutEngine.solve(in:)), and their ratio NEW / BASE.
#
#   scripts/icount-compare.sh BASE_BIN NEW_BIN
#
# BASE_BIN and NEW_BIN are release builds of layoutlab-bench (e.g. another worktree's
# .build/release/layoutlab-bench). Environment:
#   PARTS  the suite parts to run, comma-separated (default chain-stack,adaptive,corpus)
#   ARGS   the bench's options (default "--budget 0.000001 --max-n 1000": under callgrind every
#          case then takes exactly its minimum number of samples, so both binaries do the same
#          work and the counts are deterministic)
#   KEEP   a folder to keep the callgrind files in (default: a temporary folder, removed)
# Instruction counts are a property of the binary and the input, not of the host's load, so
# this comparison holds where wall-clock medians on a shared machine do not.
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 BASE_BIN NEW_BIN" >&2
    exit 64
fi
base=$1
new=$2
for bin in "$base" "$new"; do
    if [ ! -x "$bin" ]; then
        echo "$0: $bin is not an executable" >&2
        exit 66
    fi
done
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed" >&2; exit 69; }
command -v strip >/dev/null || { echo "$0: strip (binutils) is not installed" >&2; exit 69; }
command -v swift >/dev/null || { echo "$0: swift (for swift demangle) is not on PATH" >&2; exit 69; }

parts=${PARTS:-chain-stack,adaptive,corpus}
read -r -a args <<<"${ARGS:---budget 0.000001 --max-n 1000}"
if [ -n "${KEEP:-}" ]; then
    out=$KEEP
    mkdir -p "$out"
else
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi

# The inclusive instruction count of the function whose demangled name is $2 in callgrind
# file $1 (0 when it was never called).
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null \
        | swift demangle --simplified \
        | awk -v name="$2" '
            index($0, name) { gsub(",", "", $1); if ($1 + 0 > best) best = $1 + 0 }
            END { print best + 0 }'
}

# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information Swift 6 writes, so each
# binary runs as a copy without it (`strip --strip-debug` keeps the symbol table callgrind needs).
cp "$base" "$out/base.bin" && strip --strip-debug "$out/base.bin"
cp "$new" "$out/new.bin" && strip --strip-debug "$out/new.bin"
base=$out/base.bin
new=$out/new.bin

# Runs part $2 of binary $1 under callgrind into file $3.
measure() {
    valgrind --tool=callgrind --callgrind-out-file="$3" "$1" --only "$2" "${args[@]}" >/dev/null 2>"$3.log" || {
        echo "$0: $1 --only $2 failed (see $3.log)" >&2
        exit 1
    }
}

stack='StackLayoutEngine.layout(in:)'
constraints='ConstraintLayoutEngine.solve(in:)'
printf '%-12s %-34s %15s %15s %8s\n' part function base new new/base
IFS=, read -r -a list <<<"$parts"
for part in "${list[@]}"; do
    measure "$base" "$part" "$out/base-$part.out"
    measure "$new" "$part" "$out/new-$part.out"
    functions=("$stack")
    [ "$part" = corpus ] && functions+=("$constraints")
    for function in "${functions[@]}"; do
        b=$(inclusive "$out/base-$part.out" "$function")
        n=$(inclusive "$out/new-$part.out" "$function")
        ratio=$(awk -v b="$b" -v n="$n" 'BEGIN { if (b > 0) printf "%.3f", n / b; else print "-" }')
        printf '%-12s %-34s %15s %15s %8s\n' "$part" "$function" "$b" "$n" "$ratio"
    done
done
