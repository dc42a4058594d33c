/**
 * The API under test in its own Node process (lib/api-server.ts: the real buildApp, production settings, no
 * query logging), so a load generator or timing loop never shares its event loop or its garbage collector.
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ChildApi {
  baseUrl: string;
  child: ChildProcess;
  close(): Promise<void>;
}

export function startChildApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildApi> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_API_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      path.join(here, "api-server.ts"),
    ],
    {
      env: { ...process.env, ...env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`API process exited (${code}) before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const m = /^READY (\d+)$/.exec(line);
      if (m) resolve({ child, baseUrl: `http://127.0.0.1:${m[1]}`, close });
      else console.log(`[api] ${line}`);
    });
  });
}

/** A lean keep-alive HTTP client (node:http, one socket): what a browser's connection costs, no fetch overhead. */
export class SequentialClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly url: URL;
  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  request(
    method: string,
    pathAndQuery: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<{ status: number; text: string; ms: number }> {
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.url.hostname, port: this.url.port, method, path: pathAndQuery, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => {
            chunks.push(c);
          });
          res.on("end", () => {
            // A compressed answer is decoded, as a browser does before it can use it (part of the time).
            const raw = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const body = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, text: body.toString("utf8"), ms: performance.now() - t0 });
          });
        },
      );
      req.on("error", reject);
      if (body) req.write(body);
      req.end();
    });
  }

  /** The API process's own CPU time so far (µs), from the bench-only GET /__cpu (lib/api-server.ts). */
  async cpuUsage(): Promise<{ user: number; system: number }> {
    const r = await this.request("GET", "/__cpu");
    if (r.status !== 200) throw new Error(`GET /__cpu answered ${r.status}`);
    return JSON.parse(r.text) as { user: number; system: number };
  }

  close(): void {
    this.agent.destroy();
  }
}
