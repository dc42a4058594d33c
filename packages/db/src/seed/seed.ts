/**
 * Development/CI seed: one demo user per role plus an incomplete partner broker (idempotent: upsert by email),
 * then the demo leads data (enterprises, sales teams, leads, pre-leads; inserted once, see leads/seed-demo-data.ts)
 * the demo roulettes with the demo specialists as members (demo-roulettes.ts) and the demo stands with the booth
 * specialist checked in and a day of visits (demo-stand.ts).
 */
import bcrypt from "bcrypt";
import type { Prisma, PrismaClient } from "../client";
import { cnpjFromBase, cpfFromBase } from "../documents";
import { seedDemoAvailabilitySchedules } from "./demo-availability-schedules";
import { seedDemoChat } from "./demo-chat";
import { seedDemoRoulettes } from "./demo-roulettes";
import { seedDemoSchedules } from "./demo-schedules";
import { seedDemoSolicitations } from "./demo-solicitations";
import { seedDemoStands } from "./demo-stand";
import { DEMO_PASSWORD, DEMO_PENDING_BROKER, DEMO_USERS, type DemoUser } from "./demo-users";
import { seedDemoData } from "./leads/seed-demo-data";

const BCRYPT_COST = 10;
const PARTNER_ROLES = new Set(["AGENT_PARTNER", "AGENT_PATRIANI"]);

export interface SeedOptions {
  /** Defaults to process.env.APP_ENV. The seed does nothing when it is "production". */
  appEnv?: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  skipped: boolean;
  /** Users created or reset to their demo state. */
  users: number;
}

/** Deterministic, valid and distinct documents/phones per demo user (index = position in DEMO_USERS). */
function demoUserData(user: DemoUser, index: number, passwordHash: string): Prisma.UserCreateInput {
  const complete = user.isRegistrationComplete;
  const isCompany = user.role === "ESTATE";
  return {
    email: user.email,
    fullName: user.fullName,
    passwordHash,
    roles: [user.role],
    active: true,
    readOnly: false,
    isRegistrationComplete: complete,
    workingSystems: ["SALES"],
    cpf: complete && !isCompany ? cpfFromBase(529_982_200 + index) : null,
    cnpj: complete && isCompany ? cnpjFromBase(11_222_300 + index) : null,
    phone: complete ? `5547999${String(100_000 + index)}` : null,
    // The stand's demo visits match partners by the CRECI as it was stored before decision 064 ("10013-F");
    // the broker who signs up now gives number and UF.
    creci:
      complete && PARTNER_ROLES.has(user.role)
        ? `${String(10_000 + index)}-F${user.email === DEMO_PENDING_BROKER.email ? "/SC" : ""}`
        : null,
    // Partners: approved, but for the one broker left waiting for the coordinator (decision 064).
    partnerStatus: PARTNER_ROLES.has(user.role)
      ? user.email === DEMO_PENDING_BROKER.email
        ? "PENDING_APPROVAL"
        : "APPROVED"
      : null,
    partnerRejectionReason: null,
    partnerReviewedAt: null,
    partnerReviewedById: null,
  };
}

/**
 * Upserts every demo user. Existing demo users are reset to their demo state (password, roles, flags);
 * other users are left alone. Refuses to run when APP_ENV=production.
 */
export async function seed(prisma: PrismaClient, opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const appEnv = opts.appEnv ?? process.env.APP_ENV;
  if (appEnv === "production") {
    log("Seed skipped: APP_ENV=production (demo users are never created in production).");
    return { skipped: true, users: 0 };
  }
  // One hash for every user keeps seeding fast (bcrypt cost 10 is ~50 ms per hash).
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST);
  await prisma.$transaction(
    DEMO_USERS.map((user, index) => {
      const data = demoUserData(user, index, passwordHash);
      const { email: _email, ...update } = data;
      return prisma.user.upsert({ where: { email: user.email }, create: data, update });
    }),
    // Prisma's defaults (2 s to start, 5 s to run) fail the e2e set-up on a loaded 2-core machine.
    { maxWait: 30_000, timeout: 60_000 },
  );
  log(`Seeded ${DEMO_USERS.length} demo users.`);
  await seedDemoData(prisma, { log });
  const roulettes = await seedDemoRoulettes(prisma);
  log(`Seeded ${roulettes.roulettes} demo roulettes (${roulettes.members} new members).`);
  const stands = await seedDemoStands(prisma);
  log(`Seeded ${stands.stands} demo stands (${stands.visits} new visits).`);
  const shifts = await seedDemoAvailabilitySchedules(prisma);
  log(`Seeded ${shifts.shifts} demo shifts (availability schedules).`);
  const schedules = await seedDemoSchedules(prisma);
  log(`Seeded ${schedules.appointments} demo appointments (a week of the agenda).`);
  const solicitations = await seedDemoSolicitations(prisma);
  log(`Seeded ${solicitations.solicitations} demo solicitations.`);
  const chat = await seedDemoChat(prisma);
  log(`Seeded ${chat.messages} demo WhatsApp messages.`);
  return { skipped: false, users: DEMO_USERS.length };
}
