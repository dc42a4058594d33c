/**
 * Demo stands (issue 18, docs/decisions/048): a stand for each demo enterprise the inventory demo fills with units
 * (apps/api/src/demo/demo-catalog.ts), the demo booth specialist and the demo receptionist checked in at the first one,
 * and a day of visits there (served with their service reports, one that left, one waiting to be started), so a
 * newcomer sees the queue board alive: log in as recepcionist@demo.local or booth_specialist@demo.local.
 * Direct inserts (this package has no services); the rows are the ones the API writes. Idempotent: stands are
 * upserted without touching hours an admin changed, presences opened when missing, the day of visits written once
 * (when the first stand has none). No notifications are seeded (no alert pops up on anyone's screen).
 */
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../client";
import { BOOTH_SPECIALIST_EMAIL } from "./leads/catalog";

/** The demo enterprises with units (the inventory demo's catalog, in its order): each gets a stand. */
export const DEMO_STAND_ENTERPRISES = [
  "Residencial Vista Taquaral",
  "Reserva Jardins de Atibaia",
  "Edifício Paulista Prime",
] as const;
export const DEMO_RECEPTIONIST_EMAIL = "recepcionist@demo.local";
const PARTNER_EMAIL = "agent_partner@demo.local";

/** Monday to Saturday 09:00-18:00, Sunday 10:00-16:00 (America/Sao_Paulo). */
export const DEMO_OPENING_HOURS = [
  { weekday: 0, opens_at: "10:00", closes_at: "16:00" },
  ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: "09:00", closes_at: "18:00" })),
];

type Report = Omit<
  Prisma.ServiceReportUncheckedCreateInput,
  "standVisitId" | "leadId" | "enterpriseId" | "specialistId"
>;
interface DemoVisit {
  name: string;
  hoursAgo: number;
  outcome: "FINISHED" | "CANCELED" | "ASSIGNED";
  howKnow: string;
  purpose: string;
  report?: Report;
  withPartner?: boolean;
}

const report = (r: Partial<Report> & Pick<Report, "interestLevel">): Report => ({
  purposeEnterprise: "HOME",
  howManyBedroom: "TWO",
  quantityChildren: "NONE",
  howKnow: "SITE",
  knowCompany: false,
  ownProperty: false,
  ...r,
});

const DAY: readonly DemoVisit[] = [
  {
    name: "Mariana Lopes Teixeira",
    hoursAgo: 7,
    outcome: "FINISHED",
    howKnow: "PARTNER_BROKER",
    purpose: "HOME",
    withPartner: true,
    report: report({
      interestLevel: "HIGH",
      howManyBedroom: "THREE",
      quantityChildren: "TWO",
      howKnow: "PARTNER_BROKER",
      knowCompany: true,
      age: 38,
      whatDidLike: "Planta do apartamento de 3 dormitórios e a área de lazer.",
      whatDidnotLike: "Prazo de entrega.",
      childrensAge: "6 e 9 anos",
      cityOfInterest: "Campinas",
      whichNeighborhood: "Taquaral",
      serviceFeedback: "Cliente quer voltar com o marido no sábado.",
    }),
  },
  {
    name: "Rafael Nunes Prado",
    hoursAgo: 6,
    outcome: "FINISHED",
    howKnow: "SOCIAL_MEDIA",
    purpose: "INVESTMENT",
    report: report({
      interestLevel: "MEDIUM",
      purposeEnterprise: "INVESTMENT",
      howManyBedroom: "ONE",
      howKnow: "SOCIAL_MEDIA",
      ownProperty: true,
      age: 45,
      whatDidLike: "Localização perto do parque.",
      whyCantBuy: "Aguarda a venda de outro imóvel.",
    }),
  },
  {
    name: "Juliana Campos Ribeiro",
    hoursAgo: 5,
    outcome: "FINISHED",
    howKnow: "PASSING_BY",
    purpose: "HOME",
    report: report({ interestLevel: "LOW", howKnow: "PASSING_BY", age: 27, sizeWant: "60 a 70 m²" }),
  },
  { name: "Otávio Mendes Carvalho", hoursAgo: 4, outcome: "CANCELED", howKnow: "TV", purpose: "HOME" },
  {
    name: "Beatriz Souza Almeida",
    hoursAgo: 3,
    outcome: "FINISHED",
    howKnow: "STREET_BROCHURE",
    purpose: "HOME_AND_INVESTMENT",
    report: report({
      interestLevel: "HIGH",
      purposeEnterprise: "HOME_AND_INVESTMENT",
      howKnow: "STREET_BROCHURE",
      quantityChildren: "ONE",
      quantityPets: 1,
      age: 33,
      bookedUnit: "Torre A - 1204",
      whatDidLike: "Varanda gourmet e vaga dupla.",
    }),
  },
  {
    name: "Henrique Dias Moreira",
    hoursAgo: 2,
    outcome: "FINISHED",
    howKnow: "SITE",
    purpose: "HOME",
    report: report({ interestLevel: "MEDIUM", howManyBedroom: "TWO", age: 29, knowCompany: true }),
  },
  { name: "Larissa Farias Gomes", hoursAgo: 0.3, outcome: "ASSIGNED", howKnow: "INDICATION", purpose: "HOME" },
];

const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

export async function seedDemoStands(
  prisma: PrismaClient,
  now = new Date(),
): Promise<{ stands: number; visits: number }> {
  const enterprises = await prisma.enterprise.findMany({
    where: { name: { in: [...DEMO_STAND_ENTERPRISES] } },
    select: { id: true, name: true },
  });
  const ordered = DEMO_STAND_ENTERPRISES.flatMap((n) => enterprises.filter((e) => e.name === n));
  for (const e of ordered) {
    await prisma.stand.upsert({
      where: { enterpriseId: e.id },
      create: { enterpriseId: e.id, active: true, openingHours: DEMO_OPENING_HOURS },
      update: {},
    });
  }
  const first = ordered[0];
  const [specialist, receptionist, partner] = await Promise.all(
    [BOOTH_SPECIALIST_EMAIL, DEMO_RECEPTIONIST_EMAIL, PARTNER_EMAIL].map((email) =>
      prisma.user.findUnique({
        where: { email },
        select: { id: true, fullName: true, email: true, phone: true, creci: true },
      }),
    ),
  );
  if (!first || !specialist || !receptionist) return { stands: ordered.length, visits: 0 };
  const checkedInAt = minutes(now, -8 * 60);

  // The booth specialist checked in (one presence model: AVAILABLE, in their roulettes too) and the receptionist.
  for (const [user, kind] of [
    [specialist, "SPECIALIST"],
    [receptionist, "RECEPTION"],
  ] as const) {
    const open = await prisma.standPresence.findFirst({ where: { userId: user.id, checkedOutAt: null } });
    if (open) continue;
    await prisma.standPresence.create({
      data: { enterpriseId: first.id, userId: user.id, kind, checkedInAt, queueAt: checkedInAt },
    });
    await prisma.standLog.create({
      data: {
        enterpriseId: first.id,
        userId: user.id,
        actorId: user.id,
        action: "CHECK_IN",
        reason: kind === "SPECIALIST" ? "entrou na fila da vez (fim da fila)" : "recepção no plantão",
        createdAt: checkedInAt,
      },
    });
    if (kind === "SPECIALIST") {
      await prisma.user.update({ where: { id: user.id }, data: { availabilityStatus: "AVAILABLE" } });
      await prisma.rouletteAgent.updateMany({ where: { userId: user.id }, data: { status: "AVAILABLE" } });
    }
  }

  if ((await prisma.standVisit.count({ where: { enterpriseId: first.id } })) > 0) {
    return { stands: ordered.length, visits: 0 };
  }
  let served = 0;
  for (const [i, v] of DAY.entries()) {
    await prisma.$transaction((tx) =>
      writeVisit(tx as unknown as PrismaClient, {
        v,
        index: i,
        enterpriseId: first.id,
        specialist,
        receptionistId: receptionist.id,
        partner: v.withPartner ? (partner ?? null) : null,
        arrivedAt: minutes(now, -v.hoursAgo * 60),
      }),
    );
    if (v.outcome !== "CANCELED") served++;
  }
  await prisma.standPresence.updateMany({
    where: { userId: specialist.id, checkedOutAt: null, enterpriseId: first.id },
    data: {
      visitsCount: { increment: served },
      lastAssignedAt: minutes(now, -0.3 * 60),
      queueAt: minutes(now, -0.3 * 60),
    },
  });
  return { stands: ordered.length, visits: DAY.length };
}

async function writeVisit(
  db: PrismaClient,
  a: {
    v: DemoVisit;
    index: number;
    enterpriseId: string;
    specialist: { id: string; fullName: string };
    receptionistId: string;
    partner: { id: string; fullName: string; email: string; phone: string | null; creci: string | null } | null;
    arrivedAt: Date;
  },
) {
  const { v, enterpriseId, specialist, arrivedAt } = a;
  const routed = v.outcome !== "CANCELED";
  const assignedAt = minutes(arrivedAt, 1);
  const startedAt = minutes(arrivedAt, 6);
  const finishedAt = minutes(arrivedAt, 52);
  const phone = `551997700${String(a.index + 1).padStart(4, "0")}`;
  const leadId = randomUUID();
  const visitId = randomUUID();
  await db.lead.create({
    data: {
      id: leadId,
      fullName: v.name,
      phone,
      source: "STAND",
      originType: "STAND",
      marketingSource: v.howKnow,
      nature: "OFFLINE",
      enterpriseId,
      ownerId: routed ? specialist.id : null,
      status: v.outcome === "FINISHED" ? "TALKING" : "NEW",
      interestLevel: v.report?.interestLevel ?? "NO_CLASSIFICATION",
      hasPartner: !!a.partner,
      createdById: a.receptionistId,
      createdAt: arrivedAt,
      lastInterestAt: arrivedAt,
      lastActivityAt: v.outcome === "FINISHED" ? finishedAt : arrivedAt,
    },
  });
  await db.standVisit.create({
    data: {
      id: visitId,
      enterpriseId,
      leadId,
      visitorName: v.name,
      visitorPhone: phone,
      howKnow: v.howKnow,
      purpose: v.purpose,
      lgpdConsent: true,
      status: v.outcome,
      receptionistId: a.receptionistId,
      specialistId: routed ? specialist.id : null,
      assignmentType: routed ? "QUEUE" : null,
      assignmentReason: routed ? "próximo disponível da fila da vez" : null,
      arrivedAt,
      assignedAt: routed ? assignedAt : null,
      startedAt: v.outcome === "FINISHED" ? startedAt : null,
      finishedAt: v.outcome === "FINISHED" ? finishedAt : null,
      canceledAt: v.outcome === "CANCELED" ? minutes(arrivedAt, 15) : null,
      cancelReason: v.outcome === "CANCELED" ? "Visitante não quis aguardar" : null,
      statusBeforeStart: v.outcome === "FINISHED" ? "AVAILABLE" : null,
      createdAt: arrivedAt,
    },
  });
  const leadLogs: Prisma.LeadLogCreateManyInput[] = [
    {
      leadId,
      authorId: a.receptionistId,
      type: "CREATED",
      data: { source: "STAND", nature: "OFFLINE", owner_id: null },
      createdAt: arrivedAt,
    },
    {
      leadId,
      authorId: a.receptionistId,
      type: "STAND_VISIT",
      subtype: "CHECK_IN",
      data: { visit_id: visitId, enterprise_id: enterpriseId, returning_visitor: false, lgpd_consent: true },
      createdAt: minutes(arrivedAt, 0.1),
    },
  ];
  const logs: Prisma.StandLogCreateManyInput[] = [
    {
      enterpriseId,
      visitId,
      actorId: a.receptionistId,
      action: "VISIT_CREATED",
      reason: "visita registrada",
      createdAt: arrivedAt,
    },
  ];
  if (routed) {
    leadLogs.push(
      {
        leadId,
        authorId: a.receptionistId,
        type: "OWNER",
        subtype: "STAND_VISIT",
        data: { from: null, to: specialist.id, visit_id: visitId },
        createdAt: assignedAt,
      },
      {
        leadId,
        authorId: a.receptionistId,
        type: "STAND_VISIT",
        subtype: "ASSIGNED",
        text: "próximo disponível da fila da vez",
        data: {
          visit_id: visitId,
          enterprise_id: enterpriseId,
          specialist_id: specialist.id,
          specialist_name: specialist.fullName,
          assignment_type: "QUEUE",
        },
        createdAt: minutes(assignedAt, 0.1),
      },
    );
    logs.push({
      enterpriseId,
      visitId,
      userId: specialist.id,
      actorId: a.receptionistId,
      action: "ASSIGNED",
      reason: `${specialist.fullName}: próximo disponível da fila da vez`,
      data: { type: "QUEUE" },
      createdAt: assignedAt,
    });
    await db.leadMovement.create({
      data: {
        leadId,
        destinationUserId: specialist.id,
        enterpriseId,
        actorId: a.receptionistId,
        reason: "STAND_VISIT",
        createdAt: assignedAt,
      },
    });
  } else {
    logs.push({
      enterpriseId,
      visitId,
      actorId: a.receptionistId,
      action: "CANCELED",
      reason: "Visitante não quis aguardar",
      createdAt: minutes(arrivedAt, 15),
    });
  }
  if (a.partner?.creci) {
    await db.leadCopartner.create({
      data: {
        leadId,
        fullName: a.partner.fullName,
        email: a.partner.email,
        phone: a.partner.phone,
        relationship: "CORRETOR_PARCEIRO",
        userId: a.partner.id,
      },
    });
    await db.thirdPartyVisit.create({
      data: {
        standVisitId: visitId,
        enterpriseId,
        leadId,
        brokerName: a.partner.fullName,
        brokerCreci: a.partner.creci,
        agencyName: "Imobiliária Parceira Demo",
        brokerUserId: a.partner.id,
        coPartnerAdded: true,
        createdById: a.receptionistId,
        createdAt: arrivedAt,
      },
    });
  }
  if (v.outcome === "FINISHED" && v.report) {
    const serviceReport = await db.serviceReport.create({
      data: {
        ...v.report,
        standVisitId: visitId,
        leadId,
        enterpriseId,
        specialistId: specialist.id,
        createdAt: finishedAt,
      },
    });
    leadLogs.push({
      leadId,
      authorId: specialist.id,
      type: "SERVICE_REPORT",
      data: {
        service_report_id: serviceReport.id,
        visit_id: visitId,
        enterprise_id: enterpriseId,
        interest_level: { from: "NO_CLASSIFICATION", to: v.report.interestLevel },
      },
      createdAt: finishedAt,
    });
    logs.push(
      {
        enterpriseId,
        visitId,
        userId: specialist.id,
        actorId: specialist.id,
        action: "STARTED",
        reason: "atendimento iniciado",
        createdAt: startedAt,
      },
      {
        enterpriseId,
        visitId,
        userId: specialist.id,
        actorId: specialist.id,
        action: "FINISHED",
        reason: "atendimento finalizado com ficha de atendimento",
        data: { service_report_id: serviceReport.id, interest_level: v.report.interestLevel },
        createdAt: finishedAt,
      },
    );
  }
  await db.leadLog.createMany({ data: leadLogs });
  await db.standLog.createMany({ data: logs });
}
