/**
 * Solicitation screens are live (decision 065): making, answering and deciding a request publishes
 * `solicitation.changed` to its requester and to whoever may decide it (its responsible approvers and the admins),
 * and to nobody else; a refused decision (409) publishes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";
import { hearers, listenRealtime } from "./realtime-listener";

let ctx: TestContext;
let listener: Awaited<ReturnType<typeof listenRealtime>>;
let admin: Staff;
let master: Staff;
let coordinator: Staff;
let otherCoordinator: Staff;
let requester: Staff;
let owner: Staff;
let bystander: Staff;
let teamId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["OPERATIONAL_ADMIN"]);
  master = await staff(ctx, ["MASTER"]);
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  otherCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  requester = await staff(ctx, ["ONLINE_SPECIALIST"]);
  owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
  bystander = await staff(ctx, ["SALES_SECRETARY"]);
  teamId = (await createSalesTeam(ctx.prisma, { masterId: coordinator.user.id, memberIds: [owner.user.id] })).id;
  await createSalesTeam(ctx.prisma, { masterId: otherCoordinator.user.id });
  listener = await listenRealtime(ctx);
});
afterAll(async () => {
  await listener?.stop();
  await ctx?.close();
});

const post = (who: Staff, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, payload });

describe("solicitation.changed", () => {
  it("reaches the requester, the responsible coordinator and the admins when a request is made, answered and approved", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, salesTeamId: teamId });
    const made = await post(requester, "/solicitations", {
      type: "LEAD_TRANSFER",
      lead_id: lead.id,
      message: "O cliente me procurou no plantão.",
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: string = made.json().solicitation._id;
    const audience = [requester, coordinator, admin, master].map((s) => s.user.id).sort();
    const onCreate = await listener.settled();
    expect(hearers(onCreate, "solicitation.changed", (e) => e.solicitation_id === id)).toEqual(audience);
    expect(
      onCreate.find((h) => h.userId === requester.user.id && h.event.type === "solicitation.changed")?.event,
    ).toEqual({
      type: "solicitation.changed",
      solicitation_id: id,
    });

    const answered = await post(requester, `/solicitations/${id}/reply`, { message: "Ele quer visitar amanhã." });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(hearers(await listener.settled(), "solicitation.changed")).toEqual(audience);

    const approved = await post(coordinator, `/solicitations/${id}/reply`, { decision: "APPROVED" });
    expect(approved.statusCode, approved.body).toBe(200);
    const onApprove = await listener.settled();
    expect(hearers(onApprove, "solicitation.changed")).toEqual(audience);
    for (const outsider of [otherCoordinator, bystander]) {
      expect(onApprove.map((h) => h.userId)).not.toContain(outsider.user.id);
    }

    // Decided already: 409, and no one is told anything changed.
    const again = await post(admin, `/solicitations/${id}/reply`, { decision: "REFUSED", message: "Não." });
    expect(again.statusCode).toBe(409);
    expect(hearers(await listener.settled(), "solicitation.changed")).toEqual([]);
  });
});
