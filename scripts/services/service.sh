# shellcheck shell=bash
# The service itself, run as a plain process on 127.0.0.1 for the suites that talk to it from
# outside (SDK tests in other languages, contract tests, fuzzing). Sourced (not executed):
#
#   source scripts/services/service.sh
#   service_start [NAME=value ...]   # exports SERVICE_URL (http://127.0.0.1:<port>); the
#                                    # arguments are extra settings for this instance
#   service_stop                     # stops it and deletes its data; safe to call twice
#
# Each instance gets a fresh data directory (the embedded database unless DATABASE_URL is
# given) and a free port. Its log is printed when it fails to start.
#
# Being sourced, this file never calls `exit` or `set -e` and never changes the caller's options.

# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

_service_dir=""
_service_pid=""

_service_fail() {
  echo "service_start: $*" >&2
  if [ -n "$_service_dir" ] && [ -s "$_service_dir/service.log" ]; then
    echo "service_start: last lines of $_service_dir/service.log:" >&2
    tail -n 30 "$_service_dir/service.log" >&2
  fi
  service_stop
}

service_start() {
  local port waited=0 root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  _service_dir=$(mktemp -d "${TMPDIR:-/tmp}/memsvc-service.XXXXXX") || { _service_fail "could not make a data directory"; return 1; }
  port=$(service_free_port) || { _service_fail "found no free TCP port on 127.0.0.1"; return 1; }
  (
    cd "$root" || exit 1
    exec env HOST=127.0.0.1 PORT="$port" DATA_DIR="$_service_dir/data" LOG_LEVEL="${LOG_LEVEL:-warn}" "$@" \
      node --import tsx src/server.ts
  ) >"$_service_dir/service.log" 2>&1 &
  _service_pid=$!
  # Ready when /health answers (the model and the database are loaded by then).
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/health" 2>/dev/null; do
    if ! kill -0 "$_service_pid" 2>/dev/null; then _service_fail "the service exited"; return 1; fi
    if [ "$waited" -ge 1200 ]; then _service_fail "no answer on port $port after 120 s"; return 1; fi
    sleep 0.1
    waited=$((waited + 1))
  done
  export SERVICE_URL="http://127.0.0.1:$port"
  echo "The service is running at $SERVICE_URL (data in $_service_dir)"
}

service_stop() {
  if [ -n "$_service_pid" ]; then
    kill "$_service_pid" 2>/dev/null
    wait "$_service_pid" 2>/dev/null
    _service_pid=""
  fi
  if [ -n "$_service_dir" ]; then
    rm -rf "$_service_dir"
    _service_dir=""
  fi
  unset SERVICE_URL
}
