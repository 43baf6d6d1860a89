#!/usr/bin/env bash
# Starts the production build the way the container does: Next's standalone server with public/ and
# .next/static beside it. Used by the browser tests and by `npm start`; `--prepare` only puts them there.
# STANDALONE_COPY=dir serves a copy of the build made in dir (without the build's data cache), so a second
# server with another SITE_URL regenerates its prerendered pages in its own folder (the browser tests'
# second worker, playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
# Node 24 LTS (scripts/ops/use-node.sh): already first on PATH when a README command started this.
source scripts/ops/use-node.sh
[ -f .next/standalone/server.js ] || { echo "No build found: run 'npm run build' first." >&2; exit 1; }
# Servers may start side by side: one at a time puts the static files beside the build, and only when
# the build changed, so a running server never loses them.
(
  flock 9
  build_id=$(cat .next/BUILD_ID)
  if [ "$(cat .next/standalone/.static-of 2>/dev/null)" != "$build_id" ] || [ ! -d .next/standalone/public ]; then
    rm -rf .next/standalone/public .next/standalone/.next/static
    cp -r public .next/standalone/public
    mkdir -p .next/standalone/.next
    cp -r .next/static .next/standalone/.next/static
    echo "$build_id" > .next/standalone/.static-of
  fi
) 9> .next/standalone-copy.lock
# --prepare: only the above, for those who start copies of the build themselves (e2e/helpers/cluster.ts).
[ "${1:-}" = "--prepare" ] && exit 0
dir=.next/standalone
if [ -n "${STANDALONE_COPY:-}" ]; then
  dir=$STANDALONE_COPY
  rm -rf "$dir"
  mkdir -p "$(dirname "$dir")"
  cp -a .next/standalone "$dir"
  rm -rf "$dir/.next/cache"
fi
# DATA_DIR is resolved against the standalone folder's working directory: make it absolute first.
export DATA_DIR="$(mkdir -p "${DATA_DIR:-./data}" && cd "${DATA_DIR:-./data}" && pwd)"
export PORT="${PORT:-3000}"
export HOSTNAME="${HOSTNAME:-0.0.0.0}"
# Idle connections are kept 65 s (Node's default is 5): a reverse proxy keeps its upstream connections
# 60 s (nginx's keepalive_timeout, deploy/nginx.conf) and must be the one that closes them, or a request
# sent on a connection the portal is closing fails (a 502 behind nginx, ECONNRESET for a client).
export KEEP_ALIVE_TIMEOUT="${KEEP_ALIVE_TIMEOUT:-65000}"
export NODE_ENV=production
# LOG_FILE keeps a copy of the log (the browser tests check it for secrets). node stays the process
# that was started, so stopping it stops the server.
# prerender-check.cjs (runtime/, put beside server.js by the build) regenerates pages prerendered with
# another SITE_URL before Next reads them; the rest of the runtime is installed by the build's
# instrumentation (runtime/install.ts).
preload="$dir/prerender-check.cjs"
case "$preload" in /*) ;; *) preload="./$preload" ;; esac
preloads=(-r "$preload")
# As the container runs (Dockerfile): a young generation of 32 MB a half (docs/decisions/0060). First in
# NODE_OPTIONS, where the last of a flag wins, so a caller's own NODE_OPTIONS can weigh another size
# (npm run bench:render); on the command line it would win over theirs.
export NODE_OPTIONS="--max-semi-space-size=32${NODE_OPTIONS:+ $NODE_OPTIONS}"
# No allocation site's objects go straight to the old generation (docs/decisions/0069). NODE_OPTIONS
# refuses this V8 flag, so it is on the command line.
flags=(--no-allocation-site-pretenuring)
if [ -n "${LOG_FILE:-}" ]; then
  mkdir -p "$(dirname "$LOG_FILE")"
  exec node "${flags[@]}" "${preloads[@]}" "$dir/server.js" > >(tee -a "$LOG_FILE") 2>&1
fi
exec node "${flags[@]}" "${preloads[@]}" "$dir/server.js"
