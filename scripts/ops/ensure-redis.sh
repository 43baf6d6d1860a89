#!/usr/bin/env bash
# The shared-cache and cluster tests (e2e/identifier-shared-cache.spec.ts, e2e/cluster.spec.ts) start a
# Redis of their own on a port of their own, so they can take it away mid-journey: they need the binary.
set -euo pipefail
command -v redis-server >/dev/null && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "redis-server is missing. Install it with: sudo apt-get install -y redis-server." >&2
  exit 1
fi
echo "Installing Debian's redis-server…"
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
command -v redis-server >/dev/null
