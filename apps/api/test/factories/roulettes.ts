/** Roulettes and logged-in specialist agents for the distribution tests: direct inserts with unique data. */
import { randomBytes } from "node:crypto";
import type { Prisma, Roulette, RouletteAgent } from "@portal/db/client";
import type { TestContext } from "../helpers";
import { type Staff, staff } from "./leads";

export function createRoulette(
  ctx: TestContext,
  overrides: Partial<Prisma.RouletteUncheckedCreateInput> = {},
): Promise<Roulette> {
  return ctx.prisma.roulette.create({
    data: { name: `Roleta ${randomBytes(3).toString("hex")}`, type: "ONLINE", enterpriseIds: [], ...overrides },
  });
}

export interface Agent extends Staff {
  agent: RouletteAgent;
}

/** n specialists of the roulette's type, logged in, in positions 1..n with this status. */
export async function addAgents(
  ctx: TestContext,
  roulette: Roulette,
  n: number,
  status: RouletteAgent["status"] = "AVAILABLE",
): Promise<Agent[]> {
  const role = roulette.type === "ONLINE" ? "ONLINE_SPECIALIST" : "BOOTH_SPECIALIST";
  const out: Agent[] = [];
  for (let i = 0; i < n; i++) {
    const s = await staff(ctx, [role], { availabilityStatus: status });
    const agent = await ctx.prisma.rouletteAgent.create({
      data: { rouletteId: roulette.id, userId: s.user.id, status, position: i + 1 },
    });
    out.push({ ...s, agent });
  }
  return out;
}

/** Moves every PENDING offer of the lead (or all) past its deadline. */
export async function overdue(ctx: TestContext, leadId?: string): Promise<void> {
  if (leadId) {
    await ctx.prisma
      .$executeRaw`UPDATE lead_offers SET deadline = now() - interval '1 second' WHERE lead_id = ${leadId}::uuid AND outcome = 'PENDING'`;
  } else {
    await ctx.prisma
      .$executeRaw`UPDATE lead_offers SET deadline = now() - interval '1 second' WHERE outcome = 'PENDING'`;
  }
}
