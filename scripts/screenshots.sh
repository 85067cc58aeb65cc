#!/usr/bin/env bash
# Regenerates the report screenshots of the README ("Reading the report") in docs/images/:
# the built-in corpus report, the divergent sign-in form's report and its `render` picture,
# taken with headless Chromium (installed from Debian when missing). Not part of `make test`.
#
#   scripts/screenshots.sh            # uses .build/debug/layoutlab (built when missing)
#   LAYOUTLAB=path/to/layoutlab scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null; then
    echo "Installing chromium (headless screenshots) ..."
    apt-get update && apt-get install -y chromium
fi

LAYOUTLAB=${LAYOUTLAB:-.build/debug/layoutlab}
[ -x "$LAYOUTLAB" ] || swift build --product layoutlab
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p docs/images

# The corpus (with times, for the plots; the pixels of the plots change from run to run)
# and the divergent sign-in form (without times: the same page every run).
# `--fail-on never` once compare gates on differences (issue 12, part 1).
FAIL_ON=()
if "$LAYOUTLAB" compare --help | grep -q -- '--fail-on'; then FAIL_ON=(--fail-on never); fi
"$LAYOUTLAB" compare --report "$WORK/corpus" "${FAIL_ON[@]}" >/dev/null 2>&1
"$LAYOUTLAB" compare Examples/signin.view.json Examples/signin.constraints.json \
    --sizes 375x667 --no-times --report "$WORK/signin" "${FAIL_ON[@]}" >/dev/null
"$LAYOUTLAB" render Examples/signin.view.json Examples/signin.constraints.json \
    --size 375x667 --out "$WORK/signin.svg"

# shot NAME URL WIDTH HEIGHT: a PNG of the page at that window size.
shot() {
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --screenshot="docs/images/$1.png" --window-size="$3,$4" "$2" 2>/dev/null
    echo "docs/images/$1.png: $(stat -c %s "docs/images/$1.png") bytes"
}
shot report-corpus "file://$WORK/corpus/index.html" 1280 1000
shot report-divergent "file://$WORK/signin/index.html" 1120 1210
shot render-divergent "file://$WORK/signin.svg" 560 680
