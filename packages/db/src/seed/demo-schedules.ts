/**
 * A demo week of the agenda (docs/decisions/053): appointments of the demo booth and online
 * specialists with their own clients across the current week (Sunday to Saturday, São Paulo): the days gone by closed
 * (done, one no-show, one cancelled), today and the days ahead scheduled — today's stand visits at the first demo stand,
 * so the receptionist sees "Visitas agendadas hoje". Rows are what the API writes (the appointment and one
 * schedule_slots row per half hour); the demo leads' own timelines are pinned by their seed test, so no lead logs.
 * Idempotent: written once per specialist (when their agenda is empty).
 */
import type { PrismaClient } from "../client";
import { DEMO_STAND_ENTERPRISES } from "./demo-stand";
import { BOOTH_SPECIALIST_EMAIL, ONLINE_SPECIALIST_EMAIL } from "./leads/catalog";

type Type = "STAND_VISIT" | "CALL" | "VIDEO_CALL" | "OTHER";
type Status = "SCHEDULED" | "DONE" | "NO_SHOW" | "CANCELED";

interface DemoAppointment {
  /** Day of the week, 0 = Sunday. */
  weekday: number;
  /** São Paulo wall time "HH:MM" on the half hour. */
  time: string;
  minutes: number;
  type: Type;
  notes?: string;
}

const BOOTH_WEEK: readonly DemoAppointment[] = [
  { weekday: 1, time: "10:00", minutes: 60, type: "STAND_VISIT", notes: "Quer ver o decorado de 2 dormitórios." },
  { weekday: 1, time: "14:30", minutes: 30, type: "CALL" },
  { weekday: 2, time: "09:30", minutes: 30, type: "CALL", notes: "Retorno sobre a simulação de financiamento." },
  { weekday: 2, time: "16:00", minutes: 90, type: "STAND_VISIT", notes: "Vem com a família." },
  { weekday: 3, time: "11:00", minutes: 30, type: "VIDEO_CALL" },
  { weekday: 3, time: "15:00", minutes: 60, type: "STAND_VISIT" },
  { weekday: 4, time: "10:30", minutes: 60, type: "STAND_VISIT", notes: "Segunda visita: levar a tabela atualizada." },
  { weekday: 4, time: "17:00", minutes: 30, type: "CALL" },
  { weekday: 5, time: "09:00", minutes: 30, type: "OTHER", notes: "Enviar documentos para análise de crédito." },
  { weekday: 5, time: "14:00", minutes: 60, type: "STAND_VISIT" },
  { weekday: 6, time: "10:00", minutes: 120, type: "STAND_VISIT", notes: "Visita ao apartamento modelo." },
];
const ONLINE_WEEK: readonly DemoAppointment[] = [
  { weekday: 1, time: "09:00", minutes: 30, type: "CALL" },
  { weekday: 2, time: "13:30", minutes: 30, type: "VIDEO_CALL", notes: "Apresentar a planta por vídeo." },
  { weekday: 3, time: "10:00", minutes: 30, type: "CALL" },
  { weekday: 4, time: "15:30", minutes: 60, type: "VIDEO_CALL" },
  { weekday: 5, time: "11:30", minutes: 30, type: "CALL", notes: "Confirmar a visita de sábado." },
];

const DAY_MS = 86_400_000;
const SLOT_MS = 30 * 60_000;

/** The São Paulo day (UTC-3 all year) of an instant, as YYYY-MM-DD. */
const spDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export async function seedDemoSchedules(prisma: PrismaClient, now = new Date()): Promise<{ appointments: number }> {
  const today = spDay(now);
  const sunday = new Date(Date.parse(`${today}T00:00:00Z`) - new Date(`${today}T00:00:00Z`).getUTCDay() * DAY_MS);
  const stand = await prisma.enterprise.findFirst({ where: { name: DEMO_STAND_ENTERPRISES[0] }, select: { id: true } });
  let appointments = 0;
  for (const [email, week] of [
    [BOOTH_SPECIALIST_EMAIL, BOOTH_WEEK],
    [ONLINE_SPECIALIST_EMAIL, ONLINE_WEEK],
  ] as const) {
    const specialist = await prisma.user.findUnique({ where: { email }, select: { id: true } });
    if (!specialist) continue;
    if (await prisma.schedule.count({ where: { specialistId: specialist.id } })) continue;
    const clients = await prisma.lead.findMany({
      where: { ownerId: specialist.id, excluded: false },
      select: { id: true, enterpriseId: true },
      orderBy: { createdAt: "desc" },
      take: 40,
    });
    const atStand = clients.filter((c) => stand && c.enterpriseId === stand.id);
    const others = clients.filter((c) => !stand || c.enterpriseId !== stand.id);
    const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    let closedInPast = 0;
    for (const [i, a] of week.entries()) {
      // Today's stand visits are at the first demo stand (the receptionist's); the rest at the client's enterprise.
      const pool = a.type === "STAND_VISIT" && atStand.length ? atStand : others.length ? others : clients;
      const lead = pool[i % Math.max(pool.length, 1)];
      if (!lead) continue;
      const day = new Date(sunday.getTime() + a.weekday * DAY_MS).toISOString().slice(0, 10);
      const startsAt = new Date(`${day}T${a.time}:00-03:00`);
      const endsAt = new Date(startsAt.getTime() + a.minutes * 60_000);
      const past = endsAt.getTime() <= now.getTime();
      let status: Status = "SCHEDULED";
      if (past) {
        closedInPast += 1;
        status = closedInPast === 2 ? "NO_SHOW" : closedInPast === 4 ? "CANCELED" : "DONE";
      }
      const enterpriseId =
        a.type === "STAND_VISIT"
          ? a.weekday === todayWeekday && stand
            ? stand.id
            : (lead.enterpriseId ?? stand?.id ?? null)
          : lead.enterpriseId;
      if (a.type === "STAND_VISIT" && !enterpriseId) continue;
      const created = await prisma.schedule.create({
        data: {
          leadId: lead.id,
          specialistId: specialist.id,
          enterpriseId,
          type: a.type,
          status,
          startsAt,
          endsAt,
          notes: a.notes ?? null,
          outcomeNotes: status === "DONE" ? "Cliente atendido; seguimos com a proposta." : null,
          cancelReason: status === "CANCELED" ? "Cliente pediu para remarcar." : null,
          reminderDueAt: status === "SCHEDULED" && startsAt > now ? new Date(startsAt.getTime() - SLOT_MS) : null,
          reminderSentAt: past ? new Date(startsAt.getTime() - SLOT_MS) : null,
          createdById: specialist.id,
          closedAt: past ? endsAt : null,
          createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
        },
        select: { id: true },
      });
      if (status !== "CANCELED") {
        const slots = [];
        for (let t = startsAt.getTime(); t < endsAt.getTime(); t += SLOT_MS) {
          slots.push({ scheduleId: created.id, specialistId: specialist.id, slotStart: new Date(t) });
        }
        await prisma.scheduleSlot.createMany({ data: slots });
      }
      appointments += 1;
    }
  }
  return { appointments };
}
