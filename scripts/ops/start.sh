#!/usr/bin/env bash
# Quick start: install, build and start the portal on http://localhost:3000 as a DEMO (DEMO_MODE=on,
# docs/decisions/0016): the embedded gateway with its demo data (PGlite in ./data), SMS codes shown in
# the demo inbox (/demo/inbox) instead of being sent, the payment sandbox on, and a 演示环境 banner on
# every page. A real deployment starts with scripts/ops/start-production.sh instead. PORT overrides the port.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Node 24 LTS, fetched from the npm registry where the machine's is older (scripts/ops/use-node.sh).
source scripts/ops/use-node.sh
# Demo mode for the build too: prerendered pages carry the banner from the build.
unset GATEWAY_MODE
export DEMO_MODE=on
bash scripts/ops/ensure-deps.sh
export PORT="${PORT:-3000}"
# Pages are prerendered with the address they are served at (canonical URLs, QR codes).
export SITE_URL="${SITE_URL:-http://localhost:$PORT}"
npm run build
mkdir -p data
# The demo runs a production build, which needs a session secret; a local demo keeps a generated one in ./data.
if [ -z "${SESSION_SECRET:-}" ]; then
  [ -s data/session-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > data/session-secret
  SESSION_SECRET="$(cat data/session-secret)"
  export SESSION_SECRET
fi
echo "Starting the demo portal on http://localhost:$PORT (codes: http://localhost:$PORT/demo/inbox)"
exec bash scripts/ops/serve-standalone.sh
