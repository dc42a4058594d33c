#!/usr/bin/env bash
# One command for a fresh machine: install, migrate, seed demo data, run API + worker + web.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
exec pnpm exec tsx scripts/start.ts
