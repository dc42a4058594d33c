import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "@portal/db/client";

export interface TowerWithUnits {
  name: string;
  floors: number;
  unitsPerFloor: number;
  position: number;
  units: {
    floor: number;
    number: string;
    type: string;
    bedrooms: number;
    suites: number;
    privateArea: number;
    position: string;
    garageSpots: number;
  }[];
}

export type EnterpriseStep1Data = Pick<
  Prisma.EnterpriseUncheckedUpdateInput,
  | "name"
  | "city"
  | "group"
  | "phase"
  | "propertyType"
  | "ownership"
  | "speCompanyName"
  | "speCnpj"
  | "registryNumber"
  | "zipCode"
  | "street"
  | "streetNumber"
  | "complement"
  | "district"
  | "state"
  | "description"
  | "deliveryDate"
>;

export type EnterpriseStepsRow = NonNullable<Awaited<ReturnType<EnterpriseStepsRepository["find"]>>>;
export type TowerCountRow = Awaited<ReturnType<EnterpriseStepsRepository["towers"]>>[number];
export interface PriceStats {
  total: number;
  priced: number;
  sum: number;
}
export type CommercialRulesRows = Awaited<ReturnType<EnterpriseStepsRepository["commercialRules"]>>;
export type EnterpriseMediaRow = Awaited<ReturnType<EnterpriseStepsRepository["medias"]>>[number];
export type EnterpriseFileListRow = Awaited<ReturnType<EnterpriseStepsRepository["files"]>>[number];
export interface TeamsAndApprovers {
  salesTeamIds: string[];
  approvers: { userId: string; level: number; fullName: string }[];
}
export type EnterpriseLogRow = Awaited<ReturnType<EnterpriseStepsRepository["logs"]>>[number];
export type EnterpriseWithoutTeamsRow = Awaited<ReturnType<EnterpriseStepsRepository["withoutSalesTeams"]>>[number];

/** Data access of the enterprise wizard (steps 1-6): towers, units, prices, rules, medias, teams. */
export class EnterpriseStepsRepository {
  constructor(private readonly db: PrismaClient) {}

  find(id: string) {
    return this.db.enterprise.findUnique({ where: { id } });
  }

  async lockRow(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM enterprises WHERE id = ${id}::uuid FOR UPDATE`;
  }

  async updateIdentity(id: string, data: EnterpriseStep1Data): Promise<void> {
    await this.db.enterprise.update({ where: { id }, data });
  }

  /** Records the highest step saved (the wizard resumes after it). */
  async reachStep(id: string, step: number): Promise<void> {
    await this.db
      .$executeRaw`UPDATE enterprises SET wizard_step = GREATEST(wizard_step, ${step}), updated_at = now() WHERE id = ${id}::uuid`;
  }

  /** Units already in a deal (not plain AVAILABLE, or with reservations/proposals): the structure is frozen. */
  async structureLocked(enterpriseId: string): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ locked: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM units WHERE enterprise_id = ${enterpriseId}::uuid AND status <> 'AVAILABLE')
          OR EXISTS (SELECT 1 FROM reservations WHERE enterprise_id = ${enterpriseId}::uuid)
          OR EXISTS (SELECT 1 FROM proposals WHERE enterprise_id = ${enterpriseId}::uuid) AS locked`;
    return rows[0]?.locked ?? false;
  }

  /** Replaces every tower and unit of the enterprise (step 2 regeneration). */
  async replaceStructure(enterpriseId: string, towers: TowerWithUnits[]): Promise<void> {
    await this.db.tower.deleteMany({ where: { enterpriseId } });
    for (const t of towers) {
      const towerId = randomUUID();
      await this.db.tower.create({
        data: {
          id: towerId,
          enterpriseId,
          name: t.name,
          floors: t.floors,
          unitsPerFloor: t.unitsPerFloor,
          position: t.position,
        },
      });
      await this.db.unit.createMany({
        data: t.units.map((u) => ({ ...u, enterpriseId, towerId, privateArea: new Prisma.Decimal(u.privateArea) })),
      });
    }
  }

  towers(enterpriseId: string) {
    return this.db.tower.findMany({
      where: { enterpriseId },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      include: { _count: { select: { units: true } } },
    });
  }

  unitsForPricing(enterpriseId: string) {
    return this.db.unit.findMany({
      where: { enterpriseId },
      select: { id: true, floor: true, privateArea: true, position: true },
    });
  }

  findUnit(enterpriseId: string, unitId: string) {
    return this.db.unit.findFirst({ where: { id: unitId, enterpriseId } });
  }

  async unitNumberTaken(towerId: string, number: string, exceptId: string): Promise<boolean> {
    return (await this.db.unit.count({ where: { towerId, number, id: { not: exceptId } } })) > 0;
  }

  async updateUnit(unitId: string, data: Prisma.UnitUncheckedUpdateInput): Promise<void> {
    await this.db.unit.update({ where: { id: unitId }, data });
  }

  /** Sets many prices in one statement. */
  async setPrices(prices: { id: string; price: number }[]): Promise<void> {
    if (prices.length === 0) return;
    const ids = prices.map((p) => p.id);
    const values = prices.map((p) => String(p.price));
    await this.db.$executeRaw`
      UPDATE units SET price = v.price, updated_at = now()
      FROM (SELECT unnest(${ids}::uuid[]) AS id, unnest(${values}::bigint[]) AS price) v
      WHERE units.id = v.id`;
  }

  async savePriceParams(id: string, indexType: "INCCDI" | "IGPM", params: Prisma.InputJsonValue): Promise<void> {
    await this.db.enterprise.update({ where: { id }, data: { indexType, priceParams: params } });
  }

  async priceStats(enterpriseId: string): Promise<PriceStats> {
    const rows = await this.db.$queryRaw<{ total: number; priced: number; sum: number }[]>`
      SELECT count(*)::int AS total, count(price)::int AS priced, coalesce(sum(price), 0)::float8 AS sum
      FROM units WHERE enterprise_id = ${enterpriseId}::uuid`;
    return rows[0] ?? { total: 0, priced: 0, sum: 0 };
  }

  async unitIdsOf(enterpriseId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.unit.findMany({ where: { enterpriseId, id: { in: [...ids] } }, select: { id: true } });
    return new Set(rows.map((r) => r.id));
  }

  // Step 4
  async replaceCommercialRules(
    enterpriseId: string,
    d: {
      commission: { agencyPercentage: number; brokerPercentage: number; coordinatorPercentage: number };
      templates: { name: string; series: Prisma.InputJsonValue }[];
      campaigns: Omit<Prisma.SaleCampaignCreateManyInput, "enterpriseId">[];
      rules: Omit<Prisma.ApprovalRuleCreateManyInput, "enterpriseId">[];
    },
  ): Promise<void> {
    await this.db.enterpriseCommissionInfo.upsert({
      where: { enterpriseId },
      create: { enterpriseId, ...d.commission },
      update: d.commission,
    });
    await this.db.serieTemplate.deleteMany({ where: { enterpriseId } });
    await this.db.serieTemplate.createMany({ data: d.templates.map((t) => ({ ...t, enterpriseId })) });
    await this.db.saleCampaign.deleteMany({ where: { enterpriseId } });
    await this.db.saleCampaign.createMany({ data: d.campaigns.map((c) => ({ ...c, enterpriseId })) });
    await this.db.approvalRule.deleteMany({ where: { enterpriseId } });
    await this.db.approvalRule.createMany({ data: d.rules.map((r) => ({ ...r, enterpriseId })) });
  }

  async commercialRules(enterpriseId: string) {
    const [commission, templates, campaigns, rules] = await Promise.all([
      this.db.enterpriseCommissionInfo.findUnique({ where: { enterpriseId } }),
      this.db.serieTemplate.findMany({ where: { enterpriseId }, orderBy: [{ createdAt: "asc" }, { name: "asc" }] }),
      this.db.saleCampaign.findMany({ where: { enterpriseId }, orderBy: [{ startsAt: "asc" }, { name: "asc" }] }),
      this.db.approvalRule.findMany({ where: { enterpriseId }, orderBy: [{ level: "asc" }, { kind: "asc" }] }),
    ]);
    return { commission, templates, campaigns, rules };
  }

  // Step 5
  async replaceMedias(
    enterpriseId: string,
    medias: { type: Prisma.EnterpriseMediaCreateManyInput["type"]; title: string | null; url: string }[],
    actorId: string,
  ) {
    await this.db.enterpriseMedia.deleteMany({ where: { enterpriseId } });
    await this.db.enterpriseMedia.createMany({
      data: medias.map((m, i) => ({ ...m, enterpriseId, position: i, createdById: actorId })),
    });
  }

  medias(enterpriseId: string) {
    return this.db.enterpriseMedia.findMany({ where: { enterpriseId }, orderBy: [{ position: "asc" }] });
  }

  files(enterpriseId: string) {
    return this.db.enterpriseFile.findMany({ where: { enterpriseId }, orderBy: [{ createdAt: "desc" }] });
  }

  // Step 6
  async replaceSalesTeams(enterpriseId: string, salesTeamIds: string[]): Promise<void> {
    await this.db.enterpriseSalesTeam.deleteMany({ where: { enterpriseId } });
    await this.db.enterpriseSalesTeam.createMany({
      data: salesTeamIds.map((salesTeamId) => ({ enterpriseId, salesTeamId })),
    });
  }

  async upsertApprovers(enterpriseId: string, approvers: { userId: string; level: number }[]): Promise<void> {
    for (const a of approvers) {
      await this.db.enterpriseApprover.upsert({
        where: { enterpriseId_userId: { enterpriseId, userId: a.userId } },
        create: { enterpriseId, userId: a.userId, level: a.level },
        update: { level: a.level },
      });
    }
  }

  async setConstructionStatus(id: string, stages: { name: string; percentage: number }[]): Promise<void> {
    await this.db.enterprise.update({ where: { id }, data: { constructionStatus: stages } });
  }

  async replaceTeamsAndApprovers(
    enterpriseId: string,
    salesTeamIds: string[],
    approvers: { userId: string; level: number }[],
  ): Promise<void> {
    await this.db.enterpriseSalesTeam.deleteMany({ where: { enterpriseId } });
    await this.db.enterpriseSalesTeam.createMany({
      data: salesTeamIds.map((salesTeamId) => ({ enterpriseId, salesTeamId })),
    });
    await this.db.enterpriseApprover.deleteMany({ where: { enterpriseId } });
    await this.db.enterpriseApprover.createMany({ data: approvers.map((a) => ({ ...a, enterpriseId })) });
  }

  async setPublished(id: string, published: boolean): Promise<void> {
    const current = await this.db.enterprise.findUnique({ where: { id }, select: { published: true } });
    if (current?.published === published) return;
    // Publishing puts the enterprise on sale, so it becomes active (what partners and pickers filter on);
    // unpublishing leaves `active` alone (an enterprise off sale may still have leads being worked).
    await this.db.enterprise.update({
      where: { id },
      data: { published, publishedAt: published ? new Date() : null, ...(published ? { active: true } : {}) },
    });
  }

  async teamsAndApprovers(enterpriseId: string): Promise<TeamsAndApprovers> {
    const [teams, approvers] = await Promise.all([
      this.db.enterpriseSalesTeam.findMany({ where: { enterpriseId }, orderBy: { createdAt: "asc" } }),
      this.db.enterpriseApprover.findMany({
        where: { enterpriseId },
        orderBy: [{ level: "asc" }, { createdAt: "asc" }],
      }),
    ]);
    const users = approvers.length
      ? await this.db.user.findMany({
          where: { id: { in: approvers.map((a) => a.userId) } },
          select: { id: true, fullName: true },
        })
      : [];
    const names = new Map(users.map((u) => [u.id, u.fullName]));
    return {
      salesTeamIds: teams.map((t) => t.salesTeamId),
      approvers: approvers.map((a) => ({ userId: a.userId, level: a.level, fullName: names.get(a.userId) ?? "" })),
    };
  }

  async existingSalesTeams(ids: readonly string[]): Promise<number> {
    return ids.length ? this.db.salesTeam.count({ where: { id: { in: [...ids] } } }) : 0;
  }

  logs(enterpriseId: string, limit = 200) {
    return this.db.enterpriseLog.findMany({
      where: { enterpriseId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
  }

  /** Active enterprises served by no sales team. */
  withoutSalesTeams() {
    return this.db.enterprise.findMany({
      where: { active: true, salesTeams: { none: {} } },
      select: { id: true, name: true, city: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    });
  }

  log(enterpriseId: string, actorId: string, action: string, data: Prisma.InputJsonValue) {
    return this.db.enterpriseLog.create({ data: { enterpriseId, actorId, action, data } });
  }
}
