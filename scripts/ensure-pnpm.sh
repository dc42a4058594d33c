#!/usr/bin/env bash
# Installs the pinned pnpm when it is missing or another major (corepack does not work on this machine).
set -euo pipefail
if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm -v 2>/dev/null)" != 10.* ]]; then
  echo "› installing pnpm 10.34.9"
  npm i -g pnpm@10.34.9 >/dev/null
fi
