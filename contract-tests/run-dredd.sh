#!/usr/bin/env bash
# The Dredd contract suite on its own: starts an HTTPS receiver for webhooks and a service that
# trusts it, runs Dredd with the hooks of this folder against the service, stops both.
#
#   bash contract-tests/run-dredd.sh          # prints `contract-dredd: N passed, N failed`
#
# Extra settings for the service can be given as NAME=value arguments.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# shellcheck source=../scripts/services/service.sh
source scripts/services/service.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/memsvc-dredd.XXXXXX")
receiver_pid=""
cleanup() {
  service_stop
  if [ -n "$receiver_pid" ]; then kill "$receiver_pid" 2>/dev/null; wait "$receiver_pid" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "contract-dredd: $*" >&2
  echo "contract-dredd: 0 passed, 1 failed"
  exit 1
}

node --import tsx contract-tests/dredd-receiver.ts "$work/ca.pem" >"$work/receiver.url" 2>"$work/receiver.log" &
receiver_pid=$!
for _ in $(seq 1 100); do [ -s "$work/receiver.url" ] && break; sleep 0.1; done
[ -s "$work/receiver.url" ] || fail "the HTTPS receiver did not start: $(cat "$work/receiver.log")"
DREDD_RECEIVER_URL=$(head -n 1 "$work/receiver.url")
export DREDD_RECEIVER_URL

# The anonymous budget is raised above what a run spends (sign-ups, public pages, 401s), and the
# per-second limit is off (a run sends as fast as it can), so that
# only the 429 transactions, which spend it on purpose, meet the limit. The data directory is
# named here so that the hooks can change account tiers with the operator command. Devices
# stay online without heartbeats for the length of a run, so that they can take sync jobs.
export DREDD_SERVICE_DATA_DIR="$work/data"
service_start DATA_DIR="$DREDD_SERVICE_DATA_DIR" RATE_LIMIT_ANONYMOUS_PER_MINUTE=1000 RATE_LIMIT_PER_SECOND_PERCENT=0 \
  OUTBOUND_ALLOWED_HOSTS=127.0.0.1 OUTBOUND_CA_FILE="$work/ca.pem" DEVICE_OFFLINE_AFTER_INTERVALS=1000 "$@" || fail "the service did not start"

node contract-tests/dredd-runner.cjs
