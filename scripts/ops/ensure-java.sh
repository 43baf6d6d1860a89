#!/usr/bin/env bash
# The HTML validity test (e2e/html-validity.spec.ts) runs the W3C Nu checker, a Java program shipped in
# the vnu-jar package: it needs a Java runtime. Debian's headless JRE is enough; no browser or GUI parts.
set -euo pipefail
command -v java >/dev/null 2>&1 && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: java (the Nu HTML checker needs it). Install with: sudo apt-get install -y default-jre-headless" >&2
  exit 1
fi
echo "Installing default-jre-headless…"
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
command -v java >/dev/null 2>&1 || { echo "default-jre-headless installed, but no java on PATH." >&2; exit 1; }
