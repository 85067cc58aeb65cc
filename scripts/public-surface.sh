#!/bin/sh
# Counts the public declarations of each module under Sources/ (or of the modules named as
# arguments): every declaration line whose access is `public` or `open` — types, members,
# initializers, enum cases inside public enums are not counted (they take the enum's
# access), `public import` lines are not declarations. The figure is the measure of a
# module's public surface (docs/API.md).
#
#   scripts/public-surface.sh                 # every module, then the total
#   scripts/public-surface.sh LayoutCore      # one module
#   scripts/public-surface.sh -l LayoutCore   # its public declarations, file:line: text
set -eu
cd "$(dirname "$0")/.."
list=0
if [ "${1:-}" = "-l" ]; then list=1; shift; fi
if [ $# -gt 0 ]; then modules="$*"; else modules=$(ls Sources); fi
pattern='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*(public|open)[[:space:]]'
total=0
for module in $modules; do
    [ -d "Sources/$module" ] || { echo "no module Sources/$module" >&2; exit 2; }
    if [ "$list" = 1 ]; then
        grep -rnE --include='*.swift' "$pattern" "Sources/$module" | grep -vE '(public|open)[[:space:]]+import[[:space:]]' || true
        continue
    fi
    count=$(grep -rhE --include='*.swift' "$pattern" "Sources/$module" | grep -cvE '(public|open)[[:space:]]+import[[:space:]]' || true)
    total=$((total + count))
    printf '%6d  %s\n' "$count" "$module"
done
[ "$list" = 1 ] || printf '%6d  total\n' "$total"
