/**
 * The API under test, in its own process (so the load generator does not share its event loop):
 * the real app (buildApp) plus, for comparison, a bare route registered here only — GET /__bare returns
 * a constant JSON through the same server and the same global hooks (request id, helmet, CORS, rate
 * limit, maintenance check), but with no auth and no database.
 *
 * BENCH_WRITE_RATE=N (per second) keeps creating notifications for the users of BENCH_WRITE_EMAILS (comma
 * separated) through the service, as the API and worker do (row, then publish: the feed version moves), so
 * polls keep finding new data. GET /__stats tells how many notifications were written and how many list
 * answers came from the cache. NOTIFICATIONS_CACHE_TTL_MS=0 turns the answer cache off (decision 016).
 * GET /__replay/:key runs statements registered with POST /__replay/:key ({statements: [{sql, values}]}) on a
 * plain pg pool that parses no value, at once as the API runs a page and its count, and answers their rows as
 * JSON: what serving the same SQL over the same HTTP server costs with no auth, validation, mapping or schema (the
 * leads bench's lower bound for any implementation of the route).
 * GET /__replay-tx/:key replays one captured write request (POST /__replay-tx/:key: {before, tx, after, fresh, phone}):
 * `before` on the pool, `tx` in one transaction on one pooled connection (BEGIN ... COMMIT, in order, one round trip
 * each, as the API sends them), then `after`; every id in `fresh` and the `phone` are replaced by new ones each time,
 * so each replay writes new rows as the request did. A pool of the API's size (10). The stand bench's floor of a
 * check-in: its SQL with no application code (decision 056).
 * GET /__bare-auth is the same constant answer behind the API's authentication (a bearer token, the session lookup
 * and the route-access hook): the floor of any authenticated route (the stand bench's reference).
 * The probes are not production routes: their access rules are given to buildApp as harness routes (`/__` paths
 * only, never one of ROUTE_ACCESS; decision 051), so the API's "every route has a rule" check holds here too.
 * Prints "READY <port>" when listening; closes gracefully on SIGTERM.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { PerformanceObserver } from "node:perf_hooks";
import { buildApp } from "@portal/api/app";
import type { RouteRule } from "@portal/contracts/route-access";
import pg from "pg";
import { benchAppConfig } from "./bench-config";

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error("BENCH_DATABASE_URL is required");
const config = benchAppConfig(databaseUrl);
const { redisPrefix } = config;
const PUBLIC: RouteRule = { access: "public" };
/** The bench-only probes below and who may call them (loopback only; the process never serves users). */
const HARNESS_ROUTES: Record<string, RouteRule> = {
  "GET /__bare": PUBLIC,
  "GET /__bare-auth": { access: "authenticated" },
  "POST /__replay/:key": PUBLIC,
  "GET /__replay/:key": PUBLIC,
  "POST /__replay-tx/:key": PUBLIC,
  "GET /__replay-tx/:key": PUBLIC,
  "GET /__stats": PUBLIC,
  "GET /__cpu": PUBLIC,
  "GET /__heap": PUBLIC,
  "GET /__snapshot": PUBLIC,
  "GET /__sample/start": PUBLIC,
  "GET /__sample/stop": PUBLIC,
  "GET /__trace": PUBLIC,
};
const app = await buildApp(config, { harnessRoutes: HARNESS_ROUTES });
const BARE = { ok: true, payload: [], pagination: { total: 0, skip: 0, limit: 20 } };
const stats = { written: 0, writeErrors: 0, hits: 0, misses: 0 };
app.addHook("onResponse", async (_request, reply) => {
  const cache = reply.getHeader("x-cache");
  if (cache === "hit") stats.hits++;
  else if (cache === "miss") stats.misses++;
});
// BENCH_TRACE=1: per-request server times and GC pauses (epoch ms), read and cleared by GET /__trace, so a probe can
// tell what the slow requests of a run had in common.
const trace = {
  requests: [] as { start: number; end: number }[],
  gc: [] as { start: number; ms: number; kind: number }[],
};
if (process.env.BENCH_TRACE === "1") {
  const t0 = performance.timeOrigin;
  const started = new WeakMap<object, number>();
  app.addHook("onRequest", async (request) => {
    started.set(request, t0 + performance.now());
  });
  app.addHook("onResponse", async (request) => {
    const start = started.get(request);
    if (start !== undefined) trace.requests.push({ start, end: t0 + performance.now() });
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      trace.gc.push({ start: t0 + e.startTime, ms: e.duration, kind: (e.detail as { kind?: number })?.kind ?? 0 });
    }
  }).observe({ entryTypes: ["gc"] });
}
// Every value stays the text PostgreSQL sent (no Date or number parsing): the cheapest decode there is.
const asText = (value: string) => value;
const replayPool = new pg.Pool({ connectionString: databaseUrl, max: 4, types: { getTypeParser: () => asText } });
const replays = new Map<string, { sql: string; values: unknown[] }[]>();
type Statement = { sql: string; values: unknown[] };
interface TxReplay {
  before: Statement[];
  tx: Statement[];
  after: Statement[];
  fresh: string[];
  phone: string;
}
const txReplays = new Map<string, TxReplay>();
const txPool = new pg.Pool({ connectionString: databaseUrl, max: 10, types: { getTypeParser: () => asText } });
let replayPhone = 0;
/** The statements with every fresh id and the phone replaced (strings and JSON texts alike). */
function refreshed(r: TxReplay, list: Statement[]): Statement[] {
  const map = new Map<string, string>(r.fresh.map((id) => [id, randomUUID()]));
  replayPhone++;
  map.set(r.phone, `${r.phone.slice(0, 4)}8${String(replayPhone).padStart(r.phone.length - 5, "0")}`);
  const swap = (v: unknown) => {
    if (typeof v !== "string") return v;
    let out = v;
    for (const [from, to] of map) if (out.includes(from)) out = out.replaceAll(from, to);
    return out;
  };
  return list.map((st) => ({ sql: st.sql, values: st.values.map(swap) }));
}
await app.register(async (bare) => {
  bare.get("/__bare", async () => BARE);
  bare.get("/__bare-auth", async () => BARE);
  bare.post("/__replay/:key", async (request) => {
    const { key } = request.params as { key: string };
    replays.set(key, (request.body as { statements: { sql: string; values: unknown[] }[] }).statements);
    return { ok: true };
  });
  bare.get("/__replay/:key", async (request, reply) => {
    const statements = replays.get((request.params as { key: string }).key);
    if (!statements) return reply.code(404).send({ message: "unknown replay key" });
    const results = await Promise.all(statements.map((st) => replayPool.query(st.sql, st.values)));
    return { payload: results.map((r) => r.rows) };
  });
  bare.post("/__replay-tx/:key", async (request) => {
    txReplays.set((request.params as { key: string }).key, request.body as TxReplay);
    return { ok: true };
  });
  bare.get("/__replay-tx/:key", async (request, reply) => {
    const r = txReplays.get((request.params as { key: string }).key);
    if (!r) return reply.code(404).send({ message: "unknown replay key" });
    // One set of fresh ids for the whole request (the same across before / tx / after).
    const all = refreshed(r, [...r.before, ...r.tx, ...r.after]);
    const before = all.slice(0, r.before.length);
    const tx = all.slice(r.before.length, r.before.length + r.tx.length);
    const after = all.slice(r.before.length + r.tx.length);
    for (const st of before) await txPool.query(st.sql, st.values);
    const client = await txPool.connect();
    try {
      await client.query("BEGIN");
      for (const st of tx) await client.query(st.sql, st.values);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    for (const st of after) await txPool.query(st.sql, st.values);
    return { ok: true };
  });
  bare.get("/__stats", async () => stats);
  // CPU time this process has used (µs): a client diffs two reads to get the server's CPU per request.
  bare.get("/__cpu", async () => process.cpuUsage());
  // Heap in use after a full collection (needs --expose-gc): grows between two reads only if something is kept.
  bare.get("/__heap", async () => {
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage();
  });
  bare.get("/__snapshot", async (request) => {
    const { writeHeapSnapshot } = await import("node:v8");
    return { file: writeHeapSnapshot((request.query as { file?: string }).file) };
  });
  // Sampling heap profiler: with major=1 it also keeps the objects that survived scavenges and died in a full GC.
  let session: import("node:inspector").Session | undefined;
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session?.post(method, params, (err, res) => (err ? reject(err) : resolve(res))),
    );
  bare.get("/__sample/start", async (request) => {
    const { Session } = await import("node:inspector");
    session = new Session();
    session.connect();
    const major = (request.query as { major?: string }).major === "1";
    await post("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: major });
    return { ok: true };
  });
  bare.get("/__sample/stop", async () => {
    const r = (await post("HeapProfiler.stopSampling")) as { profile: { head: unknown } };
    session?.disconnect();
    type N = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: N[] };
    const sites = new Map<string, number>();
    const walk = (n: N, stack: string[]) => {
      const f = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
      const st = [...stack, f];
      if (n.selfSize) {
        const key = st.slice(-4).join(" < ");
        sites.set(key, (sites.get(key) ?? 0) + n.selfSize);
      }
      for (const c of n.children) walk(c, st);
    };
    walk(r.profile.head as N, []);
    return [...sites].sort((a, b) => b[1] - a[1]).slice(0, 25);
  });
  bare.get("/__trace", async () => {
    const out = { requests: trace.requests.splice(0), gc: trace.gc.splice(0) };
    return out;
  });
});
await app.listen({ port: 0, host: "127.0.0.1" });

const writeRate = Number(process.env.BENCH_WRITE_RATE ?? 0);
const writeEmails = (process.env.BENCH_WRITE_EMAILS ?? "").split(",").filter(Boolean);
let writer: NodeJS.Timeout | undefined;
if (writeRate > 0 && writeEmails.length) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("SELECT id FROM users WHERE email = ANY($1)", [writeEmails]);
  await client.end();
  const ids = rows.map((r) => r.id);
  let n = 0;
  writer = setInterval(() => {
    const receiverId = ids[Math.floor(Math.random() * ids.length)] as string;
    n++;
    app.services.notifications
      .create({ receiverId, title: `Aviso ${n}`, message: "Gerado pelo benchmark", type: "GENERIC" })
      .then(() => stats.written++)
      .catch(() => stats.writeErrors++);
  }, 1000 / writeRate);
}
console.log(`READY ${(app.server.address() as AddressInfo).port}`);

let closing = false;
process.on("SIGTERM", async () => {
  if (closing) return;
  closing = true;
  if (writer) clearInterval(writer);
  const keys = await app.redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
  if (keys.length) await app.redis.del(...keys).catch(() => 0);
  await app.close();
  await replayPool.end();
  await txPool.end();
  process.exit(0);
});
