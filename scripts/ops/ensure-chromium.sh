#!/usr/bin/env bash
# Browser tests and Lighthouse use Debian's chromium (the browser tests its headless shell): no browser can
# be downloaded on this machine kind.
# It also needs a Chinese font: without one, chromium draws the site's text late (it searches for a
# fallback first) and in boxes, which puts seconds on every measured paint.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
need=()
[ -x "$path" ] || need+=(chromium)
# The browser tests run in the headless-only build where there is one (playwright.config.ts): half the CPU.
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
fc-list :lang=zh 2>/dev/null | grep -q . || need+=(fonts-wqy-microhei)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${need[*]}. Install with: sudo apt-get install -y ${need[*]} (or set CHROMIUM_PATH)." >&2
  [ -x "$path" ] || exit 1
  exit 0
fi
echo "Installing ${need[*]}…"
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
[ -x "$path" ]
