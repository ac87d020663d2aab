# shellcheck shell=bash
# Sourced by the server scripts (.ci/postgres-server.sh, .ci/search-servers.sh): `rg_on_exit CMD`
# adds CMD to the calling shell's EXIT trap after whatever is there already, so every server a
# script started is stopped at exit, whichever script was sourced first.

rg_on_exit() {
  local add=$1 prev
  prev=$(trap -p EXIT)
  # `trap -p` prints `trap -- 'COMMAND' EXIT`, quoted for the shell: let the shell unquote it.
  if [ -n "$prev" ]; then eval "set -- $prev"; prev=$3; fi
  # shellcheck disable=SC2064
  trap "${prev:+$prev
}$add" EXIT
}
