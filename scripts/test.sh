#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what a fresh machine lacks, then typecheck, lint,
# unit tests on PGlite, the gateway's tests again on a real PostgreSQL, the production build, and the
# browser tests in Debian's chromium. It ends with one line "N passed, N failed" over all runners.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
passed=0; failed=0; skipped=0
step_ok() { passed=$((passed + 1)); echo "✔ $1"; }
step_fail() { failed=$((failed + 1)); echo "✘ $1"; }
# Seconds per stage, printed at the end, so a slower stage shows in every run's log.
timings=""; stage_started=$SECONDS; stage_name=""
stage() {
  [ -n "$stage_name" ] && timings+="$(printf '%-28s %5ds' "$stage_name" $((SECONDS - stage_started)))"$'\n'
  stage_name=$1; stage_started=$SECONDS
  [ -n "$1" ] && echo "== $1"
}

stage "machine set-up"
bash scripts/ensure-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-chromium.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-java.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-nginx.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-redis.sh || { echo "0 passed, 1 failed"; exit 1; }

# Counts of a jest --json report: adds to the totals.
add_jest() {
  local file=$1
  local counts
  if counts=$(node -e 'const r=require(require("path").resolve(process.argv[1]));console.log(r.numPassedTests,r.numFailedTests+(r.numRuntimeErrorTestSuites||0),r.numPendingTests+r.numTodoTests)' "$file"); then
    read -r p f s <<<"$counts"
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
  else
    step_fail "jest report $file"
  fi
}

stage typecheck; if npx tsc --noEmit; then step_ok typecheck; else step_fail typecheck; fi
stage lint; if npx eslint . --max-warnings 0; then step_ok lint; else step_fail lint; fi

stage "unit tests (PGlite)"
rm -f test-results/jest-pglite.json
NODE_OPTIONS=--experimental-vm-modules npx jest --json --outputFile=test-results/jest-pglite.json 2>&1 | tail -n 40
add_jest test-results/jest-pglite.json

stage "gateway tests (PostgreSQL)"
if pg_url=$(bash scripts/ensure-postgres.sh); then
  rm -f test-results/jest-postgres.json
  GATEWAY_TEST_DB=postgres TEST_DATABASE_URL="$pg_url" NODE_OPTIONS=--experimental-vm-modules npx jest gateway --json --outputFile=test-results/jest-postgres.json 2>&1 | tail -n 40
  add_jest test-results/jest-postgres.json
else
  echo "No PostgreSQL server could be found or started: the PostgreSQL run cannot be skipped." >&2
  step_fail "postgres available"
fi

stage build
# Built with the address and mode of the browser tests' server (playwright.config.ts), so it serves the
# build's pages as they are; e2e/site-address.spec.ts serves the same build under a second address.
if SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}" GATEWAY_MODE=test npm run build; then
  step_ok build
  stage "browser tests"
  rm -rf tmp/e2e-data tmp/e2e-server.log test-results/playwright.json
  CI=${CI:-} npx playwright test 2>&1 | tail -n 60
  if counts=$(node -e 'const s=require(require("path").resolve(process.argv[1])).stats;console.log(s.expected,s.unexpected+s.flaky,s.skipped)' test-results/playwright.json); then
    read -r p f s <<<"$counts"
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
  else
    step_fail "playwright report"
  fi
  echo "== slowest browser-test files"; node scripts/slowest-specs.mjs test-results/playwright.json 20 || true
  stage "log check"
  if node scripts/check-logs.mjs tmp/e2e-server.log; then step_ok "log check"; else step_fail "log check"; fi
else
  step_fail build
fi

stage ""
echo
echo "== time per stage (total $((SECONDS / 60)) min $((SECONDS % 60)) s)"
printf '%s' "$timings"
echo
echo "${passed} passed, ${failed} failed, ${skipped} skipped"
[ "$failed" -eq 0 ]
