#!/usr/bin/env bash
# Prints line coverage per source file of the last `swift test --enable-code-coverage` run.
set -euo pipefail
cd "$(dirname "$0")/.."
PROFILE=$(find .build -name default.profdata -path '*codecov*' | head -n 1)
BINARY=$(find .build -name 'LayoutLabPackageTests.xctest' -type f | head -n 1)
llvm-cov report "$BINARY" -instr-profile "$PROFILE" -ignore-filename-regex '(Tests|\.build)/' | tail -n 40
