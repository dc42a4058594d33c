/** Sales for the sale-extras tests (docs/decisions/015), through the API like saleThroughApi. */
import type { PrismaClient } from "@portal/db/client";
import type { FastifyInstance } from "fastify";
import { BUYER, createDealEnterprise, planFor } from "./deals";
import { createLead, type Staff } from "./leads";

type Deal = Awaited<ReturnType<typeof createDealEnterprise>>;

/** A second valid CPF, for a sale with other buyers. */
export const OTHER_BUYER = { ...BUYER, full_name: "Rafael Nogueira Costa", document: "111.444.777-35" } as const;

/**
 * A sale brokered by `broker` (a partner needs the lead in their wallet, so the lead is theirs) on a new unit
 * of `deal`, with `buyer` as the only buyer.
 */
export async function brokeredSale(
  app: FastifyInstance,
  prisma: PrismaClient,
  broker: Staff,
  deal: Deal,
  buyer: object = BUYER,
) {
  const u = await deal.unit();
  const lead = await createLead(prisma, { enterpriseId: deal.enterprise.id, ownerId: broker.user.id });
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, headers: broker.headers, payload });
  const proposal = (
    await post("/proposals", { lead_id: lead.id, unit_id: u.id, series: planFor(50_000_000), submit: true })
  ).json();
  const res = await post("/sales", { proposal_id: proposal._id, buyers: [buyer] });
  if (res.statusCode !== 201) throw new Error(`sale not created: ${res.body}`);
  return { unit: u, lead, proposal, sale: res.json() };
}

/** Counts of every row the sale extras write, to assert that a refused request wrote nothing. */
export async function extrasWrites(prisma: PrismaClient) {
  const [sales, saleLogs, unitLogs, leadLogs, groups, grouped, participants, preSales, paymentsInfo, homeBrokers] =
    await Promise.all([
      prisma.sale.count(),
      prisma.saleLog.count(),
      prisma.unitLog.count(),
      prisma.leadLog.count(),
      prisma.saleGroup.count(),
      prisma.sale.count({ where: { saleGroupId: { not: null } } }),
      prisma.saleParticipant.count(),
      prisma.preSale.count(),
      prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM sales WHERE payments_info IS NOT NULL`.then(
        (r) => r[0]?.n ?? 0,
      ),
      prisma.sale.count({ where: { homeBrokerId: { not: null } } }),
    ]);
  return { sales, saleLogs, unitLogs, leadLogs, groups, grouped, participants, preSales, paymentsInfo, homeBrokers };
}

export async function saleLogActions(prisma: PrismaClient, saleId: string): Promise<string[]> {
  const logs = await prisma.saleLog.findMany({ where: { saleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return logs.map((l) => l.action);
}

export { createDealEnterprise };
