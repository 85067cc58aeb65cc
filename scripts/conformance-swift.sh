#!/usr/bin/env bash
# The shared conformance cases re-expressed as Swift source (Examples/conformance-swift):
#
#   scripts/conformance-swift.sh [PATH-TO-layoutlab] [FOLDER]
#
# For every <id>.swift in FOLDER (default Examples/conformance-swift) runs
# `layoutlab solve <id>.swift --size WxH --format json` at the size of <id>.expect.json (a copy
# of ../shared/conformance/cases/<id>.expect.json) and compares the frames with the case's
# "frames", "derivedFrames" and "frameBounds" within its tolerance, and the exit status with
# "expectExit". When ../shared/conformance/cases (or $SHARED_CASES) exists, each copied
# .expect.json must still equal the shared one. One line per case (PASS <id> | FAIL <id>: <first difference>), then
# "N passed, M failed"; exit 0 only when every case passes.
set -u
BIN="${1:-./.build/release/layoutlab}"
DIR="${2:-Examples/conformance-swift}"
SHARED="${SHARED_CASES:-../shared/conformance/cases}"
if [ ! -x "$BIN" ]; then echo "layoutlab binary not found: $BIN" >&2; exit 1; fi
TMP="$(mktemp -d "${TMPDIR:-/tmp}/layoutlab-conformance-swift.XXXXXX")" || exit 1
trap 'rm -rf "$TMP"' EXIT

COMPARE_PY='
import json, sys
expect_path, out_path, rc = sys.argv[1], sys.argv[2], int(sys.argv[3])
exp = json.load(open(expect_path))
tol = float(exp.get("tolerance", 0.5))
if rc != int(exp.get("expectExit", 0)):
    print("exit status %d, expected %d" % (rc, int(exp.get("expectExit", 0)))); sys.exit()
if rc != 0:
    print("OK"); sys.exit()
try:
    frames = json.load(open(out_path))["frames"]
except Exception as e:
    print("stdout is not a solution (%s)" % e); sys.exit()
def got(vid, field):
    if vid not in frames or field not in frames[vid]:
        print("no %s.%s in the solution" % (vid, field)); sys.exit()
    return float(frames[vid][field])
for block in ("frames", "derivedFrames"):
    for vid, fr in (exp.get(block) or {}).items():
        for field, want in fr.items():
            if abs(got(vid, field) - float(want)) > tol:
                print("%s.%s.%s expected %s, got %s" % (block, vid, field, want, got(vid, field))); sys.exit()
for vid, fields in (exp.get("frameBounds") or {}).items():
    for field, b in fields.items():
        v = got(vid, field)
        if ("min" in b and v < float(b["min"]) - tol) or ("max" in b and v > float(b["max"]) + tol):
            print("frameBounds.%s.%s: %s outside %s" % (vid, field, v, b)); sys.exit()
print("OK")
'
SIZE_PY='
import json, sys
s = json.load(open(sys.argv[1]))["size"]
f = lambda v: str(int(v)) if float(v).is_integer() else repr(float(v))
print(f(s["width"]) + "x" + f(s["height"]))
'

passed=0
failed=0
for source in "$DIR"/*.swift; do
    [ -e "$source" ] || continue
    id="$(basename "$source" .swift)"
    expect="$DIR/$id.expect.json"
    if [ ! -f "$expect" ]; then
        echo "FAIL $id: no $id.expect.json beside it"; failed=$((failed + 1)); continue
    fi
    if [ -d "$SHARED" ] && ! cmp -s "$expect" "$SHARED/$id.expect.json"; then
        echo "FAIL $id: $id.expect.json differs from the shared case's"; failed=$((failed + 1)); continue
    fi
    size="$(python3 -c "$SIZE_PY" "$expect")"
    "$BIN" solve "$source" --size "$size" --format json >"$TMP/out" 2>"$TMP/err" </dev/null
    rc=$?
    result="$(python3 -c "$COMPARE_PY" "$expect" "$TMP/out" "$rc" 2>&1)"
    if [ "$result" = "OK" ]; then
        echo "PASS $id"; passed=$((passed + 1))
    else
        echo "FAIL $id: $(printf '%s' "$result" | head -n 1)"; failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
