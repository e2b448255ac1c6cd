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
  service_report_failure service_start "${_service_dir:+$_service_dir/service.log}" 30 "$*"
  service_stop
}

_service_healthy() { # port
  curl -fsS -o /dev/null "http://127.0.0.1:$1/health"
}

service_start() {
  local port why root
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
  why=$(service_wait_ready "$_service_pid" 120 _service_healthy "$port") || { _service_fail "$why (port $port)"; return 1; }
  export SERVICE_URL="http://127.0.0.1:$port"
  echo "The service is running at $SERVICE_URL (data in $_service_dir)"
}

service_stop() {
  service_process_stop "$_service_pid" "$_service_dir"
  _service_pid=""
  _service_dir=""
  unset SERVICE_URL
}
