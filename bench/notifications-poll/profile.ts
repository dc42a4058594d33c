/** Ad-hoc: start server.ts with --cpu-prof, load a path for N s, stop. Usage: tsx profile.ts <path> <seconds> */
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { runLoad } from "./load";
import { BENCH_PASSWORD, benchDatabaseUrl, benchEmail } from "./seed";

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.argv[2] ?? "/notifications?limit=20&working_systems=SALES";
const seconds = Number(process.argv[3] ?? 10);
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "--import", "tsx", path.join(here, "server.ts")], {
  env: { ...process.env, BENCH_DATABASE_URL: benchDatabaseUrl() },
  stdio: ["ignore", "pipe", "inherit"],
});
const baseUrl: string = await new Promise((resolve) => {
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    const m = /^READY (\d+)$/.exec(line);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
});
const tokens: string[] = [];
for (let i = 0; i < 200; i++) {
  const res = await fetch(`${baseUrl}/users/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: benchEmail(1 + i * 10), password: BENCH_PASSWORD, working_systems: ["SALES"] }) });
  tokens.push(((await res.json()) as { authorization: string }).authorization);
}
const r = await runLoad({ label: "p", baseUrl, path: target, tokens, connections: 50, durationSeconds: seconds });
console.log(JSON.stringify({ rps: r.rps, lat: r.latencyMs, non2xx: r.non2xx }));
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
