#!/usr/bin/env bash
# Runs every libFuzzer target in FuzzTesting/ for SECONDS each (default 30) and prints, per
# target: executions, coverage (libFuzzer's `cov`), crashes, timeouts, leaks. New crashers,
# timeouts and leaks are copied to Tests/ReliabilityTests/Regressions/<target>/ so that
# `swift test` replays them. Exit status 1 when any target found a problem.
#   FUZZ_SCRATCH  build folder (default /tmp/build-fuzz)
#   FUZZ_WORK     corpora and artifacts (default /tmp/layoutlab-fuzz)
#   FUZZ_SUMMARY  also write the table as TSV to this file
#   FUZZ_TARGETS  space-separated subset of targets
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SECONDS_PER_TARGET=${1:-30}
SCRATCH=${FUZZ_SCRATCH:-/tmp/build-fuzz}
WORK=${FUZZ_WORK:-/tmp/layoutlab-fuzz}
TARGETS=${FUZZ_TARGETS:-"FuzzSpecDecoder FuzzConstraintParser FuzzVisualFormat FuzzStackEngine FuzzConstraintSolve FuzzIBReader FuzzSwiftSource FuzzSnapshotReader FuzzTranslator"}
REGRESSIONS=$ROOT/Tests/ReliabilityTests/Regressions
# Leaks inside the toolchain's libraries (FoundationXML's error string on malformed XML) are
# suppressed, as in scripts/sanitize.sh; a leak with a LayoutLab frame is still reported.
export LSAN_OPTIONS="suppressions=$ROOT/scripts/lsan-suppressions.txt:print_suppressions=0"
# --sanitize=fuzzer alone does not instrument the LayoutLab modules (a path dependency) for
# coverage, and libFuzzer then mutates blind; these counters give it feedback everywhere.
COVERAGE="-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp"

echo "Building fuzz targets (release, -sanitize=fuzzer,address) in $SCRATCH ..." >&2
#   FUZZ_SKIP_BUILD=1 runs the binaries already in FUZZ_SCRATCH.
# Retried: in a shared checkout another edit can land mid-build ("modified during the build").
built=${FUZZ_SKIP_BUILD:-0}
for _ in 1 2 3; do
    [ "$built" = 1 ] && break
    (cd FuzzTesting && swift build -c release --sanitize=fuzzer --sanitize=address \
        -Xswiftc -parse-as-library $COVERAGE --scratch-path "$SCRATCH" >&2) && { built=1; break; }
done
[ $built = 1 ] || { echo "fuzz build failed" >&2; exit 2; }
BIN=$(cd FuzzTesting && swift build -c release --sanitize=fuzzer --sanitize=address \
    -Xswiftc -parse-as-library $COVERAGE --scratch-path "$SCRATCH" --show-bin-path)

status=0
printf '%-22s %12s %8s %8s %9s %6s\n' target executions coverage crashes timeouts leaks
[ -n "${FUZZ_SUMMARY:-}" ] && printf 'target\texecutions\tcoverage\tcrashes\ttimeouts\tleaks\n' >"$FUZZ_SUMMARY"
for target in $TARGETS; do
    corpus=$WORK/corpus/$target
    artifacts=$WORK/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    rm -f "$artifacts"/*
    cp "$REGRESSIONS/$target"/* "$corpus"/ 2>/dev/null
    rm -f "$corpus/README.md"
    log=$WORK/$target.log
    "$BIN/$target" "$corpus" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 \
        -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
    executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    crashes=$(find "$artifacts" -name 'crash-*' -o -name 'oom-*' -o -name 'deadly-*' | wc -l)
    timeouts=$(find "$artifacts" -name 'timeout-*' -o -name 'slow-unit-*' | wc -l)
    leaks=$(find "$artifacts" -name 'leak-*' | wc -l)
    printf '%-22s %12s %8s %8s %9s %6s\n' "$target" "${executions:-?}" "${coverage:-0}" "$crashes" "$timeouts" "$leaks"
    [ -n "${FUZZ_SUMMARY:-}" ] && printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$target" "${executions:-0}" "${coverage:-0}" \
        "$crashes" "$timeouts" "$leaks" >>"$FUZZ_SUMMARY"
    if [ "$crashes" -gt 0 ] || [ "$timeouts" -gt 0 ] || [ "$leaks" -gt 0 ] || [ -z "$executions" ]; then
        status=1
        for file in "$artifacts"/*; do
            [ -f "$file" ] && cp "$file" "$REGRESSIONS/$target/$(basename "$file")"
        done
        echo "  $target: see $log; inputs copied to $REGRESSIONS/$target/" >&2
        grep -m3 -E 'ERROR|Fatal error|SUMMARY' "$log" | sed 's/^/    /' >&2
    fi
done
exit $status
