/**
 * `pnpm bench:web-first-load` — the bytes each screen's first visit fetches (empty cache), issue 17 §6. Builds
 * apps/web for production with its manifest (BENCH_WEB_DIR=<checkout>/apps/web builds another checkout's: a
 * baseline), and for each route of `ROUTES` (measure.ts) sums what index.html loads plus the split chunks of the
 * route files the URL matches, with their static imports and CSS: raw bytes, gzip -9 bytes, file count.
 *
 * The floor: three minimal apps built the same way, each a MantineProvider with the login form's components (and
 * their CSS only) under a TanStack router, then + TanStack Query, then + a zod schema: what any screen of this stack
 * costs before the portal's own code. Not part of the test run.
 *
 *   --tag=NAME        suffix of the result files (web-first-load-<date>[-NAME].md/.json)
 *   --baseline=FILE   a previous run's JSON (e.g. main's build) shown as "before" next to this run
 *   --out=DIR         results folder (default bench/results)
 *   --floor=off       skip the floor apps (three more builds)
 *   --before-dist=DIR an existing build (e.g. one made before decision 062, without .br/.gz twins) whose bytes on
 *                     the wire are shown as "before" in the transfer table
 *
 * Transfer (decision 062): each build is also served by apps/web/scripts/serve.ts (the start script's server) and
 * every file of each first load fetched as Chromium, a gzip-only client and a client without Accept-Encoding ask:
 * the body bytes that cross the network.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Bytes, measureFiles, ROUTES, readManifest, routeFiles } from "./measure";
import { measureTransfer, type Transfer } from "./transfer";

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const WEB_DIR = process.env.BENCH_WEB_DIR || path.resolve(here, "../../apps/web");
const VITE = path.join(WEB_DIR, "node_modules/.bin/vite");

interface Result {
  commit: string;
  routes: Array<{ path: string } & Bytes>;
  transfer?: Transfer[];
  /** The transfer of the --before-dist build. */
  transferBefore?: Transfer[];
  floor: Array<{ name: string } & Bytes>;
}

async function viteBuild(root: string, outDir: string): Promise<void> {
  await run(VITE, ["build", root, "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "error"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", VITE_API_URL: "http://localhost:3000" },
    maxBuffer: 20 * 1024 * 1024,
  });
}

async function measureApp(outDir: string): Promise<Pick<Result, "routes" | "transfer">> {
  await viteBuild(WEB_DIR, outDir);
  const manifest = readManifest(outDir);
  return {
    routes: ROUTES.map((r) => ({ path: r.path, ...measureFiles(outDir, routeFiles(manifest, r.files)) })),
    transfer: await measureTransfer(outDir, manifest),
  };
}

/** What the login form uses of Mantine: the floor apps render these, with only their CSS. */
const LOGIN_COMPONENTS = ["Stack", "Title", "Text", "TextInput", "PasswordInput", "Button", "Anchor", "Alert"];
const LOGIN_CSS = [
  "baseline",
  "default-css-variables",
  "global",
  "UnstyledButton",
  "Loader",
  "Input",
  "PasswordInput",
  "ActionIcon",
  "Button",
  "Stack",
  "Title",
  "Text",
  "Anchor",
  "Alert",
  "CloseButton",
];

function floorApp(withQuery: boolean, withZod: boolean): string {
  const lines = [
    ...LOGIN_CSS.map((c) => `import "@mantine/core/styles/${c}.css";`),
    `import { createElement as h } from "react";`,
    `import { createRoot } from "react-dom/client";`,
    `import { MantineProvider, ${LOGIN_COMPONENTS.join(", ")} } from "@mantine/core";`,
    `import { createRootRoute, createRouter, RouterProvider, Outlet } from "@tanstack/react-router";`,
    withQuery ? `import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";` : "",
    withZod ? `import { z } from "zod";` : "",
    withZod
      ? `const schema = z.object({ email: z.email("E-mail inválido"), password: z.string().min(8) });`
      : "const schema = { safeParse: (v) => ({ success: !!v }) };",
    withQuery
      ? `const useConfig = () => useQuery({ queryKey: ["c"], queryFn: () => fetch("/c").then((r) => r.json()) }).data;`
      : "const useConfig = () => undefined;",
    `function Login() {
      const config = useConfig();
      return h(Stack, null, h(Title, null, "Entrar"), h(Text, null, String(config)),
        h(Alert, { title: "Aviso" }, "Sessão expirada"),
        h(TextInput, { label: "E-mail" }), h(PasswordInput, { label: "Senha" }),
        h(Button, { onClick: () => schema.safeParse({}) }, "Entrar"), h(Anchor, { href: "/x" }, "Esqueci"));
    }`,
    `const router = createRouter({ routeTree: createRootRoute({ component: () => h(Outlet) }).addChildren([]) });`,
    `const app = h(MantineProvider, null, h(Login), h(RouterProvider, { router }));`,
    withQuery
      ? `createRoot(document.getElementById("root")).render(h(QueryClientProvider, { client: new QueryClient() }, app));`
      : `createRoot(document.getElementById("root")).render(app);`,
  ];
  return lines.filter(Boolean).join("\n");
}

async function measureFloor(): Promise<Result["floor"]> {
  // Inside apps/web/node_modules, so the floor resolves the very packages (and versions) the portal uses.
  const root = mkdtempSync(path.join(WEB_DIR, "node_modules", ".web-first-load-floor-"));
  try {
    const out: Result["floor"] = [];
    const variants = [
      { name: "React + Router + Mantine (login form)", query: false, zod: false },
      { name: "+ TanStack Query", query: true, zod: false },
      { name: "+ zod", query: true, zod: true },
    ];
    for (const [i, v] of variants.entries()) {
      const dir = path.join(root, `app${i}`);
      mkdirSync(dir);
      writeFileSync(
        path.join(dir, "index.html"),
        `<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
      );
      writeFileSync(path.join(dir, "main.js"), floorApp(v.query, v.zod));
      const dist = path.join(dir, "dist");
      await viteBuild(dir, dist);
      out.push({ name: v.name, ...measureFiles(dist, routeFiles(readManifest(dist), [])) });
    }
    return out;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

function report(now: Result, before: Result | undefined, date: string): string {
  const rows = now.routes.map((r) => {
    const b = before?.routes.find((x) => x.path === r.path);
    const was = b ? `${kb(b.raw)} / **${kb(b.gzip)}** / ${b.files}` : "–";
    return `| ${r.path} | ${was} | ${kb(r.raw)} / **${kb(r.gzip)}** / ${r.files} | ${kb(r.js)} / ${kb(r.css)} |`;
  });
  const floor = now.floor.map((f) => `| ${f.name} | ${kb(f.raw)} | **${kb(f.gzip)}** | ${f.files} |`);
  const transfer = (now.transfer ?? []).map((t) => {
    const b = now.transferBefore?.find((x) => x.path === t.path);
    const was = b ? `${kb(b.bytes.browser)} / ${b.files}` : "–";
    return `| ${t.path} | ${was} | **${kb(t.bytes.browser)}** | ${kb(t.bytes.gzip)} | ${kb(t.bytes.identity)} | ${t.files} |`;
  });
  return [
    `# Web first load — ${date}`,
    "",
    "`pnpm bench:web-first-load` (bench/web-first-load/run.ts). Bytes a first visit fetches with an empty cache:",
    "index.html's entry with its static imports and CSS, plus the split component chunks of the route files the URL",
    "matches (layouts included) with their static imports and CSS, read from the build manifest. KB = 1,024 bytes;",
    "gzip is node:zlib level 9 file by file. Imports made on demand (a dialog opened) are not counted.",
    "",
    `Before: ${before ? `\`${before.commit}\`` : "–"}. After: \`${now.commit}\`.`,
    "",
    "| Route | before: raw / gzip / files | after: raw / gzip / files | after: JS / CSS raw |",
    "|---|---|---|---|",
    ...rows,
    "",
    "## Bytes on the wire (start script's server)",
    "",
    "Each first load (the page's index.html and every file above) fetched from apps/web/scripts/serve.ts as a client",
    "sends Accept-Encoding: Chromium (`gzip, deflate, br, zstd`), a gzip-only client, none. Body bytes, KB; headers",
    "not counted. Before: the --before-dist build (no .br/.gz twins: every client got the files as they are).",
    "",
    "| Route | before: browser KB / requests | after: browser (br) KB | gzip-only KB | no Accept-Encoding KB | requests |",
    "|---|---|---|---|---|---|",
    ...transfer,
    "",
    ...(now.floor.length > 0
      ? [
          "## Floor of the stack",
          "",
          "Minimal apps built the same way: a MantineProvider rendering the login form's components",
          `(${LOGIN_COMPONENTS.join(", ")}) with only their CSS, under a TanStack router; then with TanStack Query; then`,
          "with a zod schema. Nothing of the portal's own code, no icons, no notifications.",
          "",
          "| App | raw KB | gzip KB | files |",
          "|---|---|---|---|",
          ...floor,
          "",
        ]
      : []),
  ].join("\n");
}

async function main() {
  const date = new Date().toISOString().slice(0, 10);
  const tag = arg("tag");
  const outDir = path.resolve(arg("out") ?? path.join(here, "../results"));
  const baseline = arg("baseline");
  const before = baseline ? (JSON.parse(readFileSync(path.resolve(baseline), "utf8")) as Result) : undefined;
  const commit = (await run("git", ["rev-parse", "--short", "HEAD"], { cwd: WEB_DIR })).stdout.trim();
  const dist = mkdtempSync(path.join(tmpdir(), "portal-web-first-load-"));
  try {
    const { routes, transfer } = await measureApp(dist);
    const beforeDist = arg("before-dist");
    const transferBefore = beforeDist
      ? await measureTransfer(path.resolve(beforeDist), readManifest(path.resolve(beforeDist)))
      : undefined;
    const floor = arg("floor") === "off" ? [] : await measureFloor();
    const result: Result = { commit, routes, transfer, ...(transferBefore && { transferBefore }), floor };
    if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
    const name = `web-first-load-${date}${tag ? `-${tag}` : ""}`;
    writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(outDir, `${name}.md`), report(result, before, date));
    console.log(report(result, before, date));
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

await main();
