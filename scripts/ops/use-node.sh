# Sourced, not run: puts Node 24 LTS first on PATH for the script that sources it and everything it starts
# (npm, npx, next, jest, Playwright's servers). Node 20, which this machine kind ships, reached its end of
# life on 2026-04-30 and gets no security fixes (issue 61 item 8, docs/decisions/0072-node-24.md).
#
# A machine whose node is already 24 or newer uses its own. Otherwise Node's own build of the version in
# .nvmrc is taken from the npm registry (the node-linux-<arch> package: the nodejs.org binary, checked by
# npm against the registry's integrity hash) and kept under ~/.cache/identifier-portal/node/<version>, so
# only the first run on a machine fetches it (about 53 MB, a few seconds). npm itself stays the machine's:
# npm 11 supports Node 24. NODE_BOOTSTRAP=off refuses an older node instead of fetching one.
# shellcheck shell=bash

use_node_main() {
  local root wanted major arch dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  wanted="$(tr -d ' \n\r' < "$root/.nvmrc")"
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  [ "$major" -ge "${wanted%%.*}" ] && return 0
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node ${wanted%%.*} build for $(uname -m): install Node ${wanted%%.*} LTS and run this again." >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/identifier-portal/node/$wanted-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    if [ "${NODE_BOOTSTRAP:-on}" = off ]; then
      echo "Node $(node --version 2>/dev/null || echo 'is missing') here; this project needs Node ${wanted%%.*} (NODE_BOOTSTRAP=off: not fetched)." >&2
      return 1
    fi
    command -v npm > /dev/null || { echo "Neither Node ${wanted%%.*} nor npm to fetch it: install Node ${wanted%%.*} LTS." >&2; return 1; }
    echo "Node $(node --version 2>/dev/null || echo '(none)') is past its end of life here: fetching Node $wanted (node-linux-$arch) from the npm registry…" >&2
    tmp="$(mktemp -d)"
    # Into a folder of its own first: an interrupted fetch never passes for an installed Node.
    if ! (cd "$tmp" && npm pack --silent "node-linux-$arch@$wanted" > /dev/null && mkdir unpacked && tar xzf node-linux-*.tgz -C unpacked --strip-components=1 && unpacked/bin/node --version > /dev/null); then
      rm -rf "$tmp"
      echo "Node $wanted could not be fetched from the npm registry." >&2
      return 1
    fi
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir"
    mv "$tmp/unpacked" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp, should a dependency ever build an addon, builds against this Node's own headers.
  export npm_config_nodedir="$dir"
}

use_node_main || return 1 2> /dev/null || exit 1
unset -f use_node_main
