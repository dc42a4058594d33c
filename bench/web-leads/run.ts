/**
 * `pnpm bench:web-leads` — the leads screens as a browser sees them: the production build of apps/web, served
 * statically, in headless Chromium (Debian's /usr/bin/chromium through playwright-core) against the real API on
 * the leads bench's database (1,000,000 leads; run `pnpm bench:leads` once first). Not part of the test run.
 *
 * Per run, in a new browser context (no cache, no cookies), signed in as the bench admin (every lead in scope):
 *   baseline   a static file (favicon.svg) from the same server: the browser's own navigation floor;
 *   login      /login until its heading shows (cold cache: every first-load script);
 *   leads      /leads until the first row shows (signed in);
 *   re-sort    a click on a sort header until the first row changes (new page from the API);
 *   tick       a click on a row's box until the bulk bar counts it (no request).
 * The report gives p50/p95 and each figure over the baseline's p50, measured in the same run.
 *
 * BENCH_WEB_DIR=<checkout>/apps/web builds another checkout's web (a baseline: `git worktree add` + `pnpm install`);
 * BENCH_TRACE=1 prints the resource timings of each /leads load.
 *
 *   --runs=N   measured runs (default 10, after one warm-up)
 *   --tag=NAME suffix of the result files (web-leads-<date>-NAME.md)
 *   --out=DIR  results folder (default bench/results)
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { freshContext, launchBenchBrowser, serveWeb, webOrigin } from "../inventory/screen";
import { benchDatabaseUrl, countLeads } from "../leads-list/bench-db";
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD } from "../leads-list/bench-users";
import { type Summary, summarize } from "../leads-list/stats";
import { startChildApi } from "../lib/child-api";

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const log = (m: string) => console.log(m);

const STEPS = ["baseline", "login", "leads", "re-sort", "tick"] as const;
type Step = (typeof STEPS)[number];

const firstRowText = (page: Page) => page.getByTestId("lead-row").first().textContent();

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function oneRun(page: Page, webUrl: string): Promise<Record<Step, number[]>> {
  const at = (p: string) => new URL(p, webUrl).toString();
  const out: Record<Step, number[]> = { baseline: [], login: [], leads: [], "re-sort": [], tick: [] };
  out.baseline.push(await timed(() => page.goto(at("/favicon.svg"))));
  out.login.push(
    await timed(async () => {
      await page.goto(at("/login"));
      await page.getByRole("heading", { name: "Entrar" }).waitFor();
    }),
  );
  await page.getByLabel("E-mail").fill(BENCH_ADMIN_EMAIL);
  await page.getByLabel(/^Senha/).fill(BENCH_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((u) => u.pathname !== "/login");
  out.leads.push(
    await timed(async () => {
      await page.goto(at("/leads"));
      await page.getByTestId("lead-row").first().waitFor();
    }),
  );
  if (process.env.BENCH_TRACE === "1") {
    const entries = await page.evaluate(() => [
      ...performance
        .getEntriesByType("navigation")
        .map((e) => `nav dcl ${Math.round((e as PerformanceNavigationTiming).domContentLoadedEventEnd)}`),
      ...performance
        .getEntriesByType("resource")
        .filter((e) => !/\.css|favicon/.test(e.name))
        .map((e) => `${e.name.split("/").pop()?.slice(0, 40)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`),
    ]);
    log(entries.join("\n"));
  }
  for (const label of ["Ordenar por lead", "Ordenar por status", "Ordenar por último interesse"]) {
    const before = await firstRowText(page);
    out["re-sort"].push(
      await timed(async () => {
        await page.getByRole("button", { name: label }).click();
        await page.waitForFunction(
          (text) => document.querySelector("[data-testid=lead-row]")?.textContent !== text,
          before,
          { polling: "raf" },
        );
      }),
    );
  }
  const boxes = page.getByRole("checkbox", { name: /^Selecionar (?!todos)/ });
  for (let i = 0; i < 3; i++) {
    out.tick.push(
      await timed(async () => {
        await boxes.nth(i).click();
        await page.getByText(i === 0 ? "1 lead selecionado" : `${i + 1} leads selecionados`).waitFor();
      }),
    );
  }
  return out;
}

async function main(): Promise<void> {
  const runs = Number(arg("runs") ?? 10);
  const url = benchDatabaseUrl();
  if ((await countLeads(url).catch(() => 0)) === 0) {
    throw new Error("The leads bench database is empty: run `pnpm bench:leads` once first.");
  }
  const { port, origin } = await webOrigin();
  const api = await startChildApi(url, { WEB_ORIGIN: origin, WEB_URL: origin });
  log("building the web app (production) ...");
  // The API on "localhost" too: same site as the web, so its session cookie goes with the requests.
  const web = await serveWeb(api.baseUrl.replace("127.0.0.1", "localhost"), port);
  const browser = await launchBenchBrowser();
  const samples: Record<Step, number[]> = { baseline: [], login: [], leads: [], "re-sort": [], tick: [] };
  try {
    for (let i = 0; i <= runs; i++) {
      const context = await freshContext(browser);
      const page = await context.newPage();
      const run = await oneRun(page, origin).catch(async (e: unknown) => {
        await page.screenshot({ path: path.join(os.tmpdir(), "web-leads-failure.png") }).catch(() => {});
        throw e;
      });
      await context.close();
      log(
        `run ${i}${i === 0 ? " (warm-up)" : ""}: ${STEPS.map((s) => `${s} ${run[s].map((v) => v.toFixed(0)).join("/")}`).join(", ")} ms`,
      );
      if (i > 0) for (const s of STEPS) samples[s].push(...run[s]);
    }
  } finally {
    await browser.close();
    web.close();
    await api.close();
  }

  const summary = Object.fromEntries(STEPS.map((s) => [s, summarize(samples[s])])) as Record<Step, Summary>;
  const base = summary.baseline.p50;
  const date = new Date().toISOString().slice(0, 10);
  const tag = arg("tag");
  const dir = path.resolve(arg("out") ?? path.join(here, "../results"));
  const file = path.join(dir, `web-leads-${date}${tag ? `-${tag}` : ""}`);
  const labels: Record<Step, string> = {
    baseline: "baseline: a static file (favicon.svg), same server",
    login: "login page, cold cache, until its heading",
    leads: "/leads signed in, until the first row",
    "re-sort": "re-sort (click a sort header) until the first row changes",
    tick: "tick a row's box until the bulk bar counts it",
  };
  const md = [
    `# Leads screens in the browser — ${date}${tag ? ` (${tag})` : ""}`,
    "",
    "Generated by `pnpm bench:web-leads` (bench/web-leads/run.ts): the production build of apps/web in headless",
    `Chromium against the real API on the leads bench database, signed in as ${BENCH_ADMIN_EMAIL} (every lead in`,
    `scope). ${runs} runs after one warm-up, each in a new browser context (no cache).`,
    "",
    `- web build: ${process.env.BENCH_WEB_DIR ? `apps/web of ${process.env.BENCH_WEB_DIR} (BENCH_WEB_DIR)` : "apps/web of this checkout"}`,
    `- machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? "?"}), load average at the end ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(" / ")}`,
    "",
    "| step | samples | p50 ms | p95 ms | p50 / baseline p50 |",
    "|---|---|---|---|---|",
    ...STEPS.map(
      (s) =>
        `| ${labels[s]} | ${summary[s].n} | ${summary[s].p50.toFixed(0)} | ${summary[s].p95.toFixed(0)} | ${(summary[s].p50 / base).toFixed(1)}× |`,
    ),
    "",
  ].join("\n");
  await mkdir(dir, { recursive: true });
  await writeFile(`${file}.md`, md);
  await writeFile(`${file}.json`, `${JSON.stringify({ date, tag: tag ?? null, runs, summary, samples }, null, 2)}\n`);
  log(md);
  log(`wrote ${path.relative(process.cwd(), file)}.md and .json`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
