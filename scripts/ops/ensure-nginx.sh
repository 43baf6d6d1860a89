#!/usr/bin/env bash
# The reverse-proxy test (e2e/reverse-proxy.spec.ts) runs the portal behind Debian's nginx on loopback.
set -euo pipefail
path="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$path" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing at $path. Install it with: sudo apt-get install -y nginx (or set NGINX_PATH)." >&2
  exit 1
fi
echo "Installing Debian's nginx…"
# The package's own service is not wanted: the test starts nginx itself, as this user, on a port of its own.
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
[ -x "$path" ]
