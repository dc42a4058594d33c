/**
 * Demo solicitations (docs/decisions/054), so both sides of the screen have something to show:
 * the booth specialist asks for one of the online specialist's leads (open, for the coordinators to approve), asks a
 * question the booth coordinator answered, and the online specialist has a request the online coordinator approved.
 * Direct inserts of the rows the API writes (requests, thread, audit). Idempotent: written once, when there is none.
 * No notifications are seeded (no alert pops up on anyone's screen).
 */
import type { PrismaClient } from "../client";
import { BOOTH_SPECIALIST_EMAIL, ONLINE_SPECIALIST_EMAIL } from "./leads/catalog";

const ONLINE_COORDINATOR_EMAIL = "online_coordinator@demo.local";
const BOOTH_COORDINATOR_EMAIL = "booth_coordinator@demo.local";
const HOUR = 3_600_000;

export async function seedDemoSolicitations(prisma: PrismaClient): Promise<{ solicitations: number }> {
  if ((await prisma.solicitation.count()) > 0) return { solicitations: 0 };
  const users = await prisma.user.findMany({
    where: {
      email: {
        in: [BOOTH_SPECIALIST_EMAIL, ONLINE_SPECIALIST_EMAIL, ONLINE_COORDINATOR_EMAIL, BOOTH_COORDINATOR_EMAIL],
      },
    },
    select: { id: true, email: true },
  });
  const id = (email: string) => users.find((u) => u.email === email)?.id;
  const booth = id(BOOTH_SPECIALIST_EMAIL);
  const online = id(ONLINE_SPECIALIST_EMAIL);
  const onlineCoordinator = id(ONLINE_COORDINATOR_EMAIL);
  const boothCoordinator = id(BOOTH_COORDINATOR_EMAIL);
  if (!booth || !online || !onlineCoordinator || !boothCoordinator) return { solicitations: 0 };
  const lead = await prisma.lead.findFirst({
    where: { ownerId: online, excluded: false },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const coordinators = [onlineCoordinator, boothCoordinator];
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  let count = 0;

  if (lead) {
    const s = await prisma.solicitation.create({
      data: {
        type: "LEAD_TRANSFER",
        requesterId: booth,
        message: "Este cliente esteve no plantão ontem e quer continuar o atendimento comigo.",
        enterpriseId: lead.enterpriseId,
        leadId: lead.id,
        leadOwnerId: online,
        approverIds: coordinators,
        createdAt: at(3),
      },
    });
    await audit(prisma, s.id, booth, "solicitation.created", at(3));
    count++;
  }

  const question = await prisma.solicitation.create({
    data: {
      type: "OTHER",
      requesterId: booth,
      message: "Posso antecipar a minha folga de sábado para sexta-feira?",
      approverIds: [boothCoordinator],
      createdAt: at(26),
    },
  });
  await prisma.solicitationReply.create({
    data: {
      solicitationId: question.id,
      authorId: boothCoordinator,
      message: "Pode sim, combine a cobertura com a equipe do plantão.",
      createdAt: at(25),
    },
  });
  await audit(prisma, question.id, booth, "solicitation.created", at(26));
  await audit(prisma, question.id, boothCoordinator, "solicitation.replied", at(25));
  count++;

  const approved = await prisma.solicitation.create({
    data: {
      type: "OTHER",
      requesterId: online,
      message: "Preciso de acesso ao material de vendas do novo lançamento.",
      approverIds: [onlineCoordinator],
      status: "APPROVED",
      decidedById: onlineCoordinator,
      decidedAt: at(47),
      createdAt: at(50),
    },
  });
  await prisma.solicitationReply.create({
    data: {
      solicitationId: approved.id,
      authorId: onlineCoordinator,
      message: "Liberado. O material está na pasta do empreendimento.",
      decision: "APPROVED",
      createdAt: at(47),
    },
  });
  await audit(prisma, approved.id, online, "solicitation.created", at(50));
  await audit(prisma, approved.id, onlineCoordinator, "solicitation.approved", at(47));
  count++;
  return { solicitations: count };
}

function audit(prisma: PrismaClient, entityId: string, actorId: string, action: string, createdAt: Date) {
  return prisma.auditLog.create({ data: { actorId, action, entity: "solicitation", entityId, createdAt } });
}
