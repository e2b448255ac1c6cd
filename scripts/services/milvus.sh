# shellcheck shell=bash
# A throwaway Milvus Lite server for the test suites, run as a plain process on 127.0.0.1 from
# the PyPI package milvus-lite (its gRPC server speaks the Milvus protocol the Node SDK uses).
# Sourced (not executed) by scripts/test.sh; scripts/setup.sh --test installs the venv:
#
#   source scripts/services/milvus.sh
#   milvus_start   # exports MILVUS_URL (milvus://127.0.0.1:<port>), prints where it runs
#   milvus_stop    # stops it and deletes its data; safe to call twice or after a failed start
#
# Being sourced, this file never calls `exit` or `set -e` and never changes the caller's options.

# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

MILVUS_VENV=${MILVUS_VENV:-tools/milvus-venv}
_milvus_dir=""
_milvus_pid=""

_milvus_fail() {
  service_report_failure milvus_start "${_milvus_dir:+$_milvus_dir/milvus.log}" 20 "$*"
  milvus_stop
}

milvus_start() {
  local port why
  [ -x "$MILVUS_VENV/bin/milvus-lite" ] || { _milvus_fail "$MILVUS_VENV/bin/milvus-lite is missing; run scripts/setup.sh --test"; return 1; }
  _milvus_dir=$(mktemp -d "${TMPDIR:-/tmp}/memsvc-milvus.XXXXXX") || { _milvus_fail "could not make a data directory"; return 1; }
  port=$(service_free_port) || { _milvus_fail "found no free TCP port on 127.0.0.1"; return 1; }
  "$MILVUS_VENV/bin/milvus-lite" server --data-dir "$_milvus_dir/data" --host 127.0.0.1 --port "$port" >"$_milvus_dir/milvus.log" 2>&1 &
  _milvus_pid=$!
  # Ready when the port accepts connections (the server prints its address when it listens).
  why=$(service_wait_ready "$_milvus_pid" 60 service_port_open "$port") || { _milvus_fail "$why (port $port)"; return 1; }
  export MILVUS_URL="milvus://127.0.0.1:$port"
  echo "Milvus Lite is running at $MILVUS_URL (data in $_milvus_dir)"
}

milvus_stop() {
  service_process_stop "$_milvus_pid" "$_milvus_dir"
  _milvus_pid=""
  _milvus_dir=""
  unset MILVUS_URL
}
