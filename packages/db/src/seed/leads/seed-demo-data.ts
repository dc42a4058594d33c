/**
 * Demo data of the leads issue: sales teams, one enterprise per served city, ~2,000 leads with their history,
 * favourites, attendances and co-partners, and 200 available pre-leads. Runs once: when the first demo
 * enterprise exists the whole step is skipped (everything is inserted in one transaction, so it is all or
 * nothing). Deterministic on an empty database (seeded PRNG; dates relative to `now`).
 */
import type { Prisma, PrismaClient } from "../../client";
import { BOOTH_SPECIALIST_EMAIL, DEMO_ENTERPRISES, DEMO_TEAMS, ONLINE_SPECIALIST_EMAIL } from "./catalog";
import { generateDemoLeads, type SeedEnterprise } from "./generate-leads";
import { generateDemoPreLeads } from "./generate-pre-leads";
import { insertRows } from "./insert-rows";
import { Rng } from "./prng";

export const DEMO_SEED = 20_261_121;
export const DEMO_LEAD_COUNT = 2000;
export const DEMO_PRE_LEAD_COUNT = 200;
/** pg_advisory_xact_lock key: two seeds running at once do not both insert. */
const DEMO_LOCK_KEY = 7_406_113_920_260_003n;

export interface DemoDataOptions {
  /** Dates are spread over the 180 days before this instant (default: now). */
  now?: Date;
  leads?: number;
  preLeads?: number;
  log?: (message: string) => void;
}

export interface DemoDataResult {
  skipped: boolean;
  salesTeams: number;
  enterprises: number;
  leads: number;
  logs: number;
  movements: number;
  attendances: number;
  favorites: number;
  copartners: number;
  preLeads: number;
}

const NOTHING: Omit<DemoDataResult, "skipped"> = {
  salesTeams: 0,
  enterprises: 0,
  leads: 0,
  logs: 0,
  movements: 0,
  attendances: 0,
  favorites: 0,
  copartners: 0,
  preLeads: 0,
};

type Tx = Prisma.TransactionClient;

async function demoAlreadySeeded(db: PrismaClient | Tx): Promise<boolean> {
  const marker = await db.enterprise.findFirst({ where: { name: DEMO_ENTERPRISES[0]?.name }, select: { id: true } });
  return marker !== null;
}

async function upsertTeams(tx: Tx, userIds: Map<string, string>): Promise<Map<string, string>> {
  const teamIds = new Map<string, string>();
  for (const team of DEMO_TEAMS) {
    const masterId = userIds.get(team.masterEmail) ?? null;
    const row = await tx.salesTeam.upsert({
      where: { name: team.name },
      create: { name: team.name, masterId },
      update: { masterId, active: true },
      select: { id: true },
    });
    teamIds.set(team.key, row.id);
    const members = team.memberEmails.flatMap((email) => {
      const userId = userIds.get(email);
      return userId ? [{ teamId: row.id, userId }] : [];
    });
    await tx.salesTeamMember.createMany({ data: members, skipDuplicates: true });
  }
  return teamIds;
}

export async function seedDemoData(prisma: PrismaClient, opts: DemoDataOptions = {}): Promise<DemoDataResult> {
  const log = opts.log ?? (() => {});
  if (await demoAlreadySeeded(prisma)) {
    log("Demo leads already seeded: skipped.");
    return { skipped: true, ...NOTHING };
  }
  const emails = [...new Set(DEMO_TEAMS.flatMap((t) => [t.masterEmail, ...t.memberEmails]))];
  const users = await prisma.user.findMany({
    where: { email: { in: emails }, active: true },
    select: { id: true, email: true },
  });
  const userIds = new Map(users.map((u) => [u.email, u.id]));
  const boothSpecialistId = userIds.get(BOOTH_SPECIALIST_EMAIL);
  const onlineSpecialistId = userIds.get(ONLINE_SPECIALIST_EMAIL);
  if (!boothSpecialistId || !onlineSpecialistId) {
    throw new Error(
      `demo leads need the active demo specialists ${BOOTH_SPECIALIST_EMAIL} and ${ONLINE_SPECIALIST_EMAIL}`,
    );
  }
  const coordinatorIds = DEMO_TEAMS.flatMap((t) => userIds.get(t.masterEmail) ?? []);
  const now = opts.now ?? new Date();
  const rng = new Rng(DEMO_SEED);

  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`;
      if (await demoAlreadySeeded(tx)) return { skipped: true, ...NOTHING };

      const teamIds = await upsertTeams(tx, userIds);
      const enterprises: SeedEnterprise[] = DEMO_ENTERPRISES.map((e) => ({
        id: rng.uuid(),
        name: e.name,
        city: e.city,
        active: e.active,
        salesTeamId: teamIds.get(e.team) ?? null,
        daysToGoToBase: e.daysToGoToBase,
        cepPrefix: e.cepPrefix,
        districts: e.districts,
      }));
      await tx.enterprise.createMany({
        data: DEMO_ENTERPRISES.map((e, i) => ({
          id: enterprises[i]?.id,
          name: e.name,
          city: e.city,
          group: e.group,
          phase: e.phase,
          propertyType: e.propertyType,
          active: e.active,
          daysToGoToBase: e.daysToGoToBase,
        })),
      });
      // The teams serving each enterprise live in enterprise_sales_teams only (docs/decisions/037).
      await tx.enterpriseSalesTeam.createMany({
        data: enterprises.flatMap((e) => (e.salesTeamId ? [{ enterpriseId: e.id, salesTeamId: e.salesTeamId }] : [])),
      });

      // Generated phones never collide with leads or pre-leads already in the database.
      const existing = await tx.$queryRaw<
        { phone: string }[]
      >`SELECT phone FROM leads UNION SELECT phone FROM pre_leads`;
      const takenPhones = new Set(existing.map((r) => r.phone));
      const g = generateDemoLeads({
        rng,
        now,
        count: opts.leads ?? DEMO_LEAD_COUNT,
        enterprises,
        boothSpecialistId,
        onlineSpecialistId,
        coordinatorIds,
        takenPhones,
      });
      const preLeads = generateDemoPreLeads({
        rng,
        now,
        count: opts.preLeads ?? DEMO_PRE_LEAD_COUNT,
        enterprises,
        takenPhones,
      });

      await insertRows(tx, "leads", g.leads);
      await insertRows(tx, "lead_logs", g.logs);
      await insertRows(tx, "lead_movements", g.movements);
      await insertRows(tx, "attendances", g.attendances);
      await insertRows(tx, "lead_favorites", g.favorites);
      await insertRows(tx, "lead_copartners", g.copartners);
      await insertRows(tx, "pre_leads", preLeads);

      const result: DemoDataResult = {
        skipped: false,
        salesTeams: DEMO_TEAMS.length,
        enterprises: enterprises.length,
        leads: g.leads.length,
        logs: g.logs.length,
        movements: g.movements.length,
        attendances: g.attendances.length,
        favorites: g.favorites.length,
        copartners: g.copartners.length,
        preLeads: preLeads.length,
      };
      log(
        `Seeded demo data: ${result.enterprises} enterprises, ${result.salesTeams} sales teams, ${result.leads} leads ` +
          `(${result.logs} logs, ${result.movements} movements, ${result.attendances} attendances), ${result.preLeads} pre-leads.`,
      );
      return result;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}
