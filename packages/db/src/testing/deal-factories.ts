/**
 * Hand-made deals for tests that check numbers (reports, dashboards): an enterprise with towers and priced units,
 * leads, and sales at chosen instants with their proposal. Rows are written directly (no business rule runs), so a
 * test states exactly the history it needs: a sale registered at 23:30 on the 31st in São Paulo, cancelled or
 * distracted later, re-opened after a distrato.
 */
import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient, Sale, Unit } from "../generated/prisma/client";

type Db = PrismaClient | Prisma.TransactionClient;
const tag = () => randomBytes(3).toString("hex");

export interface TowerSpec {
  name?: string;
  /** Units of the tower (floors of 4); each gets `price` centavos unless `prices` says otherwise. */
  units: number;
  price?: number;
  prices?: number[];
  status?: Unit["status"];
}

/** An enterprise with towers and units; optionally served by sales teams. */
export async function createEnterpriseWithUnits(
  db: Db,
  opts: { name?: string; towers: TowerSpec[]; salesTeamIds?: string[]; createdAt?: Date },
) {
  const enterprise = await db.enterprise.create({
    data: { name: opts.name ?? `Residencial ${tag()}`, city: "Joinville", createdAt: opts.createdAt },
  });
  if (opts.salesTeamIds?.length)
    await db.enterpriseSalesTeam.createMany({
      data: opts.salesTeamIds.map((salesTeamId) => ({ enterpriseId: enterprise.id, salesTeamId })),
    });
  const towers = [];
  for (const [t, spec] of opts.towers.entries()) {
    const tower = await db.tower.create({
      data: {
        enterpriseId: enterprise.id,
        name: spec.name ?? `Torre ${String.fromCharCode(65 + t)}`,
        floors: Math.max(1, Math.ceil(spec.units / 4)),
        unitsPerFloor: 4,
        position: t,
      },
    });
    const units: Unit[] = [];
    for (let i = 0; i < spec.units; i++) {
      const floor = Math.floor(i / 4) + 1;
      units.push(
        await db.unit.create({
          data: {
            enterpriseId: enterprise.id,
            towerId: tower.id,
            floor,
            number: `${floor}0${(i % 4) + 1}`,
            privateArea: "62.50",
            status: spec.status ?? "AVAILABLE",
            price: BigInt(spec.prices?.[i] ?? spec.price ?? 50_000_000),
            createdAt: opts.createdAt,
          },
        }),
      );
    }
    towers.push({ tower, units });
  }
  return { enterprise, towers, units: towers.flatMap((t) => t.units) };
}

/** A sales team with a master (coordinator) and members. */
export async function createTeam(db: Db, opts: { masterId?: string | null; memberIds?: string[]; name?: string }) {
  const team = await db.salesTeam.create({
    data: { name: opts.name ?? `Equipe ${tag()}`, masterId: opts.masterId ?? null },
  });
  if (opts.memberIds?.length)
    await db.salesTeamMember.createMany({ data: opts.memberIds.map((userId) => ({ teamId: team.id, userId })) });
  return team;
}

/** A lead as a report sees it: created at a chosen instant, with owner, team, source and enterprise. */
export async function createReportLead(
  db: Db,
  opts: {
    ownerId?: string | null;
    salesTeamId?: string | null;
    source?: string;
    enterpriseId?: string | null;
    createdAt?: Date;
    excluded?: boolean;
    name?: string;
  } = {},
) {
  return db.lead.create({
    data: {
      fullName: opts.name ?? `Lead ${tag()}`,
      phone: `55479${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      ownerId: opts.ownerId ?? null,
      salesTeamId: opts.salesTeamId ?? null,
      source: opts.source ?? "PORTAL",
      enterpriseId: opts.enterpriseId ?? null,
      excluded: opts.excluded ?? false,
      createdAt: opts.createdAt,
    },
  });
}

/**
 * A sale of `unit` to `leadId` by `brokerId` at `createdAt`, with its approved proposal; `price` is the net value in
 * centavos. Cancelled/distracted when `canceledAt`/`distractedAt` are given (the status follows); `originSaleId`
 * marks a sale re-opened after a distrato. The unit's status is left to the test.
 */
export async function createReportSale(
  db: Db,
  opts: {
    unit: Pick<Unit, "id" | "enterpriseId">;
    leadId: string;
    brokerId: string;
    price: number;
    createdAt: Date;
    status?: Sale["status"];
    completedAt?: Date | null;
    canceledAt?: Date | null;
    distractedAt?: Date | null;
    partnerAgencyId?: string | null;
    originSaleId?: string | null;
  },
): Promise<Sale> {
  const proposal = await db.proposal.create({
    data: {
      leadId: opts.leadId,
      unitId: opts.unit.id,
      enterpriseId: opts.unit.enterpriseId,
      brokerId: opts.brokerId,
      price: BigInt(opts.price),
      netPrice: BigInt(opts.price),
      status: "APPROVED",
      createdById: opts.brokerId,
      createdAt: opts.createdAt,
    },
  });
  const status =
    opts.status ??
    (opts.distractedAt ? "DISTRACTED" : opts.canceledAt ? "CANCELED" : opts.completedAt ? "COMPLETED" : "IN_PROCESS");
  return db.sale.create({
    data: {
      proposalId: proposal.id,
      unitId: opts.unit.id,
      leadId: opts.leadId,
      enterpriseId: opts.unit.enterpriseId,
      brokerId: opts.brokerId,
      partnerAgencyId: opts.partnerAgencyId ?? null,
      originSaleId: opts.originSaleId ?? null,
      status,
      price: BigInt(opts.price),
      createdById: opts.brokerId,
      createdAt: opts.createdAt,
      completedAt: opts.completedAt ?? null,
      canceledAt: opts.canceledAt ?? null,
      distractedAt: opts.distractedAt ?? null,
    },
  });
}

/** The instant of a São Paulo wall-clock time (UTC-03:00, no daylight saving since 2019): `spTime("2026-01-31 23:30")`. */
export function spTime(wallClock: string): Date {
  return new Date(`${wallClock.replace(" ", "T")}:00-03:00`);
}
