#!/usr/bin/env bash
# The reverse-proxy test (e2e/reverse-proxy.spec.ts) runs the portal behind Debian's nginx on loopback.
set -euo pipefail
path="${NGINX_PATH:-/usr/sbin/nginx}"
# deploy/nginx.conf purges changed identifier pages with Debian's cache-purge module (decision 0077).
purge_module=/usr/lib/nginx/modules/ngx_http_cache_purge_module.so
[ -x "$path" ] && [ -f "$purge_module" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx or its cache-purge module is missing. Install them with: sudo apt-get install -y nginx libnginx-mod-http-cache-purge (or set NGINX_PATH)." >&2
  exit 1
fi
echo "Installing Debian's nginx and its cache-purge module…"
# The package's own service is not wanted: the test starts nginx itself, as this user, on a port of its own.
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-cache-purge >/dev/null
[ -x "$path" ] && [ -f "$purge_module" ]
