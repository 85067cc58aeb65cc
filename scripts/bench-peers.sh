#!/usr/bin/env bash
# `make bench-peers`: runs LayoutLab's compiled constraint models through kiwisolver (in a local
# venv) for output and speed comparison, next to LayoutLab's own figures. Optional: never
# needed by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv
if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --upgrade pip
fi
"$VENV/bin/python" -c "import kiwisolver" 2>/dev/null || "$VENV/bin/pip" install -q kiwisolver==1.5.1
swift build -c release --product layoutlab-bench >/dev/null
mkdir -p .build/bench
.build/release/layoutlab-bench --export-models .build/bench/models.json
"$VENV/bin/python" Benchmarks/peers/kiwi_adapter.py .build/bench/models.json --budget "${BUDGET:-0.2}" \
    --jsonl .build/bench/kiwi-layoutlab-models.jsonl
echo "kiwi figures: .build/bench/kiwi-layoutlab-models.jsonl" >&2
