import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Database } from "@portal/domain/database";
import { WebhookSender } from "@portal/domain/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleThroughApi } from "./factories/deals";
import { createBuilding } from "./factories/inventory";
import { createLead, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let broker: Staff;
let server: Server;
let url: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
/** Status the receiver answers with, one per request (then 200). */
const answers: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, who: Staff, payload?: object) =>
  ctx.app.inject({ method, url: path, headers: who.headers, ...(payload ? { payload } : {}) });

async function completedSale() {
  const { sale, unit } = await saleThroughApi(ctx.app, ctx.prisma, broker);
  await call("PUT", `/sales/${sale._id}/complete`, admin);
  return { sale, unit };
}

function deliverJobs(): string[] {
  return ctx.jobs.jobs
    .filter((j) => j.name === "webhook.deliver")
    .map((j) => (j.payload as { deliveryId: string }).deliveryId);
}

describe("outbound webhooks", () => {
  it("admins manage subscriptions; others get 403; bad input is a 400 naming the field", async () => {
    expect((await call("GET", "/admin/webhooks", broker)).statusCode).toBe(403);
    const bad = await call("POST", "/admin/webhooks", admin, { url: "ftp://erp", events: ["sale.completed"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^"url"/);
    const badEvent = await call("POST", "/admin/webhooks", admin, { url, events: ["sale.exploded"] });
    expect(badEvent.json().message[0]).toMatch(/^"events\.0"/);
    expect(await ctx.prisma.webhookSubscription.count()).toBe(0);

    const created = await call("POST", "/admin/webhooks", admin, { url, events: ["sale.completed"], active: false });
    expect(created.statusCode).toBe(201);
    expect(created.json().secret).toMatch(/^[0-9a-f]{48}$/);
    const id = created.json()._id;
    const listed = (await call("GET", "/admin/webhooks", admin)).json().payload;
    expect(listed).toHaveLength(1);
    expect(listed[0].secret).toBeUndefined();
    const rotated = await call("PUT", `/admin/webhooks/${id}`, admin, { rotate_secret: true });
    expect(rotated.json().secret).not.toBe(created.json().secret);
    expect((await call("DELETE", `/admin/webhooks/${id}`, admin)).statusCode).toBe(204);
    expect((await call("GET", `/admin/webhooks/${id}`, admin)).statusCode).toBe(404);
  });

  it("a completed sale is delivered signed with HMAC-SHA256 to each subscriber, written in the sale's transaction", async () => {
    const sub = (
      await call("POST", "/admin/webhooks", admin, { url, events: ["sale.completed", "unit.status_changed"] })
    ).json();
    ctx.jobs.jobs.splice(0);
    received.splice(0);
    const { sale, unit } = await completedSale();

    // Outbox rows: start-sale-process (unit) + complete (unit + sale).
    const rows = await ctx.prisma.webhookDelivery.findMany({
      where: { subscriptionId: sub._id },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => r.event)).toEqual(["unit.status_changed", "unit.status_changed", "sale.completed"]);
    expect(deliverJobs().sort()).toEqual(rows.map((r) => r.id).sort());

    const sender = new WebhookSender(new Database(ctx.prisma));
    for (const id of deliverJobs()) expect((await sender.sendById(id)).status).toBe("delivered");
    expect(received).toHaveLength(3);
    for (const r of received) {
      const expected = `sha256=${createHmac("sha256", sub.secret).update(r.body).digest("hex")}`;
      expect(r.headers["x-portal-signature"]).toBe(expected);
      expect(r.headers["content-type"]).toBe("application/json");
    }
    const completed = received.find((r) => r.headers["x-portal-event"] === "sale.completed");
    const body = JSON.parse(completed?.body ?? "{}");
    expect(body).toMatchObject({
      event: "sale.completed",
      data: { sale_id: sale._id, unit_id: unit.id, net_price_cents: 50_000_000, status: "COMPLETED" },
    });
    expect(completed?.headers["x-portal-delivery"]).toBeDefined();
    const delivered = await ctx.prisma.webhookDelivery.findMany({ where: { subscriptionId: sub._id } });
    expect(delivered.every((d) => d.status === "DELIVERED" && d.attempts === 1 && d.responseStatus === 200)).toBe(true);
    // Delivering again is a no-op (idempotent job).
    expect((await sender.sendById(rows[0]?.id as string)).status).toBe("skipped");
    await call("DELETE", `/admin/webhooks/${sub._id}`, admin);
  });

  it("retries with backoff after a failure and gives up after the last attempt", async () => {
    await call("POST", "/admin/webhooks", admin, { url, events: ["sale.completed"] });
    ctx.jobs.jobs.splice(0);
    received.splice(0);
    await completedSale();
    const [id] = deliverJobs();
    const db = new Database(ctx.prisma);

    answers.push(500);
    const first = await new WebhookSender(db).sendById(id as string);
    expect(first).toMatchObject({ status: "retry-scheduled", attempts: 1, error: "HTTP 500" });
    if (first.status === "retry-scheduled") expect(first.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    // Not due yet: the sweep leaves it alone.
    expect((await new WebhookSender(db).sendById(id as string)).status).toBe("skipped");
    // Once due, the same signed body is sent again and delivered.
    const later = new Date(Date.now() + 31_000);
    expect((await new WebhookSender(db).sendById(id as string, later)).status).toBe("delivered");
    expect(received).toHaveLength(2);
    expect(received[0]?.body).toBe(received[1]?.body);
    expect(received[0]?.headers["x-portal-signature"]).toBe(received[1]?.headers["x-portal-signature"]);
    const row = await ctx.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: id as string } });
    expect(row).toMatchObject({ status: "DELIVERED", attempts: 2 });

    // An endpoint that keeps failing ends FAILED after maxAttempts.
    ctx.jobs.jobs.splice(0);
    await completedSale();
    const [failing] = deliverJobs();
    const impatient = new WebhookSender(db, fetch, { backoffMs: () => 0, maxAttempts: 3 });
    answers.push(503, 503, 503);
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push((await impatient.sendById(failing as string, new Date(Date.now() + 1000))).status);
    expect(outcomes).toEqual(["retry-scheduled", "retry-scheduled", "failed"]);
    expect(await ctx.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: failing as string } })).toMatchObject({
      status: "FAILED",
      attempts: 3,
      responseStatus: 503,
    });
  });

  it("reservations and unit actions write unit.status_changed to the outbox in their transaction", async () => {
    const sub = (await call("POST", "/admin/webhooks", admin, { url, events: ["unit.status_changed"] })).json();
    ctx.jobs.jobs.splice(0);
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    const unit = units[0]!;
    const lead = await createLead(ctx.prisma, { ownerId: broker.user.id });
    const reserved = await call("POST", `/enterprises/units/${unit.id}/reserves`, broker, {
      type: "CUSTOMER_NEGOTIATION",
      lead_id: lead.id,
      duration_minutes: 120,
    });
    expect(reserved.statusCode).toBe(201);
    const rows = await ctx.prisma.webhookDelivery.findMany({ where: { subscriptionId: sub._id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.event).toBe("unit.status_changed");
    expect(JSON.parse(rows[0]?.payload as string)).toMatchObject({
      event: "unit.status_changed",
      data: { unit_id: unit.id, from: "AVAILABLE", to: "RESERVED", reservation_id: reserved.json()._id },
    });
    expect(deliverJobs()).toEqual([rows[0]?.id]);

    // Releasing it frees the unit: one more row.
    const released = await call(
      "PUT",
      `/enterprises/units/${unit.id}/reserves/${reserved.json()._id}/release`,
      broker,
      {},
    );
    expect(released.statusCode).toBe(200);
    const after = await ctx.prisma.webhookDelivery.findMany({
      where: { subscriptionId: sub._id },
      orderBy: { createdAt: "asc" },
    });
    expect(after.map((r) => JSON.parse(r.payload as string).data.to)).toEqual(["RESERVED", "AVAILABLE"]);

    // Unit actions: only a real status move publishes (suspending keeps the status AVAILABLE).
    const act = (path: string, payload: object) => call("PUT", `/enterprises/units/${unit.id}/${path}`, admin, payload);
    expect((await act("suspend", { reason: "Vistoria" })).statusCode).toBe(200);
    expect((await act("make-available", {})).statusCode).toBe(200);
    expect((await act("make-sold-for-admin", { reason: "Venda direta" })).statusCode).toBe(200);
    const all = await ctx.prisma.webhookDelivery.findMany({
      where: { subscriptionId: sub._id },
      orderBy: { createdAt: "asc" },
    });
    expect(all.map((r) => JSON.parse(r.payload as string).data)).toMatchObject([
      { to: "RESERVED" },
      { to: "AVAILABLE" },
      { unit_id: unit.id, from: "AVAILABLE", to: "SOLD", action: "make-sold-for-admin" },
    ]);
    await call("DELETE", `/admin/webhooks/${sub._id}`, admin);
  });
});
