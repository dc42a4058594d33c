/** Enterprise and sales-team rows for tests: direct inserts with unique names. */
import { randomBytes } from "node:crypto";
import type { Enterprise, Prisma, PrismaClient, SalesTeam } from "@portal/db/client";

const unique = () => randomBytes(4).toString("hex");

export function createEnterprise(
  prisma: PrismaClient,
  overrides: Partial<Prisma.EnterpriseUncheckedCreateInput> = {},
): Promise<Enterprise> {
  return prisma.enterprise.create({
    data: {
      name: `Residencial Jardim ${unique()}`,
      city: "Campinas",
      group: "STOCK",
      phase: "RELEASE",
      propertyType: "HOME",
      active: true,
      ...overrides,
    },
  });
}

export async function createSalesTeam(
  prisma: PrismaClient,
  overrides: Partial<Prisma.SalesTeamUncheckedCreateInput> & { memberIds?: string[] } = {},
): Promise<SalesTeam> {
  const { memberIds = [], ...data } = overrides;
  const team = await prisma.salesTeam.create({ data: { name: `Time ${unique()}`, ...data } });
  if (memberIds.length) {
    await prisma.salesTeamMember.createMany({ data: memberIds.map((userId) => ({ teamId: team.id, userId })) });
  }
  return team;
}
