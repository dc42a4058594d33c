/** Towers and units for the inventory tests: direct inserts (fast), unique names. */
import { randomBytes } from "node:crypto";
import { Prisma, type PrismaClient, type Unit } from "@portal/db/client";
import { createEnterprise } from "./enterprises";

export interface Building {
  enterpriseId: string;
  towerId: string;
  units: Unit[];
}

/** An enterprise with one tower of floors × perFloor units (101, 102, ...), priced R$ 500.000 + floor. */
export async function createBuilding(
  prisma: PrismaClient,
  opts: { floors?: number; perFloor?: number; towers?: number; enterpriseId?: string } = {},
): Promise<Building> {
  const { floors = 2, perFloor = 2, towers = 1 } = opts;
  const enterpriseId = opts.enterpriseId ?? (await createEnterprise(prisma)).id;
  let firstTower = "";
  for (let t = 0; t < towers; t++) {
    const tower = await prisma.tower.create({
      data: {
        enterpriseId,
        name: `Torre ${String.fromCharCode(65 + t)} ${randomBytes(2).toString("hex")}`,
        floors,
        unitsPerFloor: perFloor,
        position: t,
      },
    });
    if (!firstTower) firstTower = tower.id;
    const data: Prisma.UnitCreateManyInput[] = [];
    for (let f = 1; f <= floors; f++) {
      for (let c = 1; c <= perFloor; c++) {
        data.push({
          enterpriseId,
          towerId: tower.id,
          floor: f,
          number: `${f}${String(c).padStart(2, "0")}`,
          bedrooms: c % 2 ? 2 : 3,
          privateArea: new Prisma.Decimal(c % 2 ? "65.40" : "82.15"),
          position: c % 2 ? "FRONT" : "BACK",
          price: BigInt(500_000_00 + f * 1_000_00),
        });
      }
    }
    await prisma.unit.createMany({ data });
  }
  const units = await prisma.unit.findMany({
    where: { enterpriseId },
    orderBy: [{ floor: "asc" }, { number: "asc" }],
  });
  return { enterpriseId, towerId: firstTower, units };
}

export async function setUnitState(
  prisma: PrismaClient,
  unitId: string,
  state: { status?: Unit["status"]; suspended?: boolean; fakeStatus?: Unit["status"] | null },
) {
  await prisma.unit.update({ where: { id: unitId }, data: state });
}

/** Rows an inventory write touches, to assert that a refused request wrote nothing. */
export async function inventoryWrites(prisma: PrismaClient) {
  const [unitLogs, reservations, notifications] = await Promise.all([
    prisma.unitLog.count(),
    prisma.reservation.count(),
    prisma.notification.count(),
  ]);
  return { unitLogs, reservations, notifications };
}
