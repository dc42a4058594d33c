/**
 * A websocket lives only as long as its session (decision 059): logout, deactivation and a role change close it with
 * 4401 on whichever API instance holds it; an expired or silently revoked session gets no event. Two instances share
 * the database and the Redis prefix, as two API processes of one deployment do.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import { createUser } from "@portal/db/testing/factories";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildApp } from "../src/app";
import type { AppConfig } from "../src/config";
import { type Staff, staff } from "./factories/leads";
import { bearer, createTestContext, login, RecordingJobQueue, type TestContext } from "./helpers";
import { until, withTimeout } from "./wait";

let ctx: TestContext;
let appB: FastifyInstance;
let admin: Staff;
const extra: { app: FastifyInstance; redis: Redis }[] = [];

type Opened = { socket: WebSocket; events: RealtimeEvent[]; closed: Promise<number> };

const wsBase = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Opens a socket; resolves once open (with a promise of its close code), or with the HTTP status of a refusal. */
function connect(app: FastifyInstance, opts: { token?: string; query?: string; cookie?: string } = {}) {
  return new Promise<Opened | { status: number }>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const socket = new WebSocket(`${wsBase(app)}/ws${opts.query ?? ""}`, { headers });
    const events: RealtimeEvent[] = [];
    const closed = new Promise<number>((done) => socket.once("close", (code) => done(code)));
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    socket.once("open", () => resolve({ socket, events, closed }));
    socket.once("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once("error", (err) => reject(err));
  });
}

function opened(r: Opened | { status: number }): Opened {
  if (!("socket" in r)) throw new Error(`socket refused with ${r.status}`);
  return r;
}

const closeCode = (s: Opened) => withTimeout(s.closed, 5_000, "the socket to close");

/** The hub checks each new socket's session once more; its event queue is ready when the count shows it. */
const held = (app: FastifyInstance, userId: string, n: number) =>
  until(() => app.realtimeHub.count(userId) === n, 5_000, `${n} socket(s) of the user held`);

const event = (): RealtimeEvent => ({ type: "lead.updated", lead_id: randomUUID() });

/** Publishes through an instance and waits until the socket has it: the socket is live and delivered to. */
async function receives(from: FastifyInstance, userId: string, s: Opened): Promise<void> {
  const e = event();
  await from.services.realtime.publish(userId, e);
  await until(() => s.events.some((got) => JSON.stringify(got) === JSON.stringify(e)), 5_000, "the event");
}

async function instance(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
  const app = await buildApp(
    { ...ctx.config, ...overrides },
    { prisma: ctx.prisma, redis, jobs: new RecordingJobQueue() },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  extra.push({ app, redis });
  return app;
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  appB = await instance();
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});

afterAll(async () => {
  for (const { app, redis } of extra) {
    await app.close();
    await redis.quit();
  }
  await ctx?.close();
});

describe("a socket is closed when its session ends, on any instance", () => {
  it("logout on instance A closes that session's socket on B with 4401; the user's other session keeps its own", async () => {
    const { user, password } = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    const first = (await login(ctx.app, user.email, password)).token!;
    const second = (await login(ctx.app, user.email, password)).token!;
    const viaCookie = opened(await connect(appB, { cookie: `portal_token=${first}` }));
    const viaQuery = opened(await connect(appB, { query: `?token=${first}` }));
    const other = opened(await connect(appB, { token: second }));
    await held(appB, user.id, 3);

    const out = await ctx.app.inject({ method: "POST", url: "/users/logout", headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect(await closeCode(viaCookie)).toBe(4401);
    expect(await closeCode(viaQuery)).toBe(4401);
    expect(appB.realtimeHub.count(user.id)).toBe(1);
    await receives(ctx.app, user.id, other);
    expect(viaCookie.events).toEqual([]);
    other.socket.close();
  });

  it("deactivating the user (DELETE /admin/users/{id}) closes every socket of theirs, on both instances", async () => {
    const target = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const onA = opened(await connect(ctx.app, { token: target.token }));
    const onB = opened(await connect(appB, { token: target.token }));
    await held(ctx.app, target.user.id, 1);
    await held(appB, target.user.id, 1);

    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/admin/users/${target.user.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target.user.id, active: false });
    expect([await closeCode(onA), await closeCode(onB)]).toEqual([4401, 4401]);
    expect(ctx.app.realtimeHub.count(target.user.id) + appB.realtimeHub.count(target.user.id)).toBe(0);
  });

  it("a role change closes the user's sockets; a new name does not (the session still lives)", async () => {
    const target = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const s = opened(await connect(appB, { token: target.token }));
    await held(appB, target.user.id, 1);

    const renamed = await ctx.app.inject({
      method: "PUT",
      url: `/admin/users/${target.user.id}`,
      headers: admin.headers,
      payload: { full_name: "Nome Trocado" },
    });
    expect(renamed.statusCode).toBe(200);
    // Published after the rename: arrives after B re-checked the session for the rename, and the socket is open.
    await receives(ctx.app, target.user.id, s);
    expect(appB.realtimeHub.count(target.user.id)).toBe(1);

    const promoted = await ctx.app.inject({
      method: "PUT",
      url: `/admin/users/${target.user.id}`,
      headers: admin.headers,
      payload: { roles: ["BOOTH_SPECIALIST"] },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().roles).toEqual(["BOOTH_SPECIALIST"]);
    expect(await closeCode(s)).toBe(4401);
    expect(appB.realtimeHub.count(target.user.id)).toBe(0);
  });
});

describe("no event reaches a dead session", () => {
  it("an expired session's socket gets no event: it is closed with 4401 instead", async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + 1_500);
    await ctx.prisma.session.create({ data: { id: sessionId, userId: user.id, expiresAt } });
    const token = ctx.app.jwt.sign({ sub: user.id, jti: sessionId, roles: user.roles });
    const s = opened(await connect(appB, { token }));
    await held(appB, user.id, 1);
    await until(() => Date.now() > expiresAt.getTime(), 5_000, "the session's expiry");

    await ctx.app.services.realtime.publish(user.id, event());
    expect(await closeCode(s)).toBe(4401);
    expect(s.events).toEqual([]);
    expect(appB.realtimeHub.count(user.id)).toBe(0);
  });

  it("a session revoked without any message (lost, or changed in the database) gets nothing: checked before delivery", async () => {
    // No session cache on this instance, so its check sees the database at once (with the cache: within its TTL).
    const uncached = await instance({ sessionCacheTtlMs: 0 });
    const target = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const s = opened(await connect(uncached, { token: target.token }));
    await held(uncached, target.user.id, 1);
    await receives(ctx.app, target.user.id, s);
    const before = s.events.length;

    await ctx.prisma.session.updateMany({ where: { userId: target.user.id }, data: { revokedAt: new Date() } });
    await ctx.app.services.realtime.publish(target.user.id, event());
    expect(await closeCode(s)).toBe(4401);
    expect(s.events).toHaveLength(before);
  });
});

describe("POST /ws/ticket", () => {
  const ticketFor = async (app: FastifyInstance, headers: Record<string, string>) => {
    const res = await app.inject({ method: "POST", url: "/ws/ticket", headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { ticket: string; expires_in: number };
  };

  it("needs a session", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/ws/ticket" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "TOKEN_IS_MISSING" });
  });

  it("opens one socket, once, on any instance, for 30 seconds; the socket ends with its session", async () => {
    const user = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const { ticket, expires_in } = await ticketFor(ctx.app, { cookie: `portal_token=${user.token}` });
    expect(expires_in).toBe(30);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    const ttl = await ctx.redis.pttl(ctx.app.services.wsTickets.key(ticket));
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);

    const s = opened(await connect(appB, { query: `?ticket=${ticket}` }));
    await held(appB, user.user.id, 1);
    await receives(ctx.app, user.user.id, s);
    // Single use: the same ticket again, on either instance, is refused before the upgrade.
    expect(await connect(appB, { query: `?ticket=${ticket}` })).toEqual({ status: 401 });
    expect(await connect(ctx.app, { query: `?ticket=${ticket}` })).toEqual({ status: 401 });
    // A ticket wins over a valid cookie: a bad one is a 401, not a fall-back.
    expect(await connect(ctx.app, { query: "?ticket=nao-existe", cookie: `portal_token=${user.token}` })).toEqual({
      status: 401,
    });

    await ctx.app.inject({ method: "POST", url: "/users/logout", headers: user.headers });
    expect(await closeCode(s)).toBe(4401);
  });

  it("an expired ticket, or one whose session ended before it was used, opens nothing", async () => {
    const user = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const stale = await ticketFor(ctx.app, user.headers);
    const key = ctx.app.services.wsTickets.key(stale.ticket);
    // Redis expires it (set here to 1 ms instead of waiting the 30 s).
    await ctx.redis.pexpire(key, 1);
    await until(async () => (await ctx.redis.exists(key)) === 0, 5_000, "the ticket to expire");
    expect(await connect(ctx.app, { query: `?ticket=${stale.ticket}` })).toEqual({ status: 401 });

    const orphan = await ticketFor(ctx.app, user.headers);
    await ctx.app.inject({ method: "POST", url: "/users/logout", headers: user.headers });
    expect(await connect(appB, { query: `?ticket=${orphan.ticket}` })).toEqual({ status: 401 });
    expect(appB.realtimeHub.count(user.user.id)).toBe(0);
  });

  it("is in the OpenAPI document, with its answer and who may call it", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/docs/json" })).json();
    const op = doc.paths["/ws/ticket"].post;
    expect(Object.keys(op.responses["200"].content["application/json"].schema.properties).sort()).toEqual([
      "expires_in",
      "ticket",
    ]);
    expect(op.description).toContain("GET /ws?ticket=");
    expect(op.description).toContain("Access: any signed-in user.");
  });

  it("a read_only user may get one (their own events are reads)", async () => {
    const reader = await staff(ctx, ["MARKETING"], { readOnly: true });
    const { ticket } = await ticketFor(ctx.app, reader.headers);
    const s = opened(await connect(ctx.app, { query: `?ticket=${ticket}` }));
    await held(ctx.app, reader.user.id, 1);
    s.socket.close();
  });
});
