#!/usr/bin/env bash
# `npm test`: installs what the suites need, runs every suite, stops what it started, and ends
# with one summary line per suite and a total. A suite that ran no test counts as failed.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
report_dir="$root/.tmp/test-reports"
rm -rf "$report_dir" && mkdir -p "$report_dir"

summary=()
timings=()
failures=() # what failed, repeated before the summary so that the end of a run's log names it
total_passed=0
total_failed=0
suite_started=$SECONDS

record() { # name passed failed
  summary+=("$1: $2 passed, $3 failed")
  timings+=("$1: $((SECONDS - suite_started)) s")
  suite_started=$SECONDS
  total_passed=$((total_passed + $2))
  total_failed=$((total_failed + $3))
}

# A check suite is one command that passes or fails as a whole.
check_suite() { # name command...
  local name=$1; shift
  suite_started=$SECONDS
  echo "=== $name: $*"
  if "$@"; then record "$name" 1 0; else record "$name" 0 1; fi
}

# A vitest suite reports its own test counts; zero tests run is a failure.
vitest_suite() { # name paths...
  local name=$1; shift
  suite_started=$SECONDS
  local json="$report_dir/$name.json"
  echo "=== $name: vitest run $*"
  npx vitest run --reporter=default --reporter=json --outputFile.json="$json" "$@"
  local counts
  counts=$(node scripts/test-counts.mjs vitest "$json")
  record "$name" ${counts% *} ${counts#* }
  [ "${counts#* }" -eq 0 ] || note_failures "$name" < <(node scripts/test-counts.mjs vitest-failures "$json")
}

note_failures() { # name; reads the lines naming what failed (the first 40 are kept)
  local line n=0
  while IFS= read -r line; do
    n=$((n + 1))
    [ "$n" -le 40 ] && failures+=("$1: $line")
  done
  [ "$n" -le 40 ] || failures+=("$1: ... and $((n - 40)) more lines")
}

# Suites run by a driver of their own, which prints "<name>: N passed, M failed" for each of
# them. A suite it printed no such line for, or a driver that exited with an error without
# counting a failure, counts as one failure.
driver_suites() { # "names..." command...
  local names=$1; shift
  local out="$report_dir/${names%% *}.out" status name counts
  suite_started=$SECONDS
  echo "=== $names: $*"
  "$@" 2>&1 | tee "$out"
  status=${PIPESTATUS[0]}
  for name in $names; do
    counts=$(sed -n "s/^$name: \([0-9]*\) passed, \([0-9]*\) failed\$/\1 \2/p" "$out" | tail -n 1)
    [ -n "$counts" ] || counts="0 1"
    [ "$status" -eq 0 ] || [ "${counts#* }" -gt 0 ] || counts="${counts% *} 1"
    record "$name" ${counts% *} ${counts#* }
  done
  # schemathesis's report, Dredd, pytest and go test each mark a failure their own way
  [ "$status" -eq 0 ] || note_failures "${names%% *}" < <(grep -E '^(FAILURE|ERROR|Too few|fail:|FAILED|--- FAIL)' "$out" | cut -c1-300)
}

# Style: ESLint (typescript-eslint's type-aware rules), Prettier's check and knip (dead exports,
# unused dependencies), each one check of the suite. It prints its own line, e.g.
# "style: eslint 0 problems, prettier ok, knip 0 issues", and needs no service.
style_suite() {
  local out="$report_dir/style" passed=0 failed=0 eslint prettier knip n
  suite_started=$SECONDS
  echo "=== style: eslint, prettier --check, knip"
  if npx eslint . >"$out.eslint" 2>&1; then
    eslint="eslint 0 problems"; passed=$((passed + 1))
  else
    n=$(sed -n 's/^✖ \([0-9]*\) problem.*/\1/p' "$out.eslint" | tail -n 1)
    eslint="eslint ${n:-?} problems"; failed=$((failed + 1))
  fi
  cat "$out.eslint"
  if npx prettier --list-different . >"$out.prettier"; then
    prettier="prettier ok"; passed=$((passed + 1))
  else
    prettier="prettier $(grep -c . "$out.prettier") files to format (npm run format)"; failed=$((failed + 1))
  fi
  cat "$out.prettier"
  if npx knip --no-progress >"$out.knip" 2>&1; then
    knip="knip 0 issues"; passed=$((passed + 1))
  else
    n=$(grep -v '^Configuration hints' "$out.knip" | sed -n 's/^[A-Z][A-Za-z -]* (\([0-9]*\))$/\1/p' | awk '{ s += $1 } END { print s + 0 }')
    knip="knip $n issues"; failed=$((failed + 1))
  fi
  cat "$out.knip"
  echo "style: $eslint, $prettier, $knip ($([ "$failed" -eq 0 ] && echo pass || echo fail))"
  record style "$passed" "$failed"
}

bash scripts/setup.sh --test || { echo "set-up failed"; record setup 0 1; }

style_suite

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
# The HTTP suite's calls go through one Prism validation proxy, which fails a call that breaks
# the contract (test/support/contract-proxy.global.ts).
CONTRACT_PROXY=on vitest_suite http test/http
# The attack catalogue: each attack as a hostile caller makes it, against the real
# server, through the same validation proxy.
CONTRACT_PROXY=on vitest_suite security test/security
vitest_suite browser test/browser
vitest_suite contract test/contract

# schemathesis against a fresh service: every operation of both surfaces, at least 100 generated
# cases each, within FUZZ_TIME_LIMIT seconds; the counts are operations (passed: enough cases and
# no failed check). See "Fuzzing with schemathesis" in docs/testing.md.
driver_suites fuzz env FUZZ_EXAMPLES=100 bash contract-tests/fuzz.sh

# Dredd against a live service that contract-tests/run-dredd.sh starts (docs/testing.md: Contract
# tests with Dredd); its count is the Dredd transactions that passed and failed.
driver_suites contract-dredd bash contract-tests/run-dredd.sh

# The SDKs' own tests in TypeScript, Python and Go against one live service, which the driver
# starts and stops.
driver_suites "sdk-typescript sdk-python sdk-go" bash scripts/test-sdks.sh "$report_dir"

echo
echo "Time per suite (the suites of one driver share its time: the first of them carries it)"
for line in "${timings[@]}"; do echo "$line"; done
if [ "${#failures[@]}" -gt 0 ]; then
  echo
  echo "What failed (details in the suite's output above and in $report_dir)"
  for line in "${failures[@]}"; do echo "$line"; done
fi
echo
echo "Summary"
for line in "${summary[@]}"; do echo "$line"; done
echo "total: $total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
