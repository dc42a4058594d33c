/** Lead rows and logged-in staff for the leads tests: direct inserts with unique data. */
import type { Lead, LeadLog, Prisma, PrismaClient, User } from "@portal/db/client";
import { createUser } from "@portal/db/testing/factories";
import { bearer, login, type TestContext } from "../helpers";

export { createEnterprise, createSalesTeam } from "./enterprises";

const used = new Set<string>();
/** A unique valid mobile phone, normalised: 55 + DDD 11 + 9 + 8 random digits. */
export function leadPhone(): string {
  for (;;) {
    const phone = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

/** The national form a user would type: "(11) 9xxxx-xxxx". */
export function maskedPhone(normalised: string): string {
  const d = normalised.slice(2);
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

const NAMES = [
  "Beatriz Andrade",
  "Carlos Eduardo Ramos",
  "Fernanda Luz",
  "Gustavo Peixoto",
  "Helena Prado",
  "Igor Tavares",
];
let n = 0;

export function createLead(
  prisma: PrismaClient,
  overrides: Partial<Prisma.LeadUncheckedCreateInput> = {},
): Promise<Lead> {
  n += 1;
  return prisma.lead.create({
    data: { fullName: `${NAMES[n % NAMES.length]} ${n}`, phone: leadPhone(), source: "PORTAL", ...overrides },
  });
}

export function createLeadLog(
  prisma: PrismaClient,
  data: { leadId: string; authorId?: string | null; type?: string; text?: string; createdAt?: Date },
): Promise<LeadLog> {
  return prisma.leadLog.create({ data: { type: "NOTE", text: "Cliente pediu retorno.", ...data } });
}

export interface Staff {
  user: User;
  token: string;
  headers: { authorization: string };
}

/** A user with these roles, logged in. */
export async function staff(
  ctx: TestContext,
  roles: string[],
  overrides: Partial<Prisma.UserCreateInput> = {},
): Promise<Staff> {
  const { user, password } = await createUser(ctx.prisma, { roles, ...overrides });
  const { token } = await login(ctx.app, user.email, password);
  if (!token) throw new Error(`login failed for ${roles.join(",")}`);
  return { user, token, headers: bearer(token) };
}

/** Counts of the rows a lead write touches, to assert that a refused request wrote nothing. */
export async function leadWrites(prisma: PrismaClient) {
  const [leads, logs, movements, attendances, audit] = await Promise.all([
    prisma.lead.count(),
    prisma.leadLog.count(),
    prisma.leadMovement.count(),
    prisma.attendance.count(),
    prisma.auditLog.count({ where: { entity: { in: ["lead", "lead_log"] } } }),
  ]);
  return { leads, logs, movements, attendances, audit };
}
