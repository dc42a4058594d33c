/**
 * Demo history (decision 082): fourteen months of the past for the demo made by `pnpm db:seed` and the inventory demo
 * (apps/api/src/demo), so the reports and the home dashboards have months to compare. It reuses the demo's users,
 * teams, partner agency and the three enterprises with units, and writes what the product would have written:
 * leads and their funnel, deals, commissions, price tables, market indexes (see history/generate-history.ts).
 *
 * Deterministic (seeded PRNG, São Paulo months relative to `now`), idempotent (the first history lead has a fixed id:
 * when it exists nothing is done; everything is one transaction under an advisory lock) and fast (one INSERT per
 * table, as the leads seed). Never part of the base seed(): tests and e2e keep their data.
 */
import { createPrismaClient, type PrismaClient } from "../client";
import { DEMO_STAND_ENTERPRISES } from "./demo-stand";
import { spMonthKey, spMonthStart } from "./history/calendar";
import { generateHistory, HISTORY_MONTHS } from "./history/generate-history";
import { type IndexType, priceTables } from "./history/price-tables";
import type { HistoryEnterprise, HistoryPeople, HistoryRows, LeadOnlyEnterprise } from "./history/types";
import { DEMO_ENTERPRISES, DEMO_TEAMS } from "./leads/catalog";
import { insertRows } from "./leads/insert-rows";
import { Rng } from "./leads/prng";

export const HISTORY_SEED = 20_261_129;
/** Id of the first history lead: present means the history is in (idempotency). */
export const HISTORY_MARKER_ID = "0de30415-7000-4000-8000-000000000082";
const HISTORY_LOCK_KEY = 7_406_113_920_260_082n;

/** When each enterprise went on sale and how many units it sells in an average month. */
const LAUNCHES: Record<(typeof DEMO_STAND_ENTERPRISES)[number], { monthsAgo: number; day: number; perMonth: number }> =
  {
    "Residencial Vista Taquaral": { monthsAgo: HISTORY_MONTHS - 1, day: 3, perMonth: 8 },
    "Reserva Jardins de Atibaia": { monthsAgo: 6, day: 8, perMonth: 10 },
    "Edifício Paulista Prime": { monthsAgo: HISTORY_MONTHS - 1, day: 3, perMonth: 5 },
  };

/** Monthly variations (percent) for the months the inventory demo's twelve do not cover, oldest first. */
const OLDER_INDEXES: Record<IndexType, readonly number[]> = {
  INCCDI: [0.46, 0.52, 0.39],
  IGPM: [0.29, -0.18, 0.44],
};

const EMAILS = {
  admin: "geral_admin@demo.local",
  booth: [
    "booth_specialist@demo.local",
    "booth_specialist2@demo.local",
    "booth_specialist3@demo.local",
    "booth_specialist4@demo.local",
  ],
  online: "online_specialist@demo.local",
  partnerBroker: "agent_partner@demo.local",
  agency: "estate@demo.local",
  patriani: "agent_patriani@demo.local",
  receptionist: "recepcionist@demo.local",
  secretary: "sales_secretary@demo.local",
  financial: "financial@demo.local",
  coordinators: ["booth_coordinator@demo.local", "online_coordinator@demo.local"],
} as const;

export interface DemoHistoryOptions {
  now?: Date;
  appEnv?: string;
  log?: (message: string) => void;
}

export interface DemoHistoryResult {
  skipped: boolean;
  /** Rows inserted per table. */
  rows: Record<string, number>;
  unitsUpdated: number;
}

type Db = PrismaClient;

async function markerExists(db: Pick<Db, "$queryRaw">): Promise<boolean> {
  const rows = await db.$queryRaw<
    { ok: boolean }[]
  >`SELECT true AS ok FROM leads WHERE id = ${HISTORY_MARKER_ID}::uuid`;
  return rows.length > 0;
}

async function loadPeople(db: Db): Promise<HistoryPeople & { admin: string }> {
  const emails = Object.values(EMAILS).flat();
  const users = await db.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const id = new Map(users.map((u) => [u.email, u.id]));
  const one = (email: string) => {
    const found = id.get(email);
    if (!found) throw new Error(`demo history needs the demo user ${email}: run pnpm db:seed first`);
    return found;
  };
  return {
    admin: one(EMAILS.admin),
    booth: EMAILS.booth.map(one),
    online: one(EMAILS.online),
    partnerBroker: one(EMAILS.partnerBroker),
    agency: one(EMAILS.agency),
    patriani: one(EMAILS.patriani),
    receptionist: one(EMAILS.receptionist),
    secretary: one(EMAILS.secretary),
    financial: one(EMAILS.financial),
    coordinators: EMAILS.coordinators.map(one),
  };
}

/** The market indexes the history's tables apply: the missing older months are added (never overwritten). */
async function ensureIndexes(db: Db, now: Date, adminId: string): Promise<Map<string, number>> {
  const data = (Object.keys(OLDER_INDEXES) as IndexType[]).flatMap((type) =>
    OLDER_INDEXES[type].map((value, i) => ({
      type,
      month: new Date(`${spMonthKey(now, HISTORY_MONTHS + 1 - i)}-01T00:00:00Z`),
      value,
      createdById: adminId,
    })),
  );
  await db.marketIndex.createMany({ data, skipDuplicates: true });
  const rows = await db.marketIndex.findMany({ select: { type: true, month: true, value: true } });
  return new Map(rows.map((r) => [`${r.type}:${r.month.toISOString().slice(0, 7)}`, Number(r.value)]));
}

async function loadEnterprises(db: Db, now: Date, indexes: Map<string, number>): Promise<HistoryEnterprise[]> {
  const out: HistoryEnterprise[] = [];
  for (const name of DEMO_STAND_ENTERPRISES) {
    const e = await db.enterprise.findFirst({ where: { name }, select: { id: true, city: true, indexType: true } });
    const launch = LAUNCHES[name];
    if (!e) throw new Error(`demo history needs the demo enterprise ${name}: run the demo inventory first`);
    const team = await db.$queryRaw<{ team_id: string; master_id: string | null }[]>`
      SELECT t.id AS team_id, t.master_id FROM enterprise_sales_teams est JOIN sales_teams t ON t.id = est.sales_team_id
       WHERE est.enterprise_id = ${e.id}::uuid ORDER BY t.name LIMIT 1`;
    const info = await db.enterpriseCommissionInfo.findUnique({ where: { enterpriseId: e.id } });
    const units = await db.$queryRaw<{ id: string; tower_id: string; price: bigint | null; free: boolean }[]>`
      SELECT u.id, u.tower_id, u.price,
             (u.status = 'AVAILABLE' AND NOT u.suspended AND u.price IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM proposals p WHERE p.unit_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.unit_id = u.id)) AS free
        FROM units u JOIN towers t ON t.id = u.tower_id
       WHERE u.enterprise_id = ${e.id}::uuid
       ORDER BY t.position, t.name, u.floor, u.number`;
    if (units.length === 0 || units.some((u) => u.price === null)) {
      throw new Error(`demo history needs the priced units of ${name}: run the demo inventory first`);
    }
    const generated = await db.priceSnapshot.findFirst({
      where: { enterpriseId: e.id, reason: "GENERATED" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const indexType = (e.indexType ?? "INCCDI") as IndexType;
    const launchAt = spMonthStart(now, launch.monthsAgo, launch.day, 10);
    out.push({
      id: e.id,
      name,
      city: e.city ?? "Campinas",
      teamId: team[0]?.team_id ?? null,
      coordinatorId: team[0]?.master_id ?? null,
      commission: info
        ? {
            agency: Number(info.agencyPercentage),
            broker: Number(info.brokerPercentage),
            coordinator: Number(info.coordinatorPercentage),
          }
        : null,
      launchMonthsAgo: launch.monthsAgo,
      salesPerMonth: launch.perMonth,
      indexType,
      tables: priceTables(now, launch.monthsAgo, launchAt, indexType, indexes),
      generatedSnapshotId: generated?.id ?? null,
      units: units.map((u) => ({ id: u.id, towerId: u.tower_id, price: Number(u.price), free: u.free })),
    });
  }
  return out;
}

async function loadLeadOnly(db: Db, exclude: readonly string[]): Promise<LeadOnlyEnterprise[]> {
  const names = DEMO_ENTERPRISES.filter((e) => e.active).map((e) => e.name);
  const rows = await db.$queryRaw<{ id: string; city: string | null; team_id: string | null }[]>`
    SELECT e.id, e.city, (SELECT est.sales_team_id FROM enterprise_sales_teams est WHERE est.enterprise_id = e.id
                           ORDER BY est.sales_team_id LIMIT 1) AS team_id
      FROM enterprises e WHERE e.name = ANY(${names}::text[]) AND e.active ORDER BY e.name`;
  return rows
    .filter((r) => !exclude.includes(r.id))
    .map((r) => ({ id: r.id, city: r.city ?? "Campinas", teamId: r.team_id }));
}

/** Tables in foreign-key order. */
const INSERT_ORDER: [keyof HistoryRows, string][] = [
  ["leads", "leads"],
  ["movements", "lead_movements"],
  ["attendances", "attendances"],
  ["offers", "lead_offers"],
  ["visits", "stand_visits"],
  ["serviceReports", "service_reports"],
  ["thirdPartyVisits", "third_party_visits"],
  ["schedules", "schedules"],
  ["slots", "schedule_slots"],
  ["proposals", "proposals"],
  ["proposalSeries", "proposal_series"],
  ["proposalLogs", "proposal_logs"],
  ["sales", "sales"],
  ["saleBuyers", "sale_buyers"],
  ["saleLogs", "sale_logs"],
  ["commissions", "commissions"],
  ["unitLogs", "unit_logs"],
  ["snapshots", "price_snapshots"],
  ["snapshotItems", "price_snapshot_items"],
];

export async function seedDemoHistory(prisma: Db, opts: DemoHistoryOptions = {}): Promise<DemoHistoryResult> {
  const log = opts.log ?? (() => {});
  const nothing: DemoHistoryResult = { skipped: true, rows: {}, unitsUpdated: 0 };
  if ((opts.appEnv ?? process.env.APP_ENV) === "production") return nothing;
  if (await markerExists(prisma)) {
    log("Demo history already seeded: skipped.");
    return nothing;
  }
  const now = opts.now ?? new Date();
  const people = await loadPeople(prisma);
  const indexes = await ensureIndexes(prisma, now, people.admin);
  const enterprises = await loadEnterprises(prisma, now, indexes);
  const leadOnly = await loadLeadOnly(
    prisma,
    enterprises.map((e) => e.id),
  );
  const roulettes = await prisma.roulette.findMany({
    where: { active: true },
    select: { id: true, type: true },
    orderBy: { name: "asc" },
  });
  const teams = await prisma.salesTeam.findMany({ select: { id: true, name: true } });
  const teamId = (key: string) => {
    const name = DEMO_TEAMS.find((t) => t.key === key)?.name;
    return teams.find((t) => t.name === name)?.id ?? null;
  };
  const phones = await prisma.$queryRaw<{ phone: string }[]>`SELECT phone FROM leads UNION SELECT phone FROM pre_leads`;
  const { rows, units } = generateHistory({
    rng: new Rng(HISTORY_SEED),
    now,
    markerId: HISTORY_MARKER_ID,
    adminId: people.admin,
    enterprises,
    leadOnly,
    people,
    roulettes: {
      online: roulettes.find((r) => r.type === "ONLINE")?.id ?? null,
      booth: roulettes.find((r) => r.type === "BOOTH")?.id ?? null,
    },
    channelTeams: { online: teamId("online"), partner: teamId("partnership"), patriani: teamId("agents") },
    takenPhones: new Set(phones.map((p) => p.phone)),
  });

  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${HISTORY_LOCK_KEY})`;
      if (await markerExists(tx)) return nothing;
      // The partner broker works for the demo agency (the partners report adds an agency's brokers to it).
      await tx.user.updateMany({
        where: { id: people.partnerBroker, partnerAgencyId: null },
        data: { partnerAgencyId: people.agency },
      });
      for (const e of enterprises) {
        // The enterprises went on sale in the past: the stock counts units on offer from their launch.
        await tx.$executeRaw`UPDATE enterprises SET published_at = ${e.tables.launchAt} WHERE id = ${e.id}::uuid`;
        await tx.$executeRaw`UPDATE towers SET created_at = ${e.tables.launchAt} WHERE enterprise_id = ${e.id}::uuid`;
        await tx.$executeRaw`UPDATE units SET created_at = ${e.tables.launchAt} WHERE enterprise_id = ${e.id}::uuid`;
        // The wizard's table (dated today) becomes the launch table, rewritten with the launch prices.
        if (e.generatedSnapshotId) await tx.priceSnapshot.delete({ where: { id: e.generatedSnapshotId } });
      }
      const counts: Record<string, number> = {};
      for (const [key, table] of INSERT_ORDER) {
        await insertRows(tx, table, rows[key]);
        counts[table] = rows[key].length;
      }
      const unitsUpdated = await tx.$executeRawUnsafe(
        `UPDATE units u SET status = v.status::"UnitStatus", price = v.price, updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, status text, price bigint)
          WHERE u.id = v.id`,
        JSON.stringify(units),
      );
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      log(
        `Seeded demo history: ${counts.sales} sales, ${counts.commissions} commissions, ${counts.leads} leads, ` +
          `${counts.price_snapshots} price tables (${total} rows, ${unitsUpdated} units updated).`,
      );
      return { skipped: false, rows: counts, unitsUpdated };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** The history on the database at `databaseUrl` with a client of its own (apps do not hold a Prisma client). */
export async function seedDemoHistoryAt(
  databaseUrl: string,
  opts: DemoHistoryOptions = {},
): Promise<DemoHistoryResult> {
  const prisma = createPrismaClient(databaseUrl, { max: 2 });
  try {
    return await seedDemoHistory(prisma, opts);
  } finally {
    await prisma.$disconnect();
  }
}
