import type { PrismaClient } from "@portal/db/client";

/** ROULETTES enterprises, one ONLINE roulette each, AGENTS specialists spread evenly, all AVAILABLE. */
export async function seedRoulettes(
  prisma: PrismaClient,
  opts: { roulettes: number; agents: number; coordinatorPasswordHash?: string },
) {
  const enterprises = await prisma.enterprise.createManyAndReturn({
    data: Array.from({ length: opts.roulettes }, (_, i) => ({ name: `Bench Emp ${i}`, city: "Campinas" })),
  });
  const roulettes = await prisma.roulette.createManyAndReturn({
    data: enterprises.map((e, i) => ({ name: `Online ${i}`, type: "ONLINE" as const, enterpriseIds: [e.id] })),
  });
  const agents = await prisma.user.createManyAndReturn({
    data: Array.from({ length: opts.agents }, (_, i) => ({
      fullName: `Especialista Bench ${i}`,
      email: `bench.dist.${i}@bench.local`,
      passwordHash: "x",
      roles: ["ONLINE_SPECIALIST"],
      availabilityStatus: "AVAILABLE" as const,
    })),
  });
  await prisma.rouletteAgent.createMany({
    data: agents.map((a, i) => ({
      rouletteId: (roulettes[i % opts.roulettes] as { id: string }).id,
      userId: a.id,
      status: "AVAILABLE" as const,
      position: Math.floor(i / opts.roulettes) + 1,
    })),
  });
  const coordinator = await prisma.user.create({
    data: {
      fullName: "Coordenação Bench",
      email: "bench.coord@bench.local",
      passwordHash: opts.coordinatorPasswordHash ?? "x",
      roles: ["ONLINE_COORDINATOR"],
    },
  });
  return { enterprises, roulettes, agents, coordinator };
}
