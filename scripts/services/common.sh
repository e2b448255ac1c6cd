# shellcheck shell=bash
# Helpers shared by the service scripts of the test suites (sourced, never executed).

# A TCP port on 127.0.0.1 that nothing listens on right now.
service_free_port() {
  local port attempt
  if command -v node >/dev/null 2>&1; then
    port=$(node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });' 2>/dev/null)
    if [[ $port =~ ^[0-9]+$ ]]; then printf '%s\n' "$port"; return 0; fi
  fi
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    port=$((20000 + RANDOM % 40000))
    # A refused connection means the port is free.
    if ! service_port_open "$port"; then printf '%s\n' "$port"; return 0; fi
  done
  return 1
}

# Whether something listens on 127.0.0.1:<port> (a probe for service_wait_ready).
service_port_open() { # port
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Waits until the probe command succeeds, polling every 0.1 s, while the background process
# <pid> lives and for at most <seconds>. On failure prints why and answers 1.
service_wait_ready() { # pid seconds probe...
  local pid=$1 seconds=$2 waited=0
  shift 2
  until "$@" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "the process exited"; return 1; fi
    if [ "$waited" -ge $((seconds * 10)) ]; then echo "no answer after $seconds s"; return 1; fi
    sleep 0.1
    waited=$((waited + 1))
  done
}

# Why a start failed, on stderr, with the last <lines> of its log when there is one.
service_report_failure() { # who log lines message
  echo "$1: $4" >&2
  if [ -s "$2" ]; then
    echo "$1: last lines of $2:" >&2
    tail -n "$3" "$2" >&2
  fi
}

# Ends a process this shell started in the background and deletes its directory; either may be
# empty (nothing started yet, or already stopped).
service_process_stop() { # pid dir
  if [ -n "$1" ]; then
    kill "$1" 2>/dev/null
    wait "$1" 2>/dev/null
  fi
  if [ -n "$2" ]; then rm -rf "$2"; fi
  return 0
}
