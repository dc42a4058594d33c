/** Stands, checked-in specialists and receptionists, and visitors for the stand tests (unique data per call). */
import type { Enterprise } from "@portal/db/client";
import { expect } from "vitest";
import type { TestContext } from "../helpers";
import { scheduleOnDuty } from "./availability-schedules";
import { createEnterprise } from "./enterprises";
import { leadPhone, type Staff, staff } from "./leads";

/** An enterprise with an active stand (open every day, all day). */
export async function createStand(ctx: TestContext): Promise<Enterprise> {
  const enterprise = await createEnterprise(ctx.prisma);
  await ctx.prisma.stand.create({
    data: {
      enterpriseId: enterprise.id,
      active: true,
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: "00:00", closes_at: "23:59" })),
    },
  });
  return enterprise;
}

/**
 * POST /stands/{id}/check-in as this user; expects 200. A booth specialist or a receptionist is first scheduled at the
 * stand for the shifts of today (decisions 052, 061: check-in only where the schedule puts them).
 */
export async function checkIn(ctx: TestContext, who: Staff, enterpriseId: string) {
  if (who.user.roles.some((r) => r === "BOOTH_SPECIALIST" || r === "RECEPCIONIST")) {
    await scheduleOnDuty(ctx, who.user.id, enterpriseId);
  }
  const res = await ctx.app.inject({ method: "POST", url: `/stands/${enterpriseId}/check-in`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().presence as { _id: string };
}

/** n booth specialists, logged in and checked in at the stand in this order (the queue's order). */
export async function specialistsAt(ctx: TestContext, enterpriseId: string, n: number): Promise<Staff[]> {
  const out: Staff[] = [];
  for (let i = 0; i < n; i++) {
    const s = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await checkIn(ctx, s, enterpriseId);
    out.push(s);
  }
  return out;
}

/** A receptionist logged in and checked in at the stand. */
export async function receptionistAt(ctx: TestContext, enterpriseId: string): Promise<Staff> {
  const r = await staff(ctx, ["RECEPCIONIST"]);
  await checkIn(ctx, r, enterpriseId);
  return r;
}

export interface VisitorInput {
  phone?: string;
  full_name?: string;
  third_party?: { broker_name: string; broker_creci: string; agency_name?: string };
  [key: string]: unknown;
}

/** POST /stand-visits (raw answer). */
export function postVisit(ctx: TestContext, who: Staff, enterpriseId: string, body: VisitorInput = {}) {
  return ctx.app.inject({
    method: "POST",
    url: "/stand-visits",
    headers: who.headers,
    payload: {
      enterprise_id: enterpriseId,
      phone: leadPhone(),
      full_name: "Visitante do Plantão",
      lgpd_consent: true,
      how_know: "SITE",
      purpose: "HOME",
      ...body,
    },
  });
}

/** POST /stand-visits expecting 201; the visit DTO. */
export async function checkInVisitor(ctx: TestContext, who: Staff, enterpriseId: string, body: VisitorInput = {}) {
  const res = await postVisit(ctx, who, enterpriseId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().visit as {
    _id: string;
    lead_id: string;
    status: string;
    specialist: { _id: string; full_name: string } | null;
    owner: { _id: string } | null;
    owner_notified: boolean;
    assignment_type: string | null;
    assignment_reason: string | null;
    returning_visitor: boolean;
  };
}

/** A complete service report (the required fields and a few optional ones). */
export function serviceReport(overrides: Record<string, unknown> = {}) {
  return {
    interest_level: "HIGH",
    purpose_enterprise: "HOME",
    how_many_bedroom: "TWO",
    quantity_children: "ONE",
    how_know: "SITE",
    know_company: true,
    own_property: false,
    what_did_like: "Gostou da varanda gourmet.",
    age: 34,
    ...overrides,
  };
}
