#!/usr/bin/env bash
# Prints the URL of a PostgreSQL server for the gateway's tests: TEST_DATABASE_URL, else the local one
# on 127.0.0.1:5432, else Debian's postgresql installed and started on loopback. Fails when none can be had.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi
local_url="postgres://postgres@127.0.0.1:5432/postgres"
if command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then echo "$local_url"; exit 0; fi
# Installed but stopped: start it.
if ls /etc/postgresql/*/main >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start >&2 || true
  for _ in $(seq 1 20); do pg_isready -q -h 127.0.0.1 -p 5432 && { echo "$local_url"; exit 0; }; sleep 1; done
fi
[ "$(id -u)" -eq 0 ] || { echo "No PostgreSQL on 127.0.0.1:5432 and not root to install one: set TEST_DATABASE_URL." >&2; exit 1; }
echo "Installing Debian's postgresql…" >&2
apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
dir=/tmp/idportal-pg
rm -rf "$dir" && mkdir -p "$dir" && chown postgres "$dir"
su postgres -c "/usr/lib/postgresql/$version/bin/initdb -D $dir/data -A trust -U postgres" >&2
su postgres -c "/usr/lib/postgresql/$version/bin/pg_ctl -D $dir/data -o '-p 5433 -k $dir -c listen_addresses=127.0.0.1' -l $dir/log start -w" >&2
echo "postgres://postgres@127.0.0.1:5433/postgres"
