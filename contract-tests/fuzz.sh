#!/usr/bin/env bash
# Fuzzes the running service with schemathesis: every operation of both surfaces, generated
# cases checked for server errors and for status codes, content types and bodies the contract
# does not list.
#
#   contract-tests/fuzz.sh                 # 100 cases per operation (what `npm test` runs)
#   FUZZ_EXAMPLES=1000 contract-tests/fuzz.sh   # `npm run fuzz` runs this longer one
#
# Settings (environment): FUZZ_EXAMPLES cases per operation and phase (default 100), the least
# every operation must get; FUZZ_TIME_LIMIT seconds for the whole schemathesis run (default
# 1800; reaching it fails the run); FUZZ_SEED to repeat a run (schemathesis prints the seed of
# every run); FUZZ_REPORT_DIR where the reports and the service's log are kept (default
# .tmp/fuzz-report).
#
# It starts an HTTPS receiver for webhooks and a fresh service (embedded database) that trusts
# it, signs up an account and moves it to the enterprise tier (no monthly quota or per-minute
# limit turns cases into 403 or 429), seeds records for the operations that name one, runs
# schemathesis with contract-tests/schemathesis.toml and the hooks beside it, and prints the
# cases per operation and every failure. The whole run happens in a network namespace of its own
# with only a loopback interface: generated webhook URLs and the like reach nothing beyond this
# machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Into a network namespace of its own (root: a plain one; others: inside a user namespace).
if [ -z "${FUZZ_ISOLATED:-}" ]; then
  export FUZZ_ISOLATED=1
  if [ "$(id -u)" -eq 0 ] && unshare -n true 2>/dev/null; then exec unshare -n bash "$0" "$@"; fi
  if unshare -rn true 2>/dev/null; then exec unshare -rn bash "$0" "$@"; fi
  echo "fuzz: cannot make a network namespace (unshare -n); the fuzzing run needs one so that generated URLs reach nothing outside this machine" >&2
  exit 1
fi
ip link set lo up 2>/dev/null || true

examples=${FUZZ_EXAMPLES:-100}
time_limit=${FUZZ_TIME_LIMIT:-1800}
report_dir=${FUZZ_REPORT_DIR:-$root/.tmp/fuzz-report}
schemathesis=$root/tools/schemathesis-venv/bin/schemathesis
python=$root/tools/schemathesis-venv/bin/python
[ -x "$schemathesis" ] || { echo "fuzz: schemathesis is not installed; run scripts/setup.sh --test" >&2; exit 1; }
rm -rf "$report_dir" && mkdir -p "$report_dir"

# the hooks are loaded from their file: no bytecode cache is left beside them
export PYTHONDONTWRITEBYTECODE=1

# shellcheck source=../scripts/services/service.sh
source scripts/services/service.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/memsvc-fuzz.XXXXXX")
receiver_pid=""
keep_service_log() { # service.sh keeps the log in its own folder, which service_stop deletes
  if [ -n "${_service_dir:-}" ] && [ -f "$_service_dir/service.log" ]; then cp "$_service_dir/service.log" "$report_dir/service.log"; fi
}
cleanup() {
  keep_service_log
  service_stop
  if [ -n "$receiver_pid" ]; then kill "$receiver_pid" 2>/dev/null; wait "$receiver_pid" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
# The test suites' HTTPS receiver, which the seeded webhooks point at (a webhook's URL is checked
# with a TLS handshake when it is created); the service trusts its CA.
node --import tsx contract-tests/dredd-receiver.ts "$work/ca.pem" >"$work/receiver.url" 2>"$work/receiver.log" &
receiver_pid=$!
for _ in $(seq 1 100); do [ -s "$work/receiver.url" ] && break; sleep 0.1; done
[ -s "$work/receiver.url" ] || { echo "fuzz: the HTTPS receiver did not start: $(cat "$work/receiver.log")" >&2; exit 1; }
receiver_url=$(head -n 1 "$work/receiver.url")

# Generous anonymous and generic limits, no per-second limit; the seeded device stays online for
# the whole run.
LOG_LEVEL=warn service_start DATA_DIR="$work/data" \
  RATE_LIMIT_ANONYMOUS_PER_MINUTE=1000000 RATE_LIMIT_PER_SECOND_PERCENT=0 \
  GENERIC_RATE_LIMIT_ENTERPRISE_PER_MINUTE=10000000 \
  OUTBOUND_ALLOWED_HOSTS=127.0.0.1 OUTBOUND_CA_FILE="$work/ca.pem" \
  DEVICE_OFFLINE_AFTER_INTERVALS=1000

email="fuzz-$(date +%s)@example.com"
api_key=$(curl -fsS -X POST -H 'Content-Type: application/json' -d "{\"email\": \"$email\"}" "$SERVICE_URL/v1/keys" |
  "$python" -c 'import json, sys; print(json.load(sys.stdin)["api_key"])')
# the operator command reaches the embedded database through the running service
DATA_DIR="$work/data" node --import tsx src/cli/admin.ts set-tier "$email" enterprise >/dev/null
device_token=$("$python" contract-tests/schemathesis_seed.py "$SERVICE_URL" "$api_key" "$receiver_url" "$report_dir/seeds.json")
echo "fuzz: service ready, account signed up and seeded in $((SECONDS - started)) s"

seed_args=()
[ -n "${FUZZ_SEED:-}" ] && seed_args=(--seed "$FUZZ_SEED")
status=0
SERVICE_URL=$SERVICE_URL FUZZ_API_KEY=$api_key FUZZ_DEVICE_TOKEN=$device_token \
  FUZZ_SEEDS=$report_dir/seeds.json FUZZ_COUNTS=$report_dir/counts.json \
  timeout --signal=INT --kill-after=60 "$time_limit" \
  "$schemathesis" --config-file contract-tests/schemathesis.toml --no-color run generated/openapi.yaml \
  --max-examples "$examples" "${seed_args[@]}" --output-truncate true \
  --report ndjson,junit --report-ndjson-path "$report_dir/events.ndjson" --report-junit-path "$report_dir/junit.xml" \
  >"$report_dir/schemathesis.out" 2>&1 || status=$?
# schemathesis's own summary: phases, failures, warnings, cases generated and the seed
sed -n '/=== SUMMARY ===/,$p' "$report_dir/schemathesis.out" | grep -v '^ *- ' || true
if [ "$status" -eq 124 ] || [ "$status" -eq 130 ]; then
  echo "fuzz: the time limit of $time_limit s was reached before the run finished (FUZZ_TIME_LIMIT)"
fi
echo "fuzz: schemathesis ran for $((SECONDS - started)) s in all (exit $status); reports in $report_dir"

report_status=0
"$python" contract-tests/schemathesis_report.py generated/openapi.yaml "$report_dir/counts.json" "$report_dir/events.ndjson" "$examples" || report_status=$?
keep_service_log
if [ -s "$report_dir/service.log" ] && grep -q '"level":"error"' "$report_dir/service.log"; then
  echo "fuzz: the service logged errors (kept in $report_dir/service.log):"
  grep '"level":"error"' "$report_dir/service.log" | cut -c1-400 | head -20
fi
[ "$status" -eq 0 ] && [ "$report_status" -eq 0 ]
