#!/usr/bin/env bash
# One command for a fresh machine: install everything, then lint, typecheck and run every test
# (unit, integration against the real PostgreSQL/Redis, browser e2e in headless Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/portal}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

# Wall time of each stage, one "name<TAB>seconds" line each, for the closing table (scripts/test-summary.ts).
export TEST_STAGES_FILE="$PWD/.test-results/stages.tsv"
mkdir -p .test-results && : >"$TEST_STAGES_FILE"
run_start=$SECONDS
stage_start=$SECONDS
stage_done() {
  printf '%s\t%s\n' "$1" "$((SECONDS - stage_start))" >>"$TEST_STAGES_FILE"
  stage_start=$SECONDS
}

bash scripts/ensure-pnpm.sh
if [[ ! -x "$CHROMIUM_PATH" ]]; then
  echo "› installing Debian's chromium for the browser tests"
  if [[ "$(id -u)" == 0 ]]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi
pnpm install --frozen-lockfile
rm -rf apps/*/.test-results packages/*/.test-results e2e/.test-results
stage_done install

echo "› lint";      pnpm lint;      stage_done lint
echo "› typecheck"; pnpm typecheck; stage_done typecheck
# The OpenAPI integrators generate clients from, dumped without a listening server and linted (decision 069).
echo "› OpenAPI lint"; pnpm --filter @portal/api openapi:lint; stage_done openapi-lint
echo "› unit + integration tests"
status=0
pnpm exec turbo run test --concurrency=1 --continue --ui=stream --filter='!@portal/e2e' -- --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=$?
stage_done "unit + integration"
echo "› browser e2e"
pnpm --filter @portal/e2e exec vitest run --config vitest.config.ts --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=$?
stage_done e2e
printf 'total\t%s\n' "$((SECONDS - run_start))" >>"$TEST_STAGES_FILE"
pnpm exec tsx scripts/test-summary.ts || status=$?
exit $status
