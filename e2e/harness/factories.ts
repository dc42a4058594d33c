/**
 * Test data of the file's own, created through the public API as the run's administrator: the browser tests never
 * rely on the seeded demo users or records (the demo seed is for people trying the app, and changes with it).
 * Names and e-mails carry a per-run tag, so files and reruns against one database never meet each other's data.
 */
import { randomBytes } from "node:crypto";
import type { Role } from "@portal/contracts/roles";
import { inject } from "vitest";
import { apiCall, apiSession } from "./api";

/** Password of every user the factories create (meets the password rule). */
export const TEST_PASSWORD = "Teste@2026";

const TAG = randomBytes(3).toString("hex");
let counter = 0;

/** `label` made unique to this run, e.g. "Residencial Teste a1b2c3 4". */
export function unique(label: string): string {
  return `${label} ${TAG} ${++counter}`;
}

/** The run's MASTER (global-setup.ts), the only user that exists before the tests: it creates all the others. */
export function harnessAdmin(): { email: string; password: string } {
  return inject("harnessAdmin");
}

/** A session cookie of the run's administrator. */
export function adminSession(): Promise<string> {
  return apiSession(harnessAdmin());
}

/** A user a test created: what signs it in (login(), apiSession()) and what the screens show of it. */
export interface TestUser {
  _id: string;
  email: string;
  password: string;
  full_name: string;
  roles: Role[];
}

const FIRST_NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elaine", "Fábio", "Gisele", "Heitor", "Isabela", "Jorge"];
const LAST_NAMES = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Lima", "Gomes", "Rocha"];

/**
 * A fresh, active, complete user with `role` (and any `extraRoles`), created by the run's administrator
 * (POST /admin/users; a partner created by an admin is approved, decision 064).
 */
export async function createTestUser(
  role: Role,
  o: { fullName?: string; extraRoles?: Role[]; phone?: string; admin?: string } = {},
): Promise<TestUser> {
  const n = ++counter;
  const fullName = o.fullName ?? `${FIRST_NAMES[n % 10]} ${LAST_NAMES[(n * 3 + 1) % 10]} ${TAG}${n}`;
  const user = await apiCall<TestUser>(
    o.admin ?? (await adminSession()),
    "POST",
    "/admin/users",
    {
      full_name: fullName,
      email: `${role.toLowerCase()}.${TAG}.${n}@e2e.local`,
      password: TEST_PASSWORD,
      roles: [role, ...(o.extraRoles ?? [])],
      ...(o.phone ? { phone: o.phone } : {}),
    },
    201,
  );
  return { _id: user._id, email: user.email, password: TEST_PASSWORD, full_name: user.full_name, roles: user.roles };
}

/** A sales team of the file's own, `master` coordinating it and `members` in it. Returns its id and name. */
export async function createSalesTeam(o: {
  master?: TestUser;
  members?: readonly TestUser[];
  name?: string;
  admin?: string;
}): Promise<{ _id: string; name: string }> {
  const admin = o.admin ?? (await adminSession());
  const team = await apiCall<{ _id: string; name: string }>(
    admin,
    "POST",
    "/sales-teams",
    { name: o.name ?? unique("Equipe Teste"), master_id: o.master?._id ?? null },
    201,
  );
  if (o.members?.length) {
    await apiCall(admin, "PUT", `/sales-teams/${team._id}/members`, { user_ids: o.members.map((m) => m._id) });
  }
  return team;
}

/** An enterprise of the file's own (wizard step 1 only: no towers, no prices) in Campinas. Returns its id and name. */
export async function createEnterprise(
  o: { name?: string; admin?: string } = {},
): Promise<{ _id: string; name: string }> {
  const name = o.name ?? unique("Residencial Teste");
  const enterprise = await apiCall<{ _id: string }>(
    o.admin ?? (await adminSession()),
    "POST",
    "/enterprises",
    { name, city: "Campinas", group: "STOCK" },
    201,
  );
  return { _id: enterprise._id, name };
}
