// Sequential GETs against server.ts in a child process with --cpu-prof; node:http keep-alive client.
import { spawn } from "node:child_process";
import http from "node:http";
import { createInterface } from "node:readline";
const [, , dbUrl, email, pathQ, nStr, prof] = process.argv;
const n = Number(nStr ?? 2000);
const args = [...(prof === "prof" ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []), "--import", "tsx", "/work/main/bench/lib/api-server.ts"];
const child = spawn(process.execPath, args, { cwd: "/work/main/bench", env: { ...process.env, BENCH_DATABASE_URL: dbUrl }, stdio: ["ignore", "pipe", "inherit"] });
const port: number = await new Promise((res) => createInterface({ input: child.stdout! }).on("line", (l) => { const m = /^READY (\d+)$/.exec(l); if (m) res(Number(m[1])); }));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function req(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const r = http.request({ host: "127.0.0.1", port, method, path, headers, agent }, (res) => { let t = ""; res.setEncoding("utf8"); res.on("data", (c) => (t += c)); res.on("end", () => resolve({ status: res.statusCode!, text: t })); });
    r.on("error", reject); if (body) r.write(body); r.end();
  });
}
const login = await req("POST", "/users/login", { "content-type": "application/json" }, JSON.stringify({ email, password: "Bench@2026", working_systems: ["SALES"] }));
const token = JSON.parse(login.text).authorization;
const h = { authorization: `Bearer ${token}` };
for (let i = 0; i < 50; i++) await req("GET", pathQ, h);
const ms: number[] = [];
for (let i = 0; i < n; i++) { const t = performance.now(); const r = await req("GET", pathQ, h); ms.push(performance.now() - t); if (r.status !== 200) throw new Error(r.text); }
ms.sort((a, b) => a - b);
const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(2);
console.log(`${pathQ}: p50 ${q(0.5)} p90 ${q(0.9)} p95 ${q(0.95)} p99 ${q(0.99)} ms`);
child.kill("SIGTERM"); await new Promise((r) => child.once("exit", r));
