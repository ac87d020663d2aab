#!/usr/bin/env bash
# A throwaway Postgres 15 server for the engine tests (retriever type postgres): Debian's binaries,
# a fresh cluster in a temporary folder, owned by and run as a non-root user (Postgres refuses to
# run as root), listening on 127.0.0.1 only, on a free port, with password authentication (so the
# tests can show refused credentials). It starts in well under a second.
#
# Sourced by .ci/run: starts the server, exports RG_TEST_POSTGRES_URL (the admin's URL) and
# RG_TEST_POSTGRES_PID, and stops the server by its process id when the calling shell exits.
# Run as a program with --print (the tests do, when RG_TEST_POSTGRES_URL is not set): starts a
# server that outlives the script and prints `URL PID FOLDER`; the caller stops it by its id.

rg_pg_bin() {
  local v
  for v in 15 16 17 14; do
    if [ -x "/usr/lib/postgresql/$v/bin/postgres" ]; then echo "/usr/lib/postgresql/$v/bin"; return 0; fi
  done
  return 1
}

# Installs Debian's postgresql-15 when no server binaries are on the machine (as root, or with sudo).
rg_pg_install() {
  rg_pg_bin >/dev/null && return 0
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo -E); fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq && "${as_root[@]}" apt-get install -y -qq postgresql-15 >/dev/null
}

# A port no one listens on now: the kernel picks one for a socket bound to port 0.
rg_pg_free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Starts the server; prints `URL PID FOLDER` on success, a reason on stderr and status 1 otherwise.
rg_pg_start() {
  local bin user dir port password run=()
  bin=$(rg_pg_bin) || { echo "postgres-server: no Postgres server binaries (postgresql-15)" >&2; return 1; }
  dir=$(mktemp -d "${TMPDIR:-/tmp}/rg-postgres.XXXXXX")
  if [ "$(id -u)" -eq 0 ]; then
    # Postgres will not run as root: a system user of its own, made once.
    user=rg-postgres
    id -u "$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
    chown "$user" "$dir"
    run=(runuser -u "$user" --)
  fi
  chmod 700 "$dir"
  password=$(node -e "console.log(require('crypto').randomBytes(12).toString('hex'))")
  printf '%s\n' "$password" >"$dir/pw"
  [ "$(id -u)" -eq 0 ] && chown "$user" "$dir/pw"
  if ! "${run[@]}" "$bin/initdb" -D "$dir/data" -U rg --pwfile="$dir/pw" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1; then
    echo "postgres-server: initdb failed:" >&2; cat "$dir/initdb.log" >&2; return 1
  fi
  rm -f "$dir/pw"
  port=$(rg_pg_free_port)
  # Durability is not wanted for a throwaway cluster: no fsync, no full-page writes.
  "${run[@]}" "$bin/postgres" -D "$dir/data" -p "$port" -c listen_addresses=127.0.0.1 -k "$dir" \
    -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50 \
    -c shared_buffers=128MB -c maintenance_work_mem=256MB >"$dir/server.log" 2>&1 </dev/null &
  local pid=$!
  local i
  for i in $(seq 1 200); do
    if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
      echo "postgres://rg:$password@127.0.0.1:$port/postgres $pid $dir"
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then break; fi
    sleep 0.05
  done
  echo "postgres-server: the server did not start:" >&2; cat "$dir/server.log" >&2
  kill "$pid" 2>/dev/null
  return 1
}

if [ "${1:-}" = "--print" ]; then
  rg_pg_start
  exit $?
fi

# Sourced (by .ci/run): start, export, and stop by process id when the calling shell exits.
rg_pg_install || echo "postgres-server: could not install postgresql-15" >&2
rg_pg_t0=$(date +%s%N)
if rg_pg_started=$(rg_pg_start); then
  read -r RG_TEST_POSTGRES_URL RG_TEST_POSTGRES_PID rg_pg_dir <<<"$rg_pg_started"
  export RG_TEST_POSTGRES_URL RG_TEST_POSTGRES_PID
  echo "postgres-server: Postgres $("$(rg_pg_bin)/postgres" --version | awk '{print $3}') started on ${RG_TEST_POSTGRES_URL##*@} (pid $RG_TEST_POSTGRES_PID) in $(( ($(date +%s%N) - rg_pg_t0) / 1000000 )) ms"
  # Added to whatever exit trap the calling shell already has (the search servers' script adds its own).
  # shellcheck source=.ci/exit-trap.sh
  source "$(dirname "${BASH_SOURCE[0]}")/exit-trap.sh"
  rg_on_exit "kill $RG_TEST_POSTGRES_PID 2>/dev/null; rm -rf '$rg_pg_dir'"
else
  echo "postgres-server: not started; the postgres engine tests will fail under CI" >&2
fi
