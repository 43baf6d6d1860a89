#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what a fresh machine lacks, then typecheck, lint,
# unit tests on PGlite, the gateway's tests again on a real PostgreSQL, the production build, and the
# browser tests in Debian's chromium. It ends with one line "N passed, N failed" over all runners.
set -uo pipefail
cd "$(dirname "$0")/../.."
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
# Node 24 LTS, fetched from the npm registry where the machine's is older (scripts/ops/use-node.sh); every
# stage below, and every server the browser tests start, runs on it.
source scripts/ops/use-node.sh || { echo "0 passed, 1 failed"; exit 1; }
echo "node $(node --version), npm $(npm --version)"
bash scripts/ops/ensure-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ops/ensure-chromium.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ops/ensure-java.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ops/ensure-nginx.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ops/ensure-redis.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ops/ensure-xmllint.sh || { echo "0 passed, 1 failed"; exit 1; }

# Counts of a jest --json report: adds to the totals.
add_jest() {
  local file=$1
  local counts
  if counts=$(node -e 'const r=require(require("path").resolve(process.argv[1]));console.log(r.numPassedTests,r.numFailedTests+(r.numRuntimeErrorTestSuites||0),r.numPendingTests+r.numTodoTests,r.numTotalTests)' "$file"); then
    read -r p f s total <<<"$counts"
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
    # A run that found no test is a stage skipped, never a pass.
    [ "$total" -gt 0 ] || step_fail "jest report $file: no test ran"
  else
    step_fail "jest report $file"
  fi
}

# Stages that do not need each other run side by side: each of them alone leaves a core mostly idle (tsc
# and eslint wait on files, a jest run with one worker on PGlite or on the PostgreSQL server). Each one's
# output is printed whole after all have ended.
# Their files are kept in $side, out of test-results/, which Playwright empties when it starts, so the
# jest reports are still there to read after the browser tests.
side=tmp/test-run
run_side_by_side() {
  local name pid pids=() rc=0
  for name in "$@"; do "$name" > "$side/$name.log" 2>&1 & pids+=($!); done
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  for name in "$@"; do cat "$side/$name.log"; done
  return $rc
}

# With Next's route types (`next typegen`, 0.6 s), which a clean clone has not generated yet: the same check
# the build makes, but first, so a type error is named before the minutes of unit tests and build.
check_types() { if npx next typegen > /dev/null && npx tsc --noEmit; then echo "✔ typecheck"; else echo "✘ typecheck"; return 1; fi; }
check_lint() { if npx eslint . --max-warnings 0; then echo "✔ lint"; else echo "✘ lint"; return 1; fi; }
# The unit tests on PGlite in two halves (jest --shard) beside the gateway's on PostgreSQL: three runs on
# the two cores took 218 s, the PGlite run whole beside the PostgreSQL one 249 s (decision 0023).
jest_pglite() {
  NODE_OPTIONS=--experimental-vm-modules npx jest --maxWorkers=1 --shard="$1/2" --json --outputFile="$side/jest-pglite-$1.json" 2>&1 | tail -n 40
}
jest_pglite_1() { jest_pglite 1; }
jest_pglite_2() { jest_pglite 2; }
jest_postgres() {
  local pg_url
  if ! pg_url=$(bash scripts/ops/ensure-postgres.sh); then
    echo "No PostgreSQL server could be found or started: the PostgreSQL run cannot be skipped."
    return 1
  fi
  GATEWAY_TEST_DB=postgres TEST_DATABASE_URL="$pg_url" NODE_OPTIONS=--experimental-vm-modules npx jest gateway --maxWorkers=1 --json --outputFile="$side/jest-postgres.json" 2>&1 | tail -n 40
}

rm -rf "$side" && mkdir -p "$side"
stage "typecheck and lint"
run_side_by_side check_types check_lint
grep -q '^✔ typecheck' "$side/check_types.log" && passed=$((passed + 1)) || failed=$((failed + 1))
grep -q '^✔ lint' "$side/check_lint.log" && passed=$((passed + 1)) || failed=$((failed + 1))

# Built with the address, mode and public links (e2e/suite-addresses.json) of the browser tests' server
# (playwright.config.ts), so it serves the build's pages as they are: built with other ones, a server drops
# the build's 186 prerendered pages at start and renders each on first request. e2e/site-address.spec.ts
# serves the same build under a second address. It runs beside the unit tests at a lower priority: they
# come first, and it takes the core they leave idle (one jest run waiting on PostgreSQL, the last of the
# three running alone). 177 s one after the other, 162 s side by side (decision 0023).
build_for_browsers() {
  local addresses
  addresses=$(node -p 'Object.entries(require("./e2e/suite-addresses.json")).map(([k, v]) => k + "=" + v).join(" ")') || return 1
  # shellcheck disable=SC2086 # one NAME=value word each; the values hold no spaces
  if env $addresses SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}" GATEWAY_MODE=test nice -n 10 npm run build; then echo "✔ build"; else echo "✘ build"; return 1; fi
}

stage "unit tests and build (side by side)"
run_side_by_side jest_pglite_1 jest_pglite_2 jest_postgres build_for_browsers
add_jest "$side/jest-pglite-1.json"
add_jest "$side/jest-pglite-2.json"
add_jest "$side/jest-postgres.json"

if grep -q '^✔ build' "$side/build_for_browsers.log"; then
  passed=$((passed + 1))
  stage "browser tests"
  rm -rf tmp/e2e-data tmp/e2e-data-w* tmp/e2e-build-w* tmp/e2e-server*.log test-results/playwright.json
  # One seeded database that every portal of the run starts from (scripts/test/e2e-data.sh); without it each seeds its own.
  bash scripts/test/e2e-data.sh make || echo "No seeded database to copy: each portal of the browser tests seeds its own."
  CI=${CI:-} npx playwright test 2>&1 | tail -n 60
  if counts=$(node -e 'const s=require(require("path").resolve(process.argv[1])).stats;console.log(s.expected,s.unexpected+s.flaky,s.skipped)' test-results/playwright.json); then
    read -r p f s <<<"$counts"
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
  else
    step_fail "playwright report"
  fi
  # Each project ran journeys: a tag that matched nothing would otherwise pass the phone by in silence.
  node scripts/test/projects-ran.mjs test-results/playwright.json desktop phone || step_fail "browser tests: a project ran no journey"

  echo "== slowest browser-test files"; node scripts/test/slowest-specs.mjs test-results/playwright.json 20 || true
  stage "log check"
  # One log per worker's server (playwright.config.ts).
  if node scripts/test/check-logs.mjs tmp/e2e-server*.log; then step_ok "log check"; else step_fail "log check"; fi
else
  failed=$((failed + 1))
fi

stage ""
echo
echo "== time per stage (total $((SECONDS / 60)) min $((SECONDS % 60)) s)"
printf '%s' "$timings"
echo
echo "${passed} passed, ${failed} failed, ${skipped} skipped"
[ "$failed" -eq 0 ]
