/**
 * Demo roulettes (docs/decisions/036): one active ONLINE and one active BOOTH roulette serving every
 * active demo enterprise, with the demo specialists as members, so a newcomer sees distribution work: log in as
 * online_specialist@demo.local, press 'Disponível', create a lead from the site and it is offered to them.
 * Idempotent: the roulettes are found by name, their enterprises refreshed, memberships added when missing.
 * Presence is not touched (the specialist's own toggle puts them in the rotation).
 */
import type { PrismaClient } from "../client";
import { BOOTH_SPECIALIST_EMAIL, DEMO_ENTERPRISES, ONLINE_SPECIALIST_EMAIL } from "./leads/catalog";

export const DEMO_ROULETTES = [
  { name: "Roleta Online (demo)", type: "ONLINE", memberEmail: ONLINE_SPECIALIST_EMAIL },
  { name: "Roleta Plantão (demo)", type: "BOOTH", memberEmail: BOOTH_SPECIALIST_EMAIL },
] as const;

export async function seedDemoRoulettes(prisma: PrismaClient): Promise<{ roulettes: number; members: number }> {
  const enterprises = await prisma.enterprise.findMany({
    where: { name: { in: DEMO_ENTERPRISES.map((e) => e.name) }, active: true },
    select: { id: true },
    orderBy: { name: "asc" },
  });
  const enterpriseIds = enterprises.map((e) => e.id);
  const coordinator = await prisma.user.findUnique({
    where: { email: "online_coordinator@demo.local" },
    select: { id: true },
  });
  let members = 0;
  for (const r of DEMO_ROULETTES) {
    const existing = await prisma.roulette.findFirst({ where: { name: r.name }, select: { id: true } });
    const roulette = existing
      ? await prisma.roulette.update({ where: { id: existing.id }, data: { enterpriseIds, active: true } })
      : await prisma.roulette.create({ data: { name: r.name, type: r.type, enterpriseIds, active: true } });
    const member = await prisma.user.findUnique({ where: { email: r.memberEmail }, select: { id: true } });
    if (!member) continue;
    const created = await prisma.rouletteAgent.createMany({
      data: [
        {
          rouletteId: roulette.id,
          userId: member.id,
          status: "AVAILABLE",
          position: 1,
          addedById: coordinator?.id ?? null,
        },
      ],
      skipDuplicates: true,
    });
    members += created.count;
  }
  return { roulettes: DEMO_ROULETTES.length, members };
}
