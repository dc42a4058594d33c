/** Markdown of the inventory bench (bench/results/inventory-<date>.md). */
import type { ApiResult } from "./run";

type Stats = { n: number; p50: number; p95: number; p99: number; max: number };
export interface ScreenResult {
  runs: number;
  flags: string[];
  untilAllUnits: Stats;
  firstRender: Stats;
  samples: { untilAllUnitsMs: number; firstRenderMs: number }[];
}
type Env = { node: string; cpus: number; load: string };

const ok = (b: boolean) => (b ? "met" : "NOT met");
const f = (x: number) => x.toFixed(1);
const SCREEN_TARGET_MS = 1500;

function screenSection(s: ScreenResult): string {
  return `## Mirror screen, 2,000 units, headless Chromium (${s.runs} runs after one warm-up)

Production build of apps/web (\`vite build\`, served as static files), the same API process, Debian's
\`/usr/bin/chromium\` through playwright-core, one fresh browser (temporary user-data-dir) and a new context
(no cookies, empty cache) per run: sign in through the login form (which loads the app's JS and CSS, as for a
user who just signed in), then \`page.goto(/enterprises/{id}/mirror)\` — a full page load — until the page holds
all 2,000 unit cells (\`[data-testid=mirror-unit]\`, rendered above and below the fold; polled every animation
frame). Same method as e2e/tests/mirror.e2e.test.ts. With ${s.runs} runs, p95 is the slowest run. Flags:
\`${s.flags.join(" ")}\`.

| | p50 ms | p95 ms | max ms |
|---|---|---|---|
| page load -> every unit in the page | ${s.untilAllUnits.p50.toFixed(0)} | ${s.untilAllUnits.p95.toFixed(0)} | ${s.untilAllUnits.max.toFixed(0)} |
| of which the grid's first render-to-commit (\`data-first-render-ms\`) | ${s.firstRender.p50.toFixed(0)} | ${s.firstRender.p95.toFixed(0)} | ${s.firstRender.max.toFixed(0)} |

Runs (ms): ${s.samples.map((r) => r.untilAllUnitsMs.toFixed(0)).join(", ")}.

Target p95 <= ${SCREEN_TARGET_MS} ms: **${ok(s.untilAllUnits.p95 <= SCREEN_TARGET_MS)}** (p50 ${ok(s.untilAllUnits.p50 <= SCREEN_TARGET_MS)}).
`;
}

export function renderReport(date: string, env: Env, api: ApiResult, screen: ScreenResult): string {
  const { mirror, race100, race1000 } = api;
  return `# Inventory bench (${date})

Machine: Node ${env.node}, ${env.cpus} cores (shared), load ${env.load} at the end. API in its own process (real buildApp, HTTP on loopback).

## GET /enterprises/{id}/mirror, 2,000 units (4 towers × 25 floors × 20), ${mirror.runs} sequential requests

| | p50 ms | p95 ms | p99 ms | max ms |
|---|---|---|---|---|
| API (auth + 2 queries + JSON ${(mirror.bytes / 1024).toFixed(0)} KB) | ${f(mirror.api.p50)} | ${f(mirror.api.p95)} | ${f(mirror.api.p99)} | ${f(mirror.api.max)} |
| raw SQL of the mirror query (pg client) | ${f(mirror.sql.p50)} | ${f(mirror.sql.p95)} | ${f(mirror.sql.p99)} | ${f(mirror.sql.max)} |

Target API p95 <= 100 ms: **${ok(mirror.api.p95 <= 100)}**.

${screenSection(screen)}
## Reservations

| scenario | attempts | 201 | 409 | other | time | throughput |
|---|---|---|---|---|---|---|
| 100 concurrent on one unit | 100 | ${race100.won} | ${race100.conflicts} | ${race100.other} | ${race100.ms.toFixed(0)} ms | ${((100 / race100.ms) * 1000).toFixed(0)} req/s |
| 2 attempts on each of ${race1000.units} units, 100 in flight | ${race1000.attempts} | ${race1000.won} | ${race1000.conflicts} | ${race1000.other} | ${race1000.ms.toFixed(0)} ms | ${race1000.perSecond.toFixed(0)} req/s |

Exactly one winner: one unit **${ok(race100.won === 1 && race100.other === 0)}**; ${race1000.unitsWithExactlyOneWinner} of ${race1000.units} units **${ok(race1000.unitsWithExactlyOneWinner === race1000.units)}**.
`;
}

export function renderScreenReport(date: string, env: Env, screen: ScreenResult): string {
  return `# Inventory bench, mirror screen only (${date})

Machine: Node ${env.node}, ${env.cpus} cores (shared), load ${env.load} at the end. \`pnpm bench:inventory --screen-only\`:
the API figures and reservation races were not measured in this run (see inventory-${date}.md).

${screenSection(screen)}`;
}
