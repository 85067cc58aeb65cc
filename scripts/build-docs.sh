#!/usr/bin/env bash
# Builds the DocC documentation of the library modules from their symbol graphs into
# .build/docs/<Module>.doccarchive (no outside plugin needed).
set -euo pipefail
cd "$(dirname "$0")/.."
GRAPHS=.build/symbol-graphs
rm -rf "$GRAPHS" && mkdir -p "$GRAPHS" .build/docs
swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS" >/dev/null
for module in LayoutCore StackLayout ConstraintLayout LinearProgramming LayoutHarness LayoutTranslation LayoutDSL LayoutTesting InterfaceBuilder; do
    mkdir -p "$GRAPHS/$module"
    cp "$GRAPHS/$module".symbols.json "$GRAPHS/$module"/ 2>/dev/null || true
    cp "$GRAPHS/$module"@*.symbols.json "$GRAPHS/$module"/ 2>/dev/null || true
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    docc convert ${catalog[@]+"${catalog[@]}"} \
        --additional-symbol-graph-dir "$GRAPHS/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.layoutlab.$module" \
        --output-path ".build/docs/$module.doccarchive" >/dev/null
    echo "docs: .build/docs/$module.doccarchive"
done
