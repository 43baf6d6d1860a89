#!/usr/bin/env bash
# The sitemap schema test (lib/sitemap/xsd.test.ts) validates the portal's sitemaps with xmllint --schema
# against the sitemaps.org schema the `sitemap` package ships: it needs Debian's libxml2-utils.
set -euo pipefail
command -v xmllint >/dev/null && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "xmllint is missing. Install it with: sudo apt-get install -y libxml2-utils." >&2
  exit 1
fi
echo "Installing Debian's libxml2-utils (xmllint)…"
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libxml2-utils >/dev/null
command -v xmllint >/dev/null
