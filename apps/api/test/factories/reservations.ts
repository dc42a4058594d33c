/** Shared setup of the reservation test files (reserving, then queue/release/expiry): own app and database, staff. */
import { afterAll, beforeAll } from "vitest";
import { createTestContext, type TestContext } from "../helpers";
import { createLead, type Staff, staff } from "./leads";

// Live bindings: assigned in the calling file's beforeAll, so each test file sees its own context.
export let ctx: TestContext;
export let admin: Staff;
export let secretary: Staff;
export let specialist: Staff;
export let specialist2: Staff;
export let partner: Staff;
export let partner2: Staff;

/** Registers the file's beforeAll/afterAll: a fresh test context (own database) and the staff who reserve. */
export function setUpReservations() {
  beforeAll(async () => {
    ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
    admin = await staff(ctx, ["GERAL_ADMIN"]);
    secretary = await staff(ctx, ["SALES_SECRETARY"]);
    specialist = await staff(ctx, ["BOOTH_SPECIALIST"]);
    specialist2 = await staff(ctx, ["ONLINE_SPECIALIST"]);
    partner = await staff(ctx, ["AGENT_PARTNER"]);
    partner2 = await staff(ctx, ["AGENT_PARTNER"]);
  });
  afterAll(() => ctx?.close());
}

export const reserve = (who: Staff, unitId: string, payload: object) =>
  ctx.app.inject({ method: "POST", url: `/enterprises/units/${unitId}/reserves`, headers: who.headers, payload });
export const release = (who: Staff, unitId: string, id: string, payload: object = {}) =>
  ctx.app.inject({
    method: "PUT",
    url: `/enterprises/units/${unitId}/reserves/${id}/release`,
    headers: who.headers,
    payload,
  });
const leadOf = (owner: Staff) => createLead(ctx.prisma, { ownerId: owner.user.id });
/** A customer-negotiation reservation body for a new lead of `owner` (120 min unless `extra` says otherwise). */
export const negotiation = async (owner: Staff, extra: object = {}) => ({
  type: "CUSTOMER_NEGOTIATION",
  lead_id: (await leadOf(owner)).id,
  duration_minutes: 120,
  ...extra,
});
/** Moves an active reservation's end into the past (the short duration of the expiry tests). */
export const makeDue = (id: string) =>
  ctx.prisma.$executeRaw`UPDATE reservations SET expires_at = now() - interval '1 second' WHERE id = ${id}::uuid`;
