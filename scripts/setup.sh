#!/usr/bin/env bash
# Installs what is missing for `npm start` and `npm test`; quiet and quick when all is there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# npm packages, exactly as locked, whenever the lock file changed since the last install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund
fi

# openapi-generator's jar (and a Java runtime if the machine has none).
scripts/openapi-generator.sh --ensure
