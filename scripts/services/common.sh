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
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then printf '%s\n' "$port"; return 0; fi
  done
  return 1
}
