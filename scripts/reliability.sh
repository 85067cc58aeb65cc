#!/usr/bin/env bash
# `make reliability`: fuzzing, the adversarial/containment/determinism/atomic-write suites
# (heavy cases included), and the sanitizers, within a time budget; writes the figures to
# reliability/REPORT.md. Exit status 1 when anything failed.
#   FUZZ_SECONDS    seconds per fuzz target (default 60; 5 targets)
#   SKIP_SANITIZERS set to 1 to leave the sanitizer runs out
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/reliability
WORK=${RELIABILITY_WORK:-/tmp/layoutlab-reliability}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
mkdir -p "$OUT" "$WORK"
rm -f "$WORK"/*.tsv "$WORK"/events.log
started=$(date +%s)
# The run's commit and start time, for the report.
git rev-parse --short HEAD >"$WORK/commit" 2>/dev/null || echo unknown >"$WORK/commit"
date -u '+%Y-%m-%d %H:%M UTC' >"$WORK/started"
status=0

echo "== 1. fuzzing, $FUZZ_SECONDS s per target" >&2
FUZZ_SUMMARY=$WORK/fuzz.tsv ./scripts/fuzz.sh "$FUZZ_SECONDS" >&2 || status=1

echo "== 2-5. reliability suites (heavy cases on)" >&2
for _ in 1 2 3; do swift build --build-tests --scratch-path /tmp/build-r >"$WORK/tests.log" 2>&1 && break; done
suites=(StackAdversarialTests ConstraintAdversarialTests LimitTests GLPKContainmentTests DeterminismTests
    AtomicWriteTests ConcurrencyStressTests RegressionReplayTests)
printf 'suite\tresult\tseconds\n' >"$WORK/suites.tsv"
for suite in "${suites[@]}"; do
    start=$(date +%s)
    log=$WORK/$suite.log
    # A suite still running after 10 minutes is a hang (timeout's exit status 124).
    LAYOUTLAB_RELIABILITY_HEAVY=1 LAYOUTLAB_RELIABILITY_LOG=$WORK/events.log \
        timeout 600 swift test --skip-build --scratch-path /tmp/build-r --filter "ReliabilityTests.$suite" >"$log" 2>&1
    result=$?
    if [ $result -eq 0 ]; then verdict=pass; elif [ $result -eq 124 ]; then verdict=HANG; status=1; else
        verdict=FAIL
        status=1
    fi
    printf '%s\t%s\t%s\n' "$suite" "$verdict" "$(($(date +%s) - start))" >>"$WORK/suites.tsv"
done

if [ "${SKIP_SANITIZERS:-0}" != 1 ]; then
    echo "== 6. sanitizers" >&2
    ./scripts/sanitize.sh >"$WORK/sanitizers.tsv" || status=1
fi

elapsed=$(($(date +%s) - started))
./scripts/reliability-report.sh "$WORK" "$elapsed" "$FUZZ_SECONDS" >"$OUT/.REPORT.md.tmp" || status=1
mv "$OUT/.REPORT.md.tmp" "$OUT/REPORT.md"
echo "Report: reliability/REPORT.md ($elapsed s)" >&2
exit $status
