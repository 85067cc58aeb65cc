#!/usr/bin/env bash
# Every root's generated SwiftUI compiles (issue 17: "100% of roots produce compiling
# SwiftUI"): `layoutlab migrate --report` on the fixture documents and, when it is beside the
# checkout, the shared IB sample (also with --measure-text: labels as Text with their fonts),
# then one `swiftc -typecheck` per folder against the SwiftUI shim (a module named `SwiftUI`
# that re-exports LayoutDSL, built with the tests). `make test` runs it with the debug binary.
#   scripts/migration-compiles.sh [LAYOUTLAB] [SHARED]   (defaults .build/debug/layoutlab, ../shared)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/layoutlab}
SHARED=${2:-../shared}
MODULES=$(dirname "$BIN")/Modules
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
runs=("fixtures|Tests/InterfaceBuilderTests/Fixtures/docs|")
if [ -d "$SHARED/conformance/ib/docs" ]; then
    runs+=("sample|$SHARED/conformance/ib/docs|" "sample-text|$SHARED/conformance/ib/docs|--measure-text")
fi
for run in "${runs[@]}"; do
    IFS='|' read -r name docs options <<<"$run"
    # migrate exits 1 when a root is approximate; the files are written either way.
    status=0
    # shellcheck disable=SC2086
    "$BIN" migrate "$docs" $options --report "$WORK/$name" >"$WORK/$name.log" 2>&1 || status=$?
    if [ "$status" -gt 1 ]; then
        cat "$WORK/$name.log" >&2
        echo "migration-compiles: layoutlab migrate $docs $options exited $status" >&2
        exit 1
    fi
    roots=$(grep -o '^[0-9]* roots' "$WORK/$name.log" | cut -d' ' -f1)
    files=$(find "$WORK/$name" -name '*.swift' | wc -l)
    if [ "$files" -ne "$roots" ]; then
        echo "migration-compiles: $name: $files SwiftUI files for $roots roots" >&2
        exit 1
    fi
    swiftc -typecheck -I "$MODULES" -Xcc -fmodule-map-file=Sources/CHarfBuzz/module.modulemap \
        -Xcc -fmodule-map-file=Sources/CUnibreak/module.modulemap "$WORK/$name"/*.swift
    echo "$name: $files SwiftUI files compile"
done
