#!/usr/bin/env bash
# Writes docs/images/migrate-centered-view.svg, the picture README "Migrating a storyboard"
# shows: the first device's drawing in `layoutlab migrate --report` of CenteredView.xib
# (both engines' frames of the root translated to SwiftUI and read back).
#   scripts/migration-picture.sh [LAYOUTLAB]   (default .build/release/layoutlab)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/layoutlab}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" migrate --devices iphone-se --report "$WORK/report" \
    Tests/InterfaceBuilderTests/Fixtures/docs/SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib >/dev/null
# The first <svg>…</svg> of the report: standalone (it declares its namespace).
awk '/<svg/ { on = 1 } on { print } /<\/svg>/ && on { exit }' "$WORK/report/index.html" \
    | sed -e 's/^.*<svg/<svg/' -e 's/<\/svg>.*$/<\/svg>/' >docs/images/migrate-centered-view.svg
echo "docs/images/migrate-centered-view.svg"
