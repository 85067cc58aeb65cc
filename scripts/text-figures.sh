#!/bin/sh
# The README "Text" table: both engines on the corpus entries with text (seeds 000, 003, 001)
# at every Dynamic Type size over the default sweep (heights 300…1400 step 50 × five device
# widths), and the row of two long texts of Examples/text-row.* (a genuine difference).
# Usage: scripts/text-figures.sh [LAYOUTLAB]   (default: .build/release/layoutlab; `make text-figures`)
set -eu
LAYOUTLAB=${1:-.build/release/layoutlab}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$LAYOUTLAB" compare --no-times --format json --fail-on never > "$TMP/corpus.json"
"$LAYOUTLAB" compare Examples/text-row.view.json Examples/text-row.constraints.json --no-times --format json \
    --fail-on never --dynamic-type all > "$TMP/row.json"
/usr/bin/python3 - "$TMP/corpus.json" "$TMP/row.json" <<'PY'
import json, sys

print("| layout | Dynamic Type size | sizes | identical | divergent (views × sizes) | rule |")
print("|---|---|---:|---:|---:|---|")
for path in sys.argv[1:]:
    for report in json.load(open(path)):
        name = report["name"]
        if "@" not in name:
            continue
        entry, size = name.split("@")
        sizes = report["sizes"]
        identical = sum(1 for s in sizes if all(v["agreement"] == "identical" for v in s["views"]))
        divergent = sum(1 for s in sizes for v in s["views"] if v["agreement"] == "divergent")
        rules = []
        for s in sizes:
            for v in s["views"]:
                reason = v.get("reason")
                if v["agreement"] == "divergent" and reason:
                    short = "a row of texts" if "HStack offers" in reason else (
                        "a truncated line" if "line limit" in reason else "depends on a text")
                    if short not in rules:
                        rules.append(short)
        print(f"| {entry} | {size} | {len(sizes)} | {identical} | {divergent} | {', '.join(rules) or '—'} |")
PY
