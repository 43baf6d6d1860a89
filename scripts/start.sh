#!/usr/bin/env bash
# Quick start: install, build and start the portal on http://localhost:3000 with the embedded gateway
# and its demo data (PGlite in ./data). PORT overrides the port.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export PORT="${PORT:-3000}"
# Pages are prerendered with the address they are served at (canonical URLs, QR codes).
export SITE_URL="${SITE_URL:-http://localhost:$PORT}"
npm run build
mkdir -p data
# Production mode needs a session secret; a local demo keeps a generated one in ./data.
if [ -z "${SESSION_SECRET:-}" ]; then
  [ -s data/session-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > data/session-secret
  SESSION_SECRET="$(cat data/session-secret)"
  export SESSION_SECRET
fi
echo "Starting the portal on http://localhost:$PORT"
exec bash scripts/serve-standalone.sh
