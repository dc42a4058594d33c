// Runs the whole product locally: migrations, demo seed, then API, worker and web together.
// Prints the URLs and the demo logins once everything answers. Ctrl+C stops all three.
// The web is the production build (rebuilt only when its inputs changed) behind the same headers as nginx
// (decision 034); `pnpm dev` is the way to get Vite's hot reload.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "../apps/web/scripts/build-once";
import { serveWeb } from "../apps/web/scripts/serve";
import { DEMO_PHONE_NUMBER_ID, DEMO_SANDBOX_PORT } from "../packages/wa-sandbox/src/demo";
import { startWaSandbox, type WaSandbox } from "../packages/wa-sandbox/src/server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const env: Record<string, string | undefined> = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/portal",
  REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  API_PORT: process.env.API_PORT ?? "3333",
  WEB_PORT: process.env.WEB_PORT ?? "5173",
  APP_ENV: process.env.APP_ENV ?? "development",
};
env.VITE_API_URL = process.env.VITE_API_URL ?? `http://localhost:${env.API_PORT}`;
env.WEB_URL = process.env.WEB_URL ?? `http://localhost:${env.WEB_PORT}`;
env.WEB_ORIGIN = process.env.WEB_ORIGIN ?? `http://localhost:${env.WEB_PORT},http://127.0.0.1:${env.WEB_PORT}`;

function run(label: string, args: string[]) {
  console.log(`› ${label}`);
  const r = spawnSync("pnpm", args, { stdio: "inherit", env: env as NodeJS.ProcessEnv });
  if (r.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

run("applying migrations", ["db:migrate"]);
if (env.APP_ENV !== "production") {
  run("seeding demo data", ["--silent", "db:seed"]);
  // Enterprises, units, reservations, proposals and sales go through the API's own rules (apps/api/src/demo).
  run("seeding demo enterprises, units and deals", ["--silent", "--filter", "@portal/api", "demo:inventory"]);
}

console.log("› building the web portal (skipped when nothing changed since the last build)");
// Before the servers start: the build is synchronous, and their piped logs would wait meanwhile.
let webBuild: ReturnType<typeof ensureWebBuild>;
try {
  webBuild = ensureWebBuild(repoRoot, path.join(repoRoot, ".data/web"), String(env.VITE_API_URL));
} catch (err) {
  console.error(`✗ ${String(err)}`);
  process.exit(1);
}
console.log(webBuild.built ? "  web portal built" : "  web portal unchanged: reusing the last build");
const colors = { api: 36, worker: 35, web: 32 } as const;
const children: ReturnType<typeof spawn>[] = [];
function start(name: keyof typeof colors, args: string[]) {
  const child = spawn("pnpm", args, { env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `\x1b[${colors[name]}m${name.padEnd(6)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let buf = "";
    stream.on("data", (d: Buffer) => {
      buf += d;
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const l of lines) process.stdout.write(`${prefix + l}\n`);
    });
  }
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${name} exited with code ${code}; stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("api", ["--filter", "@portal/api", "start"]);
start("worker", ["--filter", "@portal/worker", "start"]);
const webServer = await serveWeb({
  root: webBuild.outDir,
  port: Number(env.WEB_PORT),
  host: "0.0.0.0",
  apiUrl: env.VITE_API_URL,
}).catch((err: unknown) => {
  console.error(`web server could not listen on port ${env.WEB_PORT}: ${String(err)}`);
  stop(1);
  return null;
});
process.on("exit", () => webServer?.close());

// The WhatsApp Cloud API sandbox (decision 080): outside production, unless WHATSAPP_GRAPH_BASE_URL points elsewhere.
// Its status and inbound webhooks go to the API like Meta's would. A taken port is logged, never fatal.
const waSandboxPort = Number(process.env.WA_SANDBOX_PORT ?? DEMO_SANDBOX_PORT);
let waSandbox: WaSandbox | null = null;
let waSandboxNote = "not started (production or WHATSAPP_GRAPH_BASE_URL set)";
if (env.APP_ENV !== "production" && !process.env.WHATSAPP_GRAPH_BASE_URL) {
  waSandbox = await startWaSandbox({
    port: waSandboxPort,
    webhookUrl: `http://127.0.0.1:${env.API_PORT}/webhooks/whatsapp`,
    logger: (line) => console.log(`\x1b[33mwa    \x1b[0m│ ${line}`),
  }).catch((err: NodeJS.ErrnoException) => {
    waSandboxNote =
      err.code === "EADDRINUSE"
        ? `port ${waSandboxPort} is taken (another sandbox running?); WhatsApp sends go to whatever listens there`
        : `could not start: ${String(err)}`;
    console.error(`WhatsApp sandbox ${waSandboxNote}`);
    return null;
  });
  if (waSandbox) waSandboxNote = `${waSandbox.url}/__sandbox (phone_number_id ${DEMO_PHONE_NUMBER_ID})`;
}
process.on("exit", () => void waSandbox?.close());

async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const apiUrl = `http://localhost:${env.API_PORT}`;
const webUrl = `http://localhost:${env.WEB_PORT}`;
const [apiOk, webOk] = await Promise.all([waitFor(`${apiUrl}/health`), waitFor(webUrl)]);
const { DEMO_USERS } = await import("../packages/db/src/seed/demo-users");
const logins = DEMO_USERS.length
  ? DEMO_USERS.map((u: { email: string; role: string }) => `   ${u.email.padEnd(44)} ${u.role}`).join("\n")
  : "   <role em minúsculas>@demo.local (ex.: geral_admin@demo.local)";
console.log(`
══════════════════════════════════════════════════════════════════════
 Portal de Vendas is running${apiOk && webOk ? "" : " (some services did not answer yet; see the logs)"}
   Web portal : ${webUrl}
   API        : ${apiUrl}   (OpenAPI: ${apiUrl}/docs, health: ${apiUrl}/health)
   Worker     : running (emails are written to .data/mail/ when SMTP_URL is unset)
   WhatsApp   : sandbox ${waSandboxNote}

 Demo logins (password Demo@2026 for all):
${logins}
 Ctrl+C stops everything.
══════════════════════════════════════════════════════════════════════
`);
