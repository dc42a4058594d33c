/** Shared setup of the GET /leads list test files: each file gets its own app and database, staff and five seeded leads. */
import type { Lead } from "@portal/db/client";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestContext, type TestContext } from "../helpers";
import { createEnterprise, createLead, createSalesTeam, type Staff, staff } from "./leads";

// Live bindings: assigned in the calling file's beforeAll, so each test file sees its own context.
export let ctx: TestContext;
export let coordinator: Staff;
export let specA: Staff;
export let specB: Staff;
export let L: Record<"amanda" | "bruno" | "carla" | "daniel" | "eduarda", Lead>;
export let e1: string;
export let e2: string;
export let team: string;
export const ROULETTE = "7d8e2c1a-3b4f-4a6e-9c0d-112233445566";

/** Registers the file's beforeAll/afterAll: a fresh test context (own database), three staff members and the seeded leads. */
export function setUpLeadsList() {
  beforeAll(async () => {
    ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
    coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    specA = await staff(ctx, ["ONLINE_SPECIALIST"]);
    specB = await staff(ctx, ["BOOTH_SPECIALIST"]);
    e1 = (await createEnterprise(ctx.prisma)).id;
    e2 = (await createEnterprise(ctx.prisma)).id;
    team = (await createSalesTeam(ctx.prisma)).id;
    const p = ctx.prisma;
    L = {
      amanda: await createLead(p, {
        fullName: "Amanda Figueiredo",
        phone: "5521987650001",
        ownerId: specA.user.id,
        enterpriseId: e1,
        status: "NEW",
        profile: "ADHERENT",
        interestLevel: "HIGH",
        city: "Campinas",
        source: "SITE",
        salesTeamId: team,
        rouletteId: ROULETTE,
        daysToGoToBase: 10,
        createdAt: new Date("2024-03-10T12:00:00Z"),
        lastInterestAt: new Date("2024-05-05T12:00:00Z"),
      }),
      bruno: await createLead(p, {
        fullName: "Bruno Amaral",
        phone: "5521987650002",
        ownerId: specA.user.id,
        enterpriseId: e2,
        status: "TALKING",
        statusProfile: "MEETING",
        profile: "NON_ADHERENT",
        interestLevel: "MEDIUM",
        city: "Santos",
        isClient: true,
        hasPartner: true,
        source: "WHATSAPP",
        // 23:30 on 14/03 in São Paulo.
        createdAt: new Date("2024-03-15T02:30:00Z"),
        lastInterestAt: new Date("2024-05-04T12:00:00Z"),
      }),
      carla: await createLead(p, {
        fullName: "Carla Amaro",
        phone: "5521912340003",
        ownerId: specB.user.id,
        enterpriseId: e1,
        status: "FILED",
        interestLevel: "LOW",
        city: "Campinas",
        source: "SITE",
        createdAt: new Date("2024-03-20T12:00:00Z"),
        lastInterestAt: new Date("2024-05-03T12:00:00Z"),
      }),
      daniel: await createLead(p, {
        fullName: "Daniel Souza",
        phone: "5521912340004",
        status: "NEW",
        interestLevel: "HIGH",
        city: "Sorocaba",
        source: "STAND",
        createdAt: new Date("2024-04-01T12:00:00Z"),
        lastInterestAt: new Date("2024-05-02T12:00:00Z"),
      }),
      eduarda: await createLead(p, {
        fullName: "Eduarda Lima",
        phone: "5521987650005",
        ownerId: specB.user.id,
        status: "EXCLUDED",
        excluded: true,
        createdAt: new Date("2024-04-02T12:00:00Z"),
        lastInterestAt: new Date("2024-05-01T12:00:00Z"),
      }),
    };
    await p.leadFavorite.createMany({
      data: [
        { userId: coordinator.user.id, leadId: L.amanda.id },
        { userId: coordinator.user.id, leadId: L.carla.id },
      ],
    });
  });
  afterAll(() => ctx?.close());
}

export const list = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/leads?${query}`, headers: who.headers });
export const names = async (who: Staff, query: string) => {
  const res = await list(who, query);
  expect(res.statusCode).toBe(200);
  return res.json().payload.map((l: { full_name: string }) => l.full_name.split(" ")[0]);
};
