#!/usr/bin/env bash
# A real deployment on this machine: install, build and start the portal in production mode
# (docs/decisions/0016). Nothing of the demo is on: no demo inbox, the payment sandbox shut unless
# PAYMENT_SANDBOX=on is written (then every page says 演示环境), codes sent by the configured provider.
# The server itself refuses to start on an inconsistent configuration and names each variable; this
# script checks the two it needs before spending a build on them. The container does the same with
# `docker run -e …` (Dockerfile).
set -euo pipefail
cd "$(dirname "$0")/../.."
# Node 24 LTS, fetched from the npm registry where the machine's is older (scripts/ops/use-node.sh).
source scripts/ops/use-node.sh
problems=()
secret="${SESSION_SECRET:-}"
[ "${#secret}" -ge 32 ] || problems+=("SESSION_SECRET must be set to at least 32 random characters (e.g. openssl rand -base64 48)")
[ -n "${SITE_URL:-}" ] || problems+=("SITE_URL must be set to the address the portal is served at (e.g. https://id.example.cn)")
case "${DEMO_MODE:-off}" in on | true | 1) problems+=("DEMO_MODE is on: unset it (the demo is scripts/ops/start.sh)") ;; esac
case "${GATEWAY_MODE:-production}" in production) ;; *) problems+=("GATEWAY_MODE=${GATEWAY_MODE} is not production: unset it") ;; esac
if [ "${#problems[@]}" -gt 0 ]; then
  printf 'Refusing to start in production mode:\n' >&2
  printf '  - %s\n' "${problems[@]}" >&2
  exit 1
fi
export GATEWAY_MODE=production
bash scripts/ops/ensure-deps.sh
npm run build
export PORT="${PORT:-3000}"
# One portal on this machine: its /metrics on loopback 9464 unless told otherwise (0 turns it off).
export METRICS_PORT="${METRICS_PORT:-9464}"
echo "Starting the portal in production mode on port $PORT ($SITE_URL); /metrics on ${METRICS_HOST:-127.0.0.1}:$METRICS_PORT (0: off)"
exec bash scripts/ops/serve-standalone.sh
