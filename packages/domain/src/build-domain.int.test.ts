import { randomBytes } from "node:crypto";
import { leadCreateBody } from "@portal/contracts/leads-write";
import { SCHEDULE_MSG, SLOT_MS, scheduleCreateBody } from "@portal/contracts/schedules";
import { SOLICITATION_MSG, solicitationCreateBody, solicitationReplyBody } from "@portal/contracts/solicitations";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "./lib/app-error";
import type { AuthUser } from "./lib/ports";
import { createDomainHarness, type DomainHarness } from "./testing/domain-harness";

/**
 * Business rules on the domain as the API and the worker build it (buildDomain), against this file's own PostgreSQL
 * database and Redis prefix, without HTTP.
 */
let h: DomainHarness;

beforeAll(async () => {
  h = await createDomainHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const unique = () => randomBytes(4).toString("hex");

async function actor(roles: string[]): Promise<AuthUser> {
  const { user } = await createUser(h.db.prisma, { roles, availabilityStatus: "AVAILABLE" });
  return { id: user.id, sessionId: unique(), roles, readOnly: false, fullName: user.fullName, email: user.email };
}

/** A slot on the agenda's grid, days ahead, different for every call. */
let slots = 0;
function freshSlot(): Date {
  slots += 1;
  return new Date(Math.ceil(Date.now() / SLOT_MS) * SLOT_MS + 3 * 86_400_000 + slots * 10 * SLOT_MS);
}

describe("distribution", () => {
  it("a lead created without owner is offered, in the create's transaction, to the available agent of its enterprise's roulette, with its expiry job", async () => {
    const enterprise = await h.db.prisma.enterprise.create({ data: { name: `Emp ${unique()}`, city: "Campinas" } });
    const roulette = await h.db.prisma.roulette.create({
      data: { name: `Online ${unique()}`, type: "ONLINE", enterpriseIds: [enterprise.id] },
    });
    const agent = await actor(["ONLINE_SPECIALIST"]);
    await h.db.prisma.rouletteAgent.create({
      data: { rouletteId: roulette.id, userId: agent.id, status: "AVAILABLE", position: 1 },
    });
    const admin = await actor(["GERAL_ADMIN"]);

    const created = await h.domain.leads.write.create(
      admin,
      leadCreateBody.parse({
        full_name: "Cliente Roleta",
        phone: `1199${String(Date.now()).slice(-7)}`,
        enterprise_id: enterprise.id,
        source: "SITE",
      }),
    );

    const leadId = created.summary._id;
    const offer = await h.db.prisma.leadOffer.findFirstOrThrow({ where: { leadId, outcome: "PENDING" } });
    expect(offer.agentUserId).toBe(agent.id);
    expect(offer.rouletteId).toBe(roulette.id);
    const job = await h.jobs.queue("deadlines").getJob(`offer-expire_${offer.id}`);
    expect(job?.name).toBe("offer.expire");
    expect(await job?.getState()).toBe("delayed");
  });
});

describe("schedules", () => {
  it("a specialist's slot holds one appointment: a second booking in it is refused with the pt-BR conflict, and the first keeps its reminder job", async () => {
    const specialist = await actor(["BOOTH_SPECIALIST"]);
    const [first, second] = await Promise.all(
      ["Primeiro", "Segundo"].map((name, i) =>
        h.db.prisma.lead.create({
          data: {
            fullName: `Cliente ${name}`,
            phone: `551198${String(Date.now() + i).slice(-7)}`,
            source: "SITE",
            ownerId: specialist.id,
          },
        }),
      ),
    );
    const startsAt = freshSlot();
    const booking = (leadId: string) =>
      h.domain.schedules.writes.create(
        specialist,
        scheduleCreateBody.parse({ lead_id: leadId, type: "CALL", starts_at: startsAt.toISOString() }),
      );

    const booked = await booking(first!.id);
    const refused = await booking(second!.id).catch((e: unknown) => e);

    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "CONFLICT", message: SCHEDULE_MSG.slotTaken });
    expect(await h.db.prisma.schedule.count({ where: { specialistId: specialist.id } })).toBe(1);
    const reminder = await h.jobs.queue("deadlines").getJob(`schedule-reminder_${booked.id}_${startsAt.getTime()}`);
    expect(reminder?.name).toBe("schedule.remind");
  });
});

describe("solicitations", () => {
  it("an approved lead transfer moves the lead to the requester in the approval's transaction, and its previous owner is told", async () => {
    const [owner, requester, admin] = await Promise.all([
      actor(["ONLINE_SPECIALIST"]),
      actor(["ONLINE_SPECIALIST"]),
      actor(["GERAL_ADMIN"]),
    ]);
    const enterprise = await h.db.prisma.enterprise.create({ data: { name: `Emp ${unique()}`, city: "Campinas" } });
    const lead = await h.db.prisma.lead.create({
      data: {
        fullName: "Cliente Transferido",
        phone: `551197${String(Date.now()).slice(-7)}`,
        source: "SITE",
        enterpriseId: enterprise.id,
        ownerId: owner.id,
      },
    });

    const requested = await h.domain.solicitations.create(
      requester,
      solicitationCreateBody.parse({
        type: "LEAD_TRANSFER",
        message: "O cliente me procurou no estande.",
        lead_id: lead.id,
      }),
    );
    expect((await h.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(owner.id);
    await h.domain.solicitations.reply(admin, requested.row.id, solicitationReplyBody.parse({ decision: "APPROVED" }));

    expect((await h.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(requester.id);
    expect((await h.db.prisma.solicitation.findUniqueOrThrow({ where: { id: requested.row.id } })).status).toBe(
      "APPROVED",
    );
    const told = await h.db.prisma.notification.findMany({ where: { receiverId: owner.id } });
    expect(told.map((n) => n.title)).toContain(SOLICITATION_MSG.transferredAwayTitle);
  });
});
