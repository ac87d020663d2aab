# shellcheck shell=bash
# Sourced by .ci/run: starts OpenSearch 2.19 and Elasticsearch 8.19 for the `engines` test tier and
# exports RG_TEST_OPENSEARCH_URL / RG_TEST_ELASTICSEARCH_URL; both stop (by process id) when the
# sourcing shell exits. Run it directly (`bash .ci/search-servers.sh run CMD...`) to start the servers
# around one command, e.g. `bash .ci/search-servers.sh run npm run test:tier -- engines`.
#
# The servers are Maven Central's integ-test zips (no bundled JDK, no security plugin), run on
# Debian's Java 17 as a non-root user (created when this runs as root; GitHub's runner user already
# is one), bound to 127.0.0.1 on free ports, heap 512 MB, security off, sized for a test machine: Java's
# quick compiler only (-XX:TieredStopAtLevel=1) and one processor's thread pools (node.processors=1).
# The servers share two cores with the tests, and their optimising compiler and pools cost the run:
# with these, their start took 19.5 s of processor time instead of 35.8 s, and they spent 21 s
# instead of 41 s while the engines tier ran (45 -> 37 s by the clock). RG_SEARCH_SERVERS_FULL=1 starts
# them as shipped (both compilers, every processor), as the engines bench measures them. The zips and their unpacked
# trees are cached in RG_SEARCH_SERVERS_CACHE (default: a folder under the system's temp folder, so
# the non-root user can read it). A server that cannot start prints why and leaves its variable
# unset: the engine tests then fail under CI=true and skip (saying so) elsewhere. RG_SEARCH_SERVERS
# (default `opensearch,elasticsearch`) picks which start; RG_SEARCH_READY_SECONDS (default 90) is how
# long each may take to answer.

# shellcheck source=.ci/exit-trap.sh
source "$(dirname "${BASH_SOURCE[0]}")/exit-trap.sh"

RG_OPENSEARCH_VERSION=${RG_OPENSEARCH_VERSION:-2.19.6}
RG_ELASTICSEARCH_VERSION=${RG_ELASTICSEARCH_VERSION:-8.19.21}
RG_SEARCH_SERVERS_CACHE=${RG_SEARCH_SERVERS_CACHE:-${TMPDIR:-/tmp}/retrieval-gate-search-servers}
RG_SEARCH_USER=${RG_SEARCH_USER:-rgsearch}
_rg_search_pids=()
_rg_search_pidfiles=()
_rg_search_work=

_rg_search_java_home() {
  local java
  if [ -n "${RG_SEARCH_JAVA_HOME:-}" ]; then echo "$RG_SEARCH_JAVA_HOME"; return; fi
  for java in /usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/java-17-openjdk-arm64 "${JAVA_HOME_17_X64:-}" "${JAVA_HOME:-}"; do
    if [ -n "$java" ] && [ -x "$java/bin/java" ]; then echo "$java"; return; fi
  done
  java=$(command -v java || true)
  if [ -n "$java" ]; then dirname "$(dirname "$(readlink -f "$java")")"; fi
}

_rg_search_install_java() {
  if [ -n "$(_rg_search_java_home)" ]; then return 0; fi
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo -E); fi
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq openjdk-17-jre-headless >/dev/null
}

# A free loopback port (the kernel picks one; the server binds it a moment later).
_rg_search_free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Downloads (once) and unpacks (once) one distribution; prints the unpacked folder.
_rg_search_fetch() {
  local group=$1 name=$2 version=$3
  local url="https://repo1.maven.org/maven2/${group//.//}/${name}/${version}/${name}-${version}.zip"
  local zip="$RG_SEARCH_SERVERS_CACHE/${name}-${version}.zip"
  local home="$RG_SEARCH_SERVERS_CACHE/${name}-${version}"
  mkdir -p "$RG_SEARCH_SERVERS_CACHE"
  chmod 755 "$RG_SEARCH_SERVERS_CACHE"
  if [ ! -d "$home" ]; then
    if [ ! -s "$zip" ]; then
      echo "search servers: downloading $name $version from Maven Central" >&2
      curl -fsSL --retry 3 -o "$zip.part" "$url" || return 1
      local want got
      want=$(curl -fsSL --retry 3 "$url.sha1") || return 1
      got=$(sha1sum "$zip.part" | cut -d' ' -f1)
      if [ "${want%% *}" != "$got" ]; then echo "search servers: $name $version checksum mismatch" >&2; rm -f "$zip.part"; return 1; fi
      mv "$zip.part" "$zip"
    fi
    rm -rf "$home.part" && mkdir -p "$home.part"
    (cd "$home.part" && unzip -q "$zip") || return 1
    mv "$home.part/${name}-${version}" "$home" && rm -rf "$home.part"
    chmod -R a+rX "$home"
  fi
  echo "$home"
}

# Replaces the (sub)shell with a command run as the non-root server user (both servers refuse to run
# as root), so the process id started in the background is the server's own.
_rg_search_as_user() {
  if [ "$(id -u)" -ne 0 ]; then exec "$@"; fi
  exec setpriv --reuid="$RG_SEARCH_USER" --regid="$RG_SEARCH_USER" --init-groups --reset-env -- \
    env HOME="$_rg_search_work" PATH=/usr/bin:/bin "$@"
}

# start NAME GROUP VERSION ENVPREFIX URLVAR EXTRA_SETTINGS...
_rg_search_start() {
  local name=$1 group=$2 version=$3 prefix=$4 var=$5; shift 5
  local home java port tport work log started=$SECONDS
  home=$(_rg_search_fetch "$group" "$name" "$version") || { echo "search servers: cannot fetch $name $version" >&2; return 1; }
  java=$(_rg_search_java_home)
  port=$(_rg_search_free_port); tport=$(_rg_search_free_port)
  work="$_rg_search_work/$name"
  mkdir -p "$work/data" "$work/logs"
  cp -R "$home/config" "$work/config"
  # jvm.options names its GC log, crash files and heap dumps relative to the distribution's folder
  # (the launcher runs there), which the server user may not write: point them into the work folder.
  sed -i -e "s#logs/#$work/logs/#g" -e "s#HeapDumpPath=data#HeapDumpPath=$work/data#" "$work/config/jvm.options"
  if [ "$(id -u)" -eq 0 ]; then chown -R "$RG_SEARCH_USER:$RG_SEARCH_USER" "$work"; fi
  log="$work/logs/console.log"
  local java_opts="-Xms512m -Xmx512m" sizing=()
  if [ "${RG_SEARCH_SERVERS_FULL:-}" != 1 ]; then java_opts+=" -XX:TieredStopAtLevel=1"; sizing=(-E node.processors=1); fi
  echo "search servers: starting $name $version on 127.0.0.1:$port (heap 512 MB)" >&2
  (cd "$work" && _rg_search_as_user env "${prefix}_JAVA_HOME=$java" JAVA_HOME="$java" "${prefix}_PATH_CONF=$work/config" \
    "${prefix}_JAVA_OPTS=$java_opts" "$home/bin/$name" \
    -E discovery.type=single-node -E network.host=127.0.0.1 -E http.port="$port" -E transport.port="$tport" \
    -E path.data="$work/data" -E path.logs="$work/logs" -E cluster.routing.allocation.disk.threshold_enabled=false \
    -E action.destructive_requires_name=false "${sizing[@]}" "$@" -p "$work/server.pid") >"$log" 2>&1 &
  _rg_search_pids+=("$!")
  _rg_search_pidfiles+=("$work/server.pid")
  local url="http://127.0.0.1:$port"
  while [ $((SECONDS - started)) -lt ${RG_SEARCH_READY_SECONDS:-90} ]; do
    if ! kill -0 "${_rg_search_pids[-1]}" 2>/dev/null; then break; fi
    if curl -fs "$url/_cluster/health?wait_for_status=yellow&timeout=2s" >/dev/null 2>&1; then
      echo "search servers: $name $version ready at $url after $((SECONDS - started)) s" >&2
      export "$var=$url"
      return 0
    fi
    sleep 1
  done
  echo "search servers: $name $version did not answer within ${RG_SEARCH_READY_SECONDS:-90} s (or stopped); its log ends:" >&2
  tail -n 30 "$log" >&2
  return 1
}

rg_search_servers_stop() {
  local pid pidfile
  for pid in "${_rg_search_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pidfile in "${_rg_search_pidfiles[@]}"; do
    if [ -s "$pidfile" ]; then kill -TERM "$(cat "$pidfile" 2>/dev/null)" 2>/dev/null || true; fi
  done
  for pid in "${_rg_search_pids[@]}"; do
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  for pidfile in "${_rg_search_pidfiles[@]}"; do
    if [ -s "$pidfile" ]; then kill -KILL "$(cat "$pidfile" 2>/dev/null)" 2>/dev/null || true; fi
  done
  _rg_search_pids=(); _rg_search_pidfiles=()
  if [ -n "$_rg_search_work" ]; then rm -rf "$_rg_search_work"; _rg_search_work=; fi
}

rg_search_servers_start() {
  _rg_search_install_java || echo "search servers: no Java 17 and none could be installed" >&2
  if [ "$(id -u)" -eq 0 ] && ! id "$RG_SEARCH_USER" >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --shell /usr/sbin/nologin "$RG_SEARCH_USER"
  fi
  _rg_search_work=$(mktemp -d "${TMPDIR:-/tmp}/rg-search-run.XXXXXX")
  chmod 755 "$_rg_search_work"
  # Added to whatever exit trap the calling shell already has (.ci/postgres-server.sh adds its own).
  rg_on_exit rg_search_servers_stop
  # Started one after the other: two JVMs starting at once on two shared cores take longer than twice one.
  case ",${RG_SEARCH_SERVERS:-opensearch,elasticsearch}," in *,opensearch,*) ;; *) false ;; esac &&
  _rg_search_start opensearch org.opensearch.distribution.integ-test-zip "$RG_OPENSEARCH_VERSION" OPENSEARCH RG_TEST_OPENSEARCH_URL || true
  case ",${RG_SEARCH_SERVERS:-opensearch,elasticsearch}," in *,elasticsearch,*) ;; *) false ;; esac &&
  _rg_search_start elasticsearch org.elasticsearch.distribution.integ-test-zip "$RG_ELASTICSEARCH_VERSION" ES RG_TEST_ELASTICSEARCH_URL \
    -E xpack.security.enabled=false || true
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  if [ "${1:-}" != run ] || [ $# -lt 2 ]; then echo "usage: bash .ci/search-servers.sh run COMMAND [ARGS...]" >&2; exit 2; fi
  shift
  rg_search_servers_start
  "$@"
fi
