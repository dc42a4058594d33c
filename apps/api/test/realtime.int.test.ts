import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import { createRedisPublisher } from "@portal/domain/realtime";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildApp } from "../src/app";
import { RealtimeHub } from "../src/modules/realtime/realtime.hub";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, RecordingJobQueue, type TestContext } from "./helpers";

let ctx: TestContext;
let appB: FastifyInstance;
let redisB: Redis;
let urlA: string;
let urlB: string;
let spec: Staff;
let other: Staff;

type Opened = { socket: WebSocket; events: RealtimeEvent[] };
type Refused = { status: number };

/** Opens a socket; resolves with it once open, or with the HTTP status when the upgrade is refused. */
function connect(base: string, opts: { token?: string; query?: string; cookie?: string; origin?: string } = {}) {
  return new Promise<Opened | Refused>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const socket = new WebSocket(`${base}/ws${opts.query ?? ""}`, { headers, origin: opts.origin });
    const events: RealtimeEvent[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    socket.once("open", () => resolve({ socket, events }));
    socket.once("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once("error", (err) => reject(err));
  });
}

function opened(r: Opened | Refused): Opened {
  if (!("socket" in r)) throw new Error(`socket refused with ${r.status}`);
  return r;
}

async function waitFor<T>(fn: () => T | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Publishes a marker to the user after everything published so far, waits until the socket got it, and drops it:
 * Redis and the hub keep the order, so whatever was sent to this socket before the marker has arrived by now.
 * Lets a test assert that nothing came without waiting "long enough".
 */
async function drained(s: Opened, userId: string): Promise<void> {
  const unitId = randomUUID();
  await createRedisPublisher(ctx.redis, ctx.config.redisPrefix).publish(userId, {
    type: "unit.changed",
    enterprise_id: "drain-marker",
    unit_id: unitId,
  });
  const isMarker = (e: RealtimeEvent) => e.type === "unit.changed" && e.unit_id === unitId;
  await waitFor(() => s.events.find(isMarker));
  s.events.splice(s.events.findIndex(isMarker), 1);
}

/** The session id a token names (its jti). */
const sessionIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).jti as string;

const wsBase = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  // Instance B: same database, same Redis prefix (same deployment), its own Redis connection.
  redisB = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  appB = await buildApp(ctx.config, { prisma: ctx.prisma, redis: redisB, jobs: new RecordingJobQueue() });
  await appB.listen({ port: 0, host: "127.0.0.1" });
  urlA = wsBase(ctx.app);
  urlB = wsBase(appB);
  spec = await staff(ctx, ["ONLINE_SPECIALIST"]);
  other = await staff(ctx, ["BOOTH_SPECIALIST"]);
});

afterAll(async () => {
  await appB?.close();
  await redisB?.quit();
  await ctx?.close();
});

describe("GET /ws authentication (before the upgrade)", () => {
  it("refuses a connection without a token with 401, and opens no socket", async () => {
    expect(await connect(urlA)).toEqual({ status: 401 });
    expect(ctx.app.realtimeHub.count()).toBe(0);
  });

  it("refuses a bad token, in the header or the query, with 401", async () => {
    expect(await connect(urlA, { token: "not-a-jwt" })).toEqual({ status: 401 });
    expect(await connect(urlA, { query: "?token=abc.def.ghi" })).toEqual({ status: 401 });
    expect(ctx.app.realtimeHub.count()).toBe(0);
  });

  it("refuses a token whose session was revoked (logout)", async () => {
    const gone = await staff(ctx, ["ONLINE_SPECIALIST"]);
    await ctx.app.inject({ method: "POST", url: "/users/logout", headers: gone.headers });
    expect(await connect(urlA, { token: gone.token })).toEqual({ status: 401 });
  });

  it("refuses a browser origin that is not the portal's", async () => {
    expect(await connect(urlA, { token: spec.token, origin: "https://evil.example" })).toEqual({ status: 403 });
    const ok = opened(await connect(urlA, { token: spec.token, origin: ctx.config.webOrigins[0] }));
    ok.socket.close();
  });

  it("accepts the token from the Authorization header, the query or the session cookie", async () => {
    const viaHeader = opened(await connect(urlA, { token: spec.token }));
    const viaQuery = opened(await connect(urlA, { query: `?token=${spec.token}` }));
    const viaCookie = opened(await connect(urlA, { cookie: `portal_token=${spec.token}` }));
    await waitFor(() => (ctx.app.realtimeHub.count(spec.user.id) === 3 ? true : undefined));
    for (const s of [viaHeader, viaQuery, viaCookie]) s.socket.close();
    await waitFor(() => (ctx.app.realtimeHub.count(spec.user.id) === 0 ? true : undefined));
  });
});

describe("delivery", () => {
  it("a notification created for the user reaches their socket as notification.created, and nobody else's", async () => {
    const mine = opened(await connect(urlA, { token: spec.token }));
    const theirs = opened(await connect(urlA, { token: other.token }));
    const row = await ctx.app.services.notifications.create({
      receiverId: spec.user.id,
      title: "Novo Lead na sua carteira",
      message: "Você recebeu o lead Ana Souza.",
      type: "NEW_LEAD",
      linkedContent: "lead-123",
      deadline: new Date("2026-01-01T12:10:00Z"),
    });
    const event = await waitFor(() => mine.events[0]);
    expect(event).toEqual({
      type: "notification.created",
      notification: {
        _id: row.id,
        title: "Novo Lead na sua carteira",
        message: "Você recebeu o lead Ana Souza.",
        type: "NEW_LEAD",
        linked_content: "lead-123",
        deadline: "2026-01-01T12:10:00.000Z",
        createdAt: row.createdAt.toISOString(),
      },
    });
    await drained(theirs, other.user.id);
    expect(theirs.events).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it("notify() inside a transaction publishes nothing until the caller publishes after commit", async () => {
    const s = opened(await connect(urlA, { token: spec.token }));
    const { notifications } = ctx.app.services;
    const pending = await ctx.app.db.transaction(async (repos) => {
      const { pending } = await notifications.notify(repos, {
        receiverId: spec.user.id,
        title: "Proposta aprovada",
        message: "A proposta foi aprovada.",
        type: "PROPOSAL_APPROVED",
      });
      return pending;
    });
    await drained(s, spec.user.id);
    expect(s.events).toEqual([]);
    await notifications.publish(pending);
    const event = await waitFor(() => s.events[0]);
    expect(event.type).toBe("notification.created");
    s.socket.close();
  });

  it("delivers across two API instances: socket on A gets what B publishes, and the reverse", async () => {
    const onA = opened(await connect(urlA, { token: spec.token }));
    const onB = opened(await connect(urlB, { token: other.token }));
    expect(appB.realtimeHub.count(other.user.id)).toBe(1);
    expect(ctx.app.realtimeHub.count(other.user.id)).toBe(0);
    const fromB = await appB.services.notifications.create({
      receiverId: spec.user.id,
      title: "Unidade disponível",
      message: "A unidade 101 está disponível.",
      type: "UNIT_AVAILABLE",
    });
    const a = await waitFor(() => onA.events[0]);
    expect(a).toMatchObject({ type: "notification.created", notification: { _id: fromB.id } });
    await ctx.app.services.realtime.publish(other.user.id, { type: "lead.updated", lead_id: "lead-9" });
    expect(await waitFor(() => onB.events[0])).toEqual({ type: "lead.updated", lead_id: "lead-9" });
    onA.socket.close();
    onB.socket.close();
  });

  it("closes every socket with 1001 when the instance shuts down", async () => {
    const redisC = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
    const appC = await buildApp(ctx.config, { prisma: ctx.prisma, redis: redisC, jobs: new RecordingJobQueue() });
    await appC.listen({ port: 0, host: "127.0.0.1" });
    const s = opened(await connect(wsBase(appC), { token: spec.token }));
    const closed = new Promise<number>((resolve) => s.socket.once("close", (code) => resolve(code)));
    await appC.close();
    expect(await closed).toBe(1001);
    expect(appC.realtimeHub.count()).toBe(0);
    await redisC.quit();
  });
});

describe("heartbeat", () => {
  /** A socket stand-in: counts pings, answers them only when told to. */
  class FakeSocket extends EventEmitter {
    readonly OPEN = 1;
    readyState = 1;
    pings = 0;
    terminated = false;
    constructor(private readonly answers: boolean) {
      super();
    }
    ping() {
      this.pings++;
      if (this.answers) setImmediate(() => this.emit("pong"));
    }
    terminate() {
      this.terminated = true;
      this.emit("close");
    }
    close() {
      this.emit("close");
    }
    send() {}
  }

  it("pings every interval and terminates a socket that missed the previous ping", async () => {
    const { auth } = ctx.app.services;
    const hub = new RealtimeHub(
      ctx.redis,
      `${ctx.config.redisPrefix}hb:`,
      { warn: () => undefined },
      {
        sessions: { live: (u, s) => auth.liveSession(u, s), resolve: (u, s) => auth.resolveSession(u, s) },
        heartbeatMs: 30,
      },
    );
    await hub.start();
    const live = new FakeSocket(true);
    const dead = new FakeSocket(false);
    const owner = { id: spec.user.id, sessionId: sessionIdOf(spec.token) };
    hub.add(owner, live as unknown as WebSocket);
    hub.add(owner, dead as unknown as WebSocket);
    await waitFor(() => (dead.terminated ? true : undefined), 2000);
    expect(live.terminated).toBe(false);
    expect(live.pings).toBeGreaterThanOrEqual(2);
    expect(hub.count(spec.user.id)).toBe(1);
    await hub.stop();
    expect(hub.count()).toBe(0);
  });
});
