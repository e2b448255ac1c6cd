#!/usr/bin/env bash
# `npm test`: installs what the suites need, runs every suite, stops what it started, and ends
# with one summary line per suite and a total. A suite that ran no test counts as failed.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
report_dir="$root/.tmp/test-reports"
rm -rf "$report_dir" && mkdir -p "$report_dir"

summary=()
total_passed=0
total_failed=0

record() { # name passed failed
  summary+=("$1: $2 passed, $3 failed")
  total_passed=$((total_passed + $2))
  total_failed=$((total_failed + $3))
}

# A check suite is one command that passes or fails as a whole.
check_suite() { # name command...
  local name=$1; shift
  echo "=== $name: $*"
  if "$@"; then record "$name" 1 0; else record "$name" 0 1; fi
}

# A vitest suite reports its own test counts; zero tests run is a failure.
vitest_suite() { # name paths...
  local name=$1; shift
  local json="$report_dir/$name.json"
  echo "=== $name: vitest run $*"
  npx vitest run --reporter=default --reporter=json --outputFile.json="$json" "$@"
  local counts
  counts=$(node -e '
    const fs = require("fs");
    let r = {};
    try { r = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch {}
    const passed = r.numPassedTests ?? 0;
    let failed = (r.numFailedTests ?? 0) + (r.numRuntimeErrorTests ?? 0);
    const suitesFailed = (r.testResults ?? []).filter((t) => t.status === "failed" && t.assertionResults.every((a) => a.status !== "failed")).length;
    failed += suitesFailed;
    if (!r.numTotalTests) failed = Math.max(failed, 1);
    console.log(passed + " " + failed);
  ' "$json")
  record "$name" ${counts% *} ${counts#* }
}

bash scripts/setup.sh --test || { echo "set-up failed"; record setup 0 1; }

# Services the suites need, started as plain processes on 127.0.0.1 and stopped on exit.
# shellcheck source=services/postgres.sh
source scripts/services/postgres.sh
# shellcheck source=services/milvus.sh
source scripts/services/milvus.sh
trap 'postgres_stop; milvus_stop' EXIT
if postgres_start; then
  export TEST_DATABASE_URL="$POSTGRES_URL"
else
  echo "PostgreSQL could not be started; the suites that need it will fail"
fi
if milvus_start; then
  export TEST_MILVUS_URL="$MILVUS_URL"
else
  echo "Milvus Lite could not be started; the suites that need it will fail"
fi

check_suite spec-lint npm run --silent lint:spec
check_suite generated-up-to-date npm run --silent check:generated
check_suite typecheck npm run --silent typecheck
vitest_suite unit test/unit
vitest_suite integration test/integration
vitest_suite http test/http
vitest_suite browser test/browser
vitest_suite contract test/contract

echo
echo "Summary"
for line in "${summary[@]}"; do echo "$line"; done
echo "total: $total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
