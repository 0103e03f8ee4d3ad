#!/usr/bin/env bash
# `npm test`: every check and test (docs/testing.md). The type-check and the linter run beside
# the builds, which do not need them: the type-check alone holds a core for about 30 s, the
# builds and the kit's packing about 15 s. The tests then run one suite after the other; the
# machine has no core to spare for two at once (run side by side, each took longer than both
# in turn).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/provision.sh

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!
built=0
npm run build && npm run kit:pack || built=$?
checked=0
wait "$typecheck" || { echo "type-check failed:"; cat "$logs/typecheck"; checked=1; }
wait "$lint" || { echo "lint failed:"; cat "$logs/lint"; checked=1; }
if [ "$built" != 0 ] || [ "$checked" != 0 ]; then exit 1; fi
echo "type-check and lint passed"

npx vitest run
npx size-limit
npx playwright test
