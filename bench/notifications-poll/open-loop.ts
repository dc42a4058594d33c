/**
 * Fixed-rate (open-loop) load: request i is sent at start + i / rate whatever happened to the earlier ones,
 * and its latency is measured from that scheduled time (so a stalled server is charged for the requests that
 * queued behind the stall: no coordinated omission). autocannon's `overallRate` instead sends each
 * connection's quota in a burst at the start of every second, which measures its own bursts.
 */
import http from "node:http";
import type { LoadResult } from "./load";

export interface OpenLoopOptions {
  label: string;
  baseUrl: string;
  path: string;
  tokens?: readonly string[];
  rate: number;
  durationSeconds: number;
  /** Upper bound of sockets kept open (requests beyond it wait for a free socket, and that wait is counted). */
  maxSockets?: number;
}

export interface OpenLoopResult extends LoadResult {
  cacheHits: number;
  cacheMisses: number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export async function runOpenLoop(o: OpenLoopOptions): Promise<OpenLoopResult> {
  const url = new URL(o.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.maxSockets ?? 128 });
  const tokens = o.tokens ?? [];
  const total = Math.round(o.rate * o.durationSeconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let hits = 0;
  let misses = 0;
  const start = performance.now() + 50;
  const inflight: Promise<void>[] = [];

  const fire = (i: number, scheduled: number) =>
    new Promise<void>((resolve) => {
      const headers: Record<string, string> = {};
      if (tokens.length) headers.authorization = `Bearer ${tokens[i % tokens.length]}`;
      const req = http.request(
        { host: url.hostname, port: url.port, path: o.path, method: "GET", headers, agent },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - scheduled);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) non2xx++;
            if (res.headers["x-cache"] === "hit") hits++;
            else if (res.headers["x-cache"] === "miss") misses++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });

  for (let i = 0; i < total; i++) {
    const scheduled = start + (i * 1000) / o.rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(fire(i, scheduled));
  }
  await Promise.all(inflight);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    label: o.label,
    path: o.path,
    connections: o.maxSockets ?? 128,
    durationSeconds: o.durationSeconds,
    targetRate: o.rate,
    requests: total,
    rps: Math.round(total / elapsed),
    latencyMs: {
      p50: round(quantile(latencies, 0.5)),
      p90: round(quantile(latencies, 0.9)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies[latencies.length - 1] ?? 0),
      mean: round(latencies.reduce((s, v) => s + v, 0) / Math.max(1, latencies.length)),
    },
    non2xx,
    errors,
    timeouts: 0,
    cacheHits: hits,
    cacheMisses: misses,
  };
}
