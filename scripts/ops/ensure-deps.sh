#!/usr/bin/env bash
# Installs the locked dependencies when node_modules is missing or older than the lockfile.
# A finished `npm ci` is kept on this machine under the lockfile's hash, with Node's and npm's versions (as CI
# systems cache node_modules): another checkout of the same lockfile, such as CI's clean clone, gets it as
# hard links in about 2 s instead of 40-60 s of npm ci. Nothing writes into node_modules after the install
# (no file in it was newer than the install after a whole test command), so the links stay equal to the
# cache. DEPS_CACHE=off installs with npm ci every time (decision 0023).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -d node_modules ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then exit 0; fi

cache_root=${DEPS_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/identifier-portal/node_modules}
key=$({ cat package-lock.json; node --version; npm --version; uname -m; } | sha256sum | cut -c1-24)
cached=$cache_root/$key
if [ "${DEPS_CACHE:-on}" != off ] && [ -f "$cached/.complete" ]; then
  echo "Dependencies from this machine's cache of the lockfile ($cached)…"
  rm -rf node_modules node_modules.part
  # Into a new folder first: an interrupted copy never passes for a whole node_modules.
  if cp -al "$cached/node_modules" node_modules.part && mv node_modules.part node_modules; then
    touch node_modules/.package-lock.json
    exit 0
  fi
  echo "The cached dependencies could not be linked: installing them." >&2
  rm -rf node_modules node_modules.part
fi

echo "Installing dependencies (npm ci)…"
npm ci --no-audit --no-fund
[ "${DEPS_CACHE:-on}" = off ] && exit 0
# Kept for the next checkout; a cache that cannot be written only costs the next one an npm ci.
{
  mkdir -p "$cache_root"
  rm -rf "$cached.part"
  mkdir -p "$cached.part"
  cp -al node_modules "$cached.part/node_modules"
  touch "$cached.part/.complete"
  rm -rf "$cached"
  mv "$cached.part" "$cached"
  # Only the two newest lockfiles' installs stay.
  ls -1dt "$cache_root"/*/ 2>/dev/null | grep -v '\.part/$' | tail -n +3 | xargs -r rm -rf
} || echo "The dependencies could not be kept for the next checkout." >&2
