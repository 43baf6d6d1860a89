#!/usr/bin/env bash
# The browser tests' demo databases, copied from one seeded folder: a fresh PGlite folder spends about
# 4.5 s of a core in initdb and the migrations before its 0.6 s of seeding, and a run starts some twenty
# portals, each on a fresh folder (decision 0023).
#   e2e-data.sh make      seeds tmp/e2e-seeded for the current build (scripts/test/test.sh, before the browser tests)
#   e2e-data.sh into DIR  makes DIR a copy of it, if it was made for this build and DIR does not exist yet;
#                         otherwise leaves DIR alone, and the portal migrates and seeds it itself.
set -euo pipefail
cd "$(dirname "$0")/../.."
template=tmp/e2e-seeded
case "${1:-}" in
  make)
    rm -rf "$template"
    # db:reset on a fresh folder: migrations, then the demo dataset, then a clean close. The demo accounts'
    # passwords hashed at the suite servers' test cost (playwright.config.ts, decision 0040).
    GATEWAY_MODE=test PASSWORD_TEST_COST=12 DATA_DIR="$template" npx tsx gateway/db/reset.ts > /dev/null
    cp .next/BUILD_ID "$template/.build-id"
    ;;
  into)
    dir=${2:?a data folder}
    if [ ! -e "$dir" ] && [ -f .next/BUILD_ID ] && cmp -s .next/BUILD_ID "$template/.build-id" 2>/dev/null; then
      mkdir -p "$(dirname "$dir")"
      cp -r "$template" "$dir.part" && rm "$dir.part/.build-id" && mv "$dir.part" "$dir"
    fi
    ;;
  *) echo "usage: e2e-data.sh make | into DIR" >&2; exit 2 ;;
esac
