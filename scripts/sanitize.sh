#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer and AddressSanitizer (with LeakSanitizer), each
# in its own build folder, and prints one line per sanitizer. Exit status 1 if either fails.
#   SANITIZERS      which to run (default "thread address")
#   SANITIZE_FILTER a `swift test --filter` pattern (default: the whole suite)
#   SANITIZE_LOGS   folder for the logs (default /tmp/layoutlab-sanitize)
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
LOGS=${SANITIZE_LOGS:-/tmp/layoutlab-sanitize}
mkdir -p "$LOGS"
filter=()
[ -n "${SANITIZE_FILTER:-}" ] && filter=(--filter "$SANITIZE_FILTER")
export LSAN_OPTIONS="suppressions=$ROOT/scripts/lsan-suppressions.txt:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
status=0
for sanitizer in ${SANITIZERS:-thread address}; do
    scratch=/tmp/build-${sanitizer:0:1}san
    log=$LOGS/$sanitizer.log
    start=$(date +%s)
    # Retried: in a shared checkout another edit can land mid-build ("modified during the build").
    for _ in 1 2 3; do
        swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1 && break
    done
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >>"$log" 2>&1 &&
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${filter[@]}" >>"$log" 2>&1
    result=$?
    # Swift Testing's summary line, e.g. "Test run with 412 tests in 40 suites passed after 9.1 seconds."
    summary=$(grep -E 'Test run with [0-9]+ tests' "$log" | tail -1 | sed 's/^[^T]*//')
    reports=$(grep -cE 'WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)' "$log")
    if [ $result -eq 0 ] && [ "$reports" -eq 0 ]; then verdict=pass; else verdict=FAIL; status=1; fi
    printf '%s\t%s\t%s\t%ss\t%s\n' "$sanitizer" "$verdict" "$reports sanitizer reports" \
        "$(($(date +%s) - start))" "${summary:-no summary (see $log)}"
done
exit $status
