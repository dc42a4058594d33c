import { randomUUID } from "node:crypto";
import type { Notification } from "@portal/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Staff, staff } from "./factories/leads";
import { createNotification } from "./factories/notifications";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let me: Staff;
let other: Staff;
let admin: Staff;
let partner: Staff;
const ENT_A = randomUUID();
const ENT_B = randomUUID();
const UNIT = randomUUID();
let mine: Record<"lead1" | "lead2" | "unit" | "proposal" | "readOld" | "clients", Notification>;
let theirs: Notification;

const get = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/notifications${query}`, headers: who.headers });
const ids = (res: { json(): { payload: { _id: string }[] } }) => res.json().payload.map((p) => p._id);

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  me = await staff(ctx, ["ONLINE_SPECIALIST"]);
  other = await staff(ctx, ["BOOTH_SPECIALIST"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  partner = await staff(ctx, ["AGENT_PARTNER"]);
  const p = ctx.prisma;
  const id = me.user.id;
  // Created in this order (1 s apart): newest last.
  mine = {
    readOld: await createNotification(p, id, { readed: true, wasShown: true, enterpriseId: ENT_B }),
    clients: await createNotification(p, id, { workingSystems: ["CLIENTS"], title: "Cliente" }),
    proposal: await createNotification(p, id, { type: "NEW_PROPOSAL", enterpriseId: ENT_B, wasShown: true }),
    unit: await createNotification(p, id, { type: "UNIT_AVAILABLE", enterpriseId: ENT_A, unitId: UNIT }),
    lead1: await createNotification(p, id, {
      type: "NEW_LEAD",
      title: "Novo Lead na sua carteira",
      linkedContent: randomUUID(),
      enterpriseId: ENT_A,
      deadline: new Date("2026-01-01T13:00:00Z"),
    }),
    lead2: await createNotification(p, id, { type: "NEW_LEAD", enterpriseId: ENT_A }),
  };
  theirs = await createNotification(p, other.user.id, { type: "NEW_LEAD" });
});

afterAll(async () => {
  await ctx?.close();
});

describe("GET /notifications", () => {
  it("lists only the caller's SALES notifications, newest first, with the spec's DTO", async () => {
    const res = await get(me, "?working_systems=SALES");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(res)).toEqual([mine.lead2.id, mine.lead1.id, mine.unit.id, mine.proposal.id, mine.readOld.id]);
    expect(body.pagination).toEqual({ total: 5, skip: 0, limit: 20 });
    expect(body.unread).toBeUndefined();
    expect(body.payload[1]).toEqual({
      _id: mine.lead1.id,
      title: "Novo Lead na sua carteira",
      message: mine.lead1.message,
      receiver_id: me.user.id,
      readed: false,
      was_shown: false,
      working_systems: ["SALES"],
      linked_content: mine.lead1.linkedContent,
      type: "NEW_LEAD",
      enterprise_id: ENT_A,
      unit_id: null,
      deadline: "2026-01-01T13:00:00.000Z",
      createdAt: mine.lead1.createdAt.toISOString(),
    });
    expect(body.payload[0]).not.toHaveProperty("deadline");
  });

  it("defaults working_systems to CLIENTS, as the spec says", async () => {
    const res = await get(me, "");
    expect(ids(res)).toEqual([mine.clients.id]);
    const both = await get(me, "?working_systems=SALES,CLIENTS");
    expect(both.json().pagination.total).toBe(6);
  });

  it("filters by type (filterType or type); ALL or empty means no type filter", async () => {
    expect(ids(await get(me, "?working_systems=SALES&filterType=NEW_LEAD"))).toEqual([mine.lead2.id, mine.lead1.id]);
    expect(ids(await get(me, "?working_systems=SALES&type=UNIT_AVAILABLE"))).toEqual([mine.unit.id]);
    expect((await get(me, "?working_systems=SALES&filterType=ALL")).json().pagination.total).toBe(5);
    expect((await get(me, "?working_systems=SALES&type=")).json().pagination.total).toBe(5);
    const bad = await get(me, "?working_systems=SALES&type=NOPE");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"type"/);
  });

  it("filters by tab, readed and was_shown", async () => {
    expect(ids(await get(me, "?working_systems=SALES&tabFilter=READ"))).toEqual([mine.readOld.id]);
    expect((await get(me, "?working_systems=SALES&tabFilter=UNREAD")).json().pagination.total).toBe(4);
    expect((await get(me, "?working_systems=SALES&tabFilter=ALL")).json().pagination.total).toBe(5);
    expect(ids(await get(me, "?working_systems=SALES&readed=true"))).toEqual([mine.readOld.id]);
    expect(ids(await get(me, "?working_systems=SALES&was_shown=true"))).toEqual([mine.proposal.id, mine.readOld.id]);
    expect((await get(me, "?working_systems=SALES&was_shown=false")).json().pagination.total).toBe(3);
  });

  it("filters by enterprise_id and unit_id", async () => {
    expect(ids(await get(me, `?working_systems=SALES&enterprise_id=${ENT_B}`))).toEqual([
      mine.proposal.id,
      mine.readOld.id,
    ]);
    expect(ids(await get(me, `?working_systems=SALES&unit_id=${UNIT}`))).toEqual([mine.unit.id]);
  });

  it("paginates with skip and limit, and sorts ascending on request", async () => {
    const page = await get(me, "?working_systems=SALES&skip=1&limit=2");
    expect(ids(page)).toEqual([mine.lead1.id, mine.unit.id]);
    expect(page.json().pagination).toEqual({ total: 5, skip: 1, limit: 2 });
    const asc = await get(me, "?working_systems=SALES&direction=asc&sortBy=createdAt&limit=2");
    expect(ids(asc)).toEqual([mine.readOld.id, mine.proposal.id]);
    expect((await get(me, "?working_systems=SALES&sortBy=title")).statusCode).toBe(400);
    expect((await get(me, "?working_systems=SALES&limit=101")).statusCode).toBe(400);
  });

  it("returns the unread count when count=true", async () => {
    const res = await get(me, "?working_systems=SALES&count=true&limit=1");
    expect(res.json().unread).toBe(4);
    expect(res.json().payload).toHaveLength(1);
  });

  it("accepts receiver_id only when it is the caller", async () => {
    expect((await get(me, `?working_systems=SALES&receiver_id=${me.user.id}`)).json().pagination.total).toBe(5);
    const res = await get(me, `?working_systems=SALES&receiver_id=${other.user.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Você só pode acessar as suas próprias notificações.");
  });

  it("never lists another user's notification", async () => {
    const res = await get(other, "?working_systems=SALES");
    expect(ids(res)).toEqual([theirs.id]);
  });

  it("answers partner brokers too (no polling is a web rule) and refuses anonymous callers", async () => {
    const res = await get(partner, "?working_systems=SALES");
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/notifications" })).statusCode).toBe(401);
  });
});

describe("GET /notifications/list and /notifications/grouped", () => {
  it("the list variant ignores type and tab filters", async () => {
    const res = await get(me, "/list?working_systems=SALES&readed=false&limit=3");
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([mine.lead2.id, mine.lead1.id, mine.unit.id]);
    expect(res.json().pagination.total).toBe(4);
  });

  it("groups the caller's counts per type, with unread per type", async () => {
    const res = await get(me, "/grouped?working_systems=SALES");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.unread).toBe(4);
    const by = Object.fromEntries(body.payload.map((g: { type: string }) => [g.type, g]));
    expect(by.NEW_LEAD).toEqual({ type: "NEW_LEAD", total: 2, unread: 2 });
    expect(by.GENERIC).toEqual({ type: "GENERIC", total: 1, unread: 0 });
    expect(by.NEW_PROPOSAL).toEqual({ type: "NEW_PROPOSAL", total: 1, unread: 1 });
    expect(by.IN_TIME).toEqual({ type: "IN_TIME", total: 0, unread: 0 });
    expect(body.payload).toHaveLength(13);
  });
});

describe("marking as read", () => {
  it("PUT /notifications/{id} sets readed and was_shown on the caller's notification", async () => {
    const res = await ctx.app.inject({ method: "PUT", url: `/notifications/${mine.unit.id}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: mine.unit.id, readed: true, was_shown: true });
    const row = await ctx.prisma.notification.findUniqueOrThrow({ where: { id: mine.unit.id } });
    expect([row.readed, row.wasShown]).toEqual([true, true]);
  });

  it("someone else's notification is 404 and stays unread; a missing one too", async () => {
    const res = await ctx.app.inject({ method: "PUT", url: `/notifications/${theirs.id}`, headers: me.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Notificação não encontrada.");
    const row = await ctx.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } });
    expect([row.readed, row.wasShown]).toEqual([false, false]);
    const missing = await ctx.app.inject({ method: "PUT", url: `/notifications/${randomUUID()}`, headers: me.headers });
    expect(missing.statusCode).toBe(404);
  });

  it("PUT /notifications/user/{userId} by another non-admin is 403 and changes nothing", async () => {
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/notifications/user/${me.user.id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.prisma.notification.count({ where: { receiverId: me.user.id, readed: false } })).toBe(4);
  });

  it("PUT /notifications/read-all marks all of the caller's, and only theirs", async () => {
    const res = await ctx.app.inject({ method: "PUT", url: "/notifications/read-all", headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Notificações marcadas como lidas.", updated: 4 });
    expect(await ctx.prisma.notification.count({ where: { receiverId: me.user.id, readed: false } })).toBe(0);
    expect(await ctx.prisma.notification.count({ where: { receiverId: me.user.id, wasShown: false } })).toBe(0);
    const row = await ctx.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(row.readed).toBe(false);
  });

  it("PUT /notifications/user/{userId}: self, or an admin for anyone", async () => {
    await createNotification(ctx.prisma, other.user.id);
    const self = await ctx.app.inject({
      method: "PUT",
      url: `/notifications/user/${other.user.id}`,
      headers: other.headers,
    });
    expect(self.json().updated).toBe(2);
    await createNotification(ctx.prisma, other.user.id);
    const byAdmin = await ctx.app.inject({
      method: "PUT",
      url: `/notifications/user/${other.user.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().updated).toBe(1);
    expect(await ctx.prisma.notification.count({ where: { receiverId: other.user.id, readed: false } })).toBe(0);
    const unknown = await ctx.app.inject({
      method: "PUT",
      url: `/notifications/user/${randomUUID()}`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
