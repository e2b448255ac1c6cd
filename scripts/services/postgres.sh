# shellcheck shell=bash
# A throwaway PostgreSQL cluster for the test suites, from the Debian server package, run as a
# plain process. Sourced (not executed) by scripts/test.sh:
#
#   source scripts/services/postgres.sh
#   postgres_start   # exports POSTGRES_URL and POSTGRES_ADMIN_URL, prints where it runs
#   postgres_stop    # stops it and deletes its directory; safe to call twice or after a failed start
#
# Durability is off (fsync, synchronous_commit, full_page_writes): the cluster lives for one run.
# initdb refuses to run as root, so under root the cluster belongs to the `postgres` OS user;
# any other user runs it as itself. Only 127.0.0.1 and a unix socket inside the cluster's own
# directory are listened on; authentication is trust, which is safe only because of that.
#
# Being sourced, this file never calls `exit` or `set -e` and never changes the caller's options.

# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# State of the running cluster, empty when none runs.
_postgres_dir=""
_postgres_bin=""
_postgres_port=""

# The newest PostgreSQL server installed under /usr/lib/postgresql/<version>/bin.
_postgres_find_bin() {
  local dir best="" best_version=-1 version
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] || continue
    version=${dir#/usr/lib/postgresql/}
    version=${version%%/*}
    version=${version%%.*}
    [[ $version =~ ^[0-9]+$ ]] || continue
    if [ "$version" -gt "$best_version" ]; then best_version=$version; best=$dir; fi
  done
  [ -n "$best" ] || return 1
  printf '%s\n' "$best"
}


# Runs a command as the cluster's owner: `postgres` under root, the current user otherwise.
# The working directory is the cluster's, which the owner can always read.
_postgres_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      (cd "$_postgres_dir" && runuser -u postgres -- "$@")
    else
      local quoted
      quoted=$(printf '%q ' "$@")
      (cd "$_postgres_dir" && su -s /bin/sh postgres -c "$quoted")
    fi
  else
    (cd "$_postgres_dir" && "$@")
  fi
}

_postgres_fail() {
  echo "postgres_start: $*" >&2
  if [ -n "$_postgres_dir" ] && [ -s "$_postgres_dir/postgres.log" ]; then
    echo "postgres_start: last lines of $_postgres_dir/postgres.log:" >&2
    tail -n 20 "$_postgres_dir/postgres.log" >&2
  fi
  postgres_stop
  return 1
}

postgres_start() {
  if [ -n "$_postgres_dir" ]; then
    echo "postgres_start: a cluster already runs in $_postgres_dir (call postgres_stop first)" >&2
    return 1
  fi
  _postgres_bin=$(_postgres_find_bin) || {
    echo "postgres_start: no PostgreSQL server under /usr/lib/postgresql/<version>/bin; install the Debian package 'postgresql' (scripts/setup.sh --test does)" >&2
    _postgres_bin=""
    return 1
  }

  local parent="${TMPDIR:-/tmp}"
  if [ "$(id -u)" -eq 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "postgres_start: running as root, but there is no 'postgres' OS user to own the cluster (initdb refuses root)" >&2
      return 1
    fi
    parent=/tmp # root's TMPDIR may be unreachable for the postgres user
  fi
  _postgres_dir=$(mktemp -d "$parent/pgtest.XXXXXX") || { _postgres_dir=""; _postgres_fail "cannot create a temporary directory in $parent"; return 1; }
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$_postgres_dir" || { _postgres_fail "cannot give $_postgres_dir to the postgres user"; return 1; }
  fi

  # The superuser is called postgres whoever runs the cluster, so the URLs are the same either way.
  _postgres_as_owner "$_postgres_bin/initdb" --pgdata="$_postgres_dir/data" --username=postgres \
    --auth=trust --encoding=UTF8 --no-locale --no-sync >"$_postgres_dir/initdb.log" 2>&1 || {
    cat "$_postgres_dir/initdb.log" >&2
    _postgres_fail "initdb failed"
    return 1
  }

  # A free port can be taken between finding and binding it; try a few.
  local attempt started="" log_bytes
  for attempt in 1 2 3; do
    _postgres_port=$(service_free_port) || { _postgres_fail "found no free TCP port on 127.0.0.1"; return 1; }
    log_bytes=0
    [ -f "$_postgres_dir/postgres.log" ] && log_bytes=$(wc -c <"$_postgres_dir/postgres.log")
    if _postgres_as_owner "$_postgres_bin/pg_ctl" --pgdata="$_postgres_dir/data" --log="$_postgres_dir/postgres.log" \
      --wait --timeout=60 --silent \
      -o "-c listen_addresses=127.0.0.1 -c port=$_postgres_port -c unix_socket_directories=$_postgres_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null 2>&1; then
      started=yes
      break
    fi
    # Only a port taken in the meantime is worth another attempt.
    tail -c "+$((log_bytes + 1))" "$_postgres_dir/postgres.log" 2>/dev/null | grep -q 'Address already in use' || break
  done
  [ -n "$started" ] || { _postgres_fail "the server did not start on 127.0.0.1:$_postgres_port"; return 1; }

  # pg_ctl --wait already waits for the socket; this confirms TCP on the loopback answers too.
  local waited=0
  until "$_postgres_bin/pg_isready" --quiet --host=127.0.0.1 --port="$_postgres_port" --username=postgres --dbname=postgres; do
    waited=$((waited + 1))
    [ "$waited" -lt 60 ] || { _postgres_fail "the server does not accept connections on 127.0.0.1:$_postgres_port after 30 s"; return 1; }
    sleep 0.5
  done

  export POSTGRES_ADMIN_URL="postgres://postgres@127.0.0.1:$_postgres_port/postgres"
  export POSTGRES_URL="postgres://postgres@127.0.0.1:$_postgres_port/memsvc_test"
  PGCONNECT_TIMEOUT=10 "$_postgres_bin/psql" --no-psqlrc --quiet --set=ON_ERROR_STOP=1 \
    --dbname="$POSTGRES_ADMIN_URL" --command='create database memsvc_test' >/dev/null || {
    _postgres_fail "could not create the database memsvc_test"
    return 1
  }

  local version
  version=$("$_postgres_bin/postgres" --version 2>/dev/null | awk '{print $3}')
  echo "PostgreSQL ${version:-?} runs at $POSTGRES_URL (data and log in $_postgres_dir)"
}

postgres_stop() {
  local dir=$_postgres_dir
  if [ -n "$dir" ]; then
    if [ -f "$dir/data/postmaster.pid" ] && [ -n "$_postgres_bin" ]; then
      if ! _postgres_as_owner "$_postgres_bin/pg_ctl" --pgdata="$dir/data" --mode=immediate --wait --timeout=30 --silent stop >/dev/null 2>&1; then
        # pg_ctl could not stop it: end the postmaster we started, by its pid.
        local pid
        pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null)
        [[ $pid =~ ^[0-9]+$ ]] && kill -KILL "$pid" 2>/dev/null
      fi
    fi
    rm -rf "$dir"
  fi
  _postgres_dir=""
  _postgres_bin=""
  _postgres_port=""
  unset POSTGRES_URL POSTGRES_ADMIN_URL
  return 0
}
