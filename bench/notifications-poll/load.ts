/** autocannon runs against the API child process. */
import autocannon from "autocannon";

export interface LoadResult {
  label: string;
  path: string;
  connections: number;
  durationSeconds: number;
  targetRate: number | null;
  requests: number;
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  label: string;
  baseUrl: string;
  path: string;
  tokens?: readonly string[];
  connections: number;
  durationSeconds: number;
  /** Fixed overall request rate (req/s); unlimited when omitted. */
  rate?: number;
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const tokens = o.tokens ?? [];
  const r = await autocannon({
    url: o.baseUrl,
    connections: o.connections,
    duration: o.durationSeconds,
    ...(o.rate && { overallRate: o.rate }),
    requests: [
      {
        method: "GET",
        path: o.path,
        // Each request as a different user (the token rotates), as 2,000 polling browsers would be.
        setupRequest: (req) => {
          if (tokens.length === 0) return req;
          const token = tokens[next++ % tokens.length];
          return { ...req, headers: { ...(req.headers ?? {}), authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    label: o.label,
    path: o.path,
    connections: o.connections,
    durationSeconds: o.durationSeconds,
    targetRate: o.rate ?? null,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: Math.round(r.latency.average * 100) / 100,
    },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}
