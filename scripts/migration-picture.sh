#!/usr/bin/env bash
# Writes docs/images/migrate-report.png, the picture README "Migrating a storyboard" shows:
# the `layoutlab migrate --report` page of the walk-through's document on the iPhone SE (both
# engines' frames of the root translated to SwiftUI and read back), taken with headless
# Chromium as scripts/screenshots.sh takes the comparison reports (installed when missing).
#   scripts/migration-picture.sh [LAYOUTLAB]   (default .build/release/layoutlab)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/layoutlab}
if ! command -v chromium >/dev/null; then
    echo "Installing chromium (headless screenshots) ..."
    apt-get update && apt-get install -y chromium
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" migrate --devices iphone-se --report "$WORK/report" \
    Tests/InterfaceBuilderTests/Fixtures/docs/stack3__iOSAutoLayoutSamples__iOS7AutoLayoutSamples__iOS7AutoLayoutSamples__STFlexibleCustomViewController.storyboard \
    >/dev/null
# Every size shown (the page hides sizes where the engines agree until "show all sizes" is ticked).
sed -i 's/<input type="checkbox" id="all-sizes" class="toggle">/<input type="checkbox" id="all-sizes" class="toggle" checked>/' \
    "$WORK/report/index.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --screenshot=docs/images/migrate-report.png --window-size=1120,1180 "file://$WORK/report/index.html" 2>/dev/null
echo "docs/images/migrate-report.png: $(stat -c %s docs/images/migrate-report.png) bytes"
