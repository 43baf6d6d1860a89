#!/usr/bin/env bash
# Browser tests use Debian's chromium: no browser can be downloaded on this machine kind.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$path" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $path. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian's chromium…"
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
[ -x "$path" ]
