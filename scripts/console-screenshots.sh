#!/usr/bin/env bash
# Refreshes the console's screenshots in docs/images/console (shown in docs/console.md) from a run
# of the console's browser tests, which shoot every page at 1280x800 and 390x844 as they go: the
# desktop shot of each page below, and the phone shot of a few.
#   bash scripts/console-screenshots.sh     (or: npm run docs:screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."

# name of the shot in the tests = name of the file in the docs
DESKTOP=(
  sign-in overview memories memory memory-confirm-decay search
  triggers trigger-new trigger trigger-ran webhooks webhook-new webhook audit-log
  fleets fleet-new fleet devices device alerts-active alert-confirm-resolve alerts
  usage-billing session-ended
)
PHONE=(overview memory device usage)

shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT
CONSOLE_SCREENSHOT_DIR=$shots npx vitest run test/browser/console*.test.ts

out=docs/images/console
mkdir -p "$out"
rm -f "$out"/*.png
for name in "${DESKTOP[@]}"; do
  cp "$shots/$name-1280x800.png" "$out/$name.png"
done
for name in "${PHONE[@]}"; do
  cp "$shots/$name-390x844.png" "$out/$name-phone.png"
done
echo "console screenshots: $(ls "$out" | wc -l) files in $out ($(du -sh "$out" | cut -f1))"
