/**
 * The read-only rule (docs/decisions/028-read-only-and-role-grants.md): a read_only user changes nothing,
 * anywhere, except their own password and avatar, their own notifications' read state and their session.
 */
import { randomUUID } from "node:crypto";
import { READ_ONLY_ALLOWED_WRITES } from "@portal/contracts/read-only";
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { step1 } from "./factories/enterprise-steps";
import { createEnterprise, createSalesTeam } from "./factories/enterprises";
import { createBuilding } from "./factories/inventory";
import { createNotification } from "./factories/notifications";
import { bearer, createTestContext, login, type TestContext } from "./helpers";

const READ_ONLY_MESSAGE = "Seu usuário é somente leitura: esta ação não é permitida.";
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

let ctx: TestContext;
let readOnly: { id: string; email: string; password: string; token: string };
let admin: string;
let master: string;

async function tokenOf(roles: string[], extra: { readOnly?: boolean } = {}) {
  const { user, password } = await createUser(ctx.prisma, { roles, readOnly: extra.readOnly ?? false });
  const token = (await login(ctx.app, user.email, password)).token!;
  return { id: user.id, email: user.email, password, token };
}

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  readOnly = await tokenOf(["GERAL_ADMIN"], { readOnly: true });
  admin = (await tokenOf(["GERAL_ADMIN"])).token;
  master = (await tokenOf(["MASTER"])).token;
});
afterAll(() => ctx?.close());

/** Count and content hash of every table: proof that a refused request wrote nothing anywhere. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await ctx.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await ctx.prisma.$queryRawUnsafe<{ n: number; h: string }[]>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`,
    );
    out[name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

type Method = "POST" | "PUT" | "PATCH" | "DELETE";
interface WriteCase {
  method: Method;
  url: string;
  payload: object;
  /** Who proves the request is otherwise valid (GERAL_ADMIN, or MASTER where only MASTER may). */
  control: "admin" | "master";
  status: number;
}

/** The writes of the report: each one valid (the control succeeds with it), so read_only is the only reason to refuse. */
const CASES: Record<string, () => Promise<WriteCase>> = {
  "POST /admin/users with roles MASTER": async () => ({
    method: "POST",
    url: "/admin/users",
    payload: {
      full_name: "Marcos Mestre",
      email: `mestre.${randomUUID()}@demo.local`,
      password: "Mestre@2026",
      roles: ["MASTER"],
    },
    control: "master",
    status: 201,
  }),
  "PUT /admin/users/{id}": async () => {
    const { user } = await createUser(ctx.prisma, { roles: ["BOOTH_SPECIALIST"] });
    return {
      method: "PUT",
      url: `/admin/users/${user.id}`,
      payload: { roles: ["ONLINE_COORDINATOR"], full_name: "Nome Alterado" },
      control: "admin",
      status: 200,
    };
  },
  "PUT /settings/{key}": async () => ({
    method: "PUT",
    url: "/settings/lead_acceptance_deadline_minutes",
    payload: { value: 3 },
    control: "admin",
    status: 200,
  }),
  "PUT /enterprises/{id}": async () => {
    const e = await createEnterprise(ctx.prisma);
    return {
      method: "PUT",
      url: `/enterprises/${e.id}`,
      payload: { phase: "READY", active: false },
      control: "admin",
      status: 200,
    };
  },
  "PUT /enterprises/{id}/step-1": async () => {
    const e = await createEnterprise(ctx.prisma, { active: false });
    return { method: "PUT", url: `/enterprises/${e.id}/step-1`, payload: step1, control: "admin", status: 200 };
  },
  "PUT /enterprises/units/{unitId}/suspend": async () => {
    const { units } = await createBuilding(ctx.prisma, { floors: 1, perFloor: 1 });
    return {
      method: "PUT",
      url: `/enterprises/units/${units[0]!.id}/suspend`,
      payload: { reason: "Unidade em vistoria." },
      control: "admin",
      status: 200,
    };
  },
  "POST /admin/webhooks": async () => ({
    method: "POST",
    url: "/admin/webhooks",
    payload: { url: "http://127.0.0.1:9/hooks", events: ["sale.completed"] },
    control: "admin",
    status: 201,
  }),
  "PUT /sales-teams/{id}": async () => {
    const team = await createSalesTeam(ctx.prisma);
    return {
      method: "PUT",
      url: `/sales-teams/${team.id}`,
      payload: { name: "Time Renomeado" },
      control: "admin",
      status: 200,
    };
  },
  "PUT /market-indexes": async () => ({
    method: "PUT",
    url: "/market-indexes",
    payload: { type: "IGPM", month: "2025-01", value: 0.27 },
    control: "admin",
    status: 200,
  }),
  "PUT /pre-leads/offer-settings": async () => ({
    method: "PUT",
    url: "/pre-leads/offer-settings",
    payload: { max_acquisitions_per_day: 50 },
    control: "admin",
    status: 200,
  }),
  "POST /admin/send-register-mail with roles MASTER": async () => ({
    method: "POST",
    url: "/admin/send-register-mail",
    payload: { email: `convite.${randomUUID()}@demo.local`, roles: ["MASTER"] },
    control: "master",
    status: 200,
  }),
};

describe("a read_only GERAL_ADMIN", () => {
  it.each(Object.keys(CASES))("is refused %s with 403, and nothing is written", async (name) => {
    const c = await CASES[name]!();
    const before = await databaseFingerprint();
    const refused = await ctx.app.inject({
      method: c.method,
      url: c.url,
      headers: bearer(readOnly.token),
      payload: c.payload,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: "Forbidden", message: READ_ONLY_MESSAGE });
    expect(await databaseFingerprint()).toEqual(before);

    // The same request from a writer succeeds: read_only was the only reason to refuse it.
    const token = c.control === "master" ? master : admin;
    const done = await ctx.app.inject({ method: c.method, url: c.url, headers: bearer(token), payload: c.payload });
    expect(done.statusCode, done.body).toBe(c.status);
  });

  it("cannot invite or create a MASTER and then log in as one", async () => {
    const email = `escalada.${randomUUID()}@demo.local`;
    await ctx.app.inject({
      method: "POST",
      url: "/admin/users",
      headers: bearer(readOnly.token),
      payload: { full_name: "Escalada Mestre", email, password: "Mestre@2026", roles: ["MASTER"] },
    });
    expect((await login(ctx.app, email, "Mestre@2026")).res.statusCode).toBe(401);
    expect(await ctx.prisma.user.count({ where: { email } })).toBe(0);
    expect(await ctx.prisma.invitation.count({ where: { invitedById: readOnly.id } })).toBe(0);
  });
});

/** Every route of the app, "METHOD /pattern", from Fastify's own route tree (hidden routes included). */
function registeredRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = line.match(/^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? "") + m[2]!;
    stack[depth] = url;
    for (const method of m[3]!.split(", ")) routes.push({ method, url });
  }
  return routes;
}

/** A concrete path for a pattern: every parameter becomes a well-formed id. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000").replace("*", "x");

/** Writes anyone may call without a session: sign-in, sign-up, password recovery, inbound webhooks. */
const PUBLIC_WRITES = [
  "POST /auth/login",
  "POST /users/login",
  "POST /users/agente-partner",
  "POST /users/agente-patriani",
  "POST /users/invitations/accept",
  "POST /password/forgot",
  "POST /password/reset",
];

/**
 * Writes a provider signs instead of a user (decision 081): a user's token means nothing there, the missing signature
 * is refused with 401 whoever calls.
 */
const SIGNED_WRITES = ["POST /webhooks/whatsapp"];

describe("every write route of the app", () => {
  it("is refused to a read_only user with 403 before anything runs, except the documented allow-list", async () => {
    const writes = registeredRoutes().filter((r) => WRITE_METHODS.includes(r.method));
    expect(writes.length).toBeGreaterThan(100);
    const keys = writes.map((r) => `${r.method} ${r.url}`);
    // The allow-list names real routes (a renamed route would silently fall out of it).
    for (const key of READ_ONLY_ALLOWED_WRITES) expect(keys).toContain(key);

    const before = await databaseFingerprint();
    const publicWrites: string[] = [];
    const notRefused: string[] = [];
    for (const { method, url } of writes) {
      const key = `${method} ${url}`;
      if ((READ_ONLY_ALLOWED_WRITES as readonly string[]).includes(key)) continue;
      if (SIGNED_WRITES.includes(key)) {
        const unsigned = await ctx.app.inject({
          method: method as Method,
          url: concrete(url),
          headers: bearer(readOnly.token),
          payload: {},
        });
        if (unsigned.statusCode !== 401) notRefused.push(`${key} (unsigned) -> ${unsigned.statusCode}`);
        continue;
      }
      const anonymous = await ctx.app.inject({ method: method as Method, url: concrete(url), payload: {} });
      if (anonymous.statusCode !== 401) {
        publicWrites.push(key);
        continue;
      }
      const res = await ctx.app.inject({
        method: method as Method,
        url: concrete(url),
        headers: bearer(readOnly.token),
        payload: {},
      });
      if (res.statusCode !== 403 || res.json().message !== READ_ONLY_MESSAGE)
        notRefused.push(`${key} -> ${res.statusCode}`);
    }
    expect(notRefused).toEqual([]);
    expect(publicWrites.sort()).toEqual([...PUBLIC_WRITES].sort());
    expect(await databaseFingerprint()).toEqual(before);
  });
});

describe("the allow-list still works for a read_only user", () => {
  it("marks own notifications readed and was_shown, one or all", async () => {
    const n1 = await createNotification(ctx.prisma, readOnly.id);
    await createNotification(ctx.prisma, readOnly.id);
    const one = await ctx.app.inject({
      method: "PUT",
      url: `/notifications/${n1.id}`,
      headers: bearer(readOnly.token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: n1.id, readed: true, was_shown: true });
    const all = await ctx.app.inject({
      method: "PUT",
      url: "/notifications/read-all",
      headers: bearer(readOnly.token),
    });
    expect(all.statusCode).toBe(200);
    expect(await ctx.prisma.notification.count({ where: { receiverId: readOnly.id, readed: false } })).toBe(0);
  });

  it("uploads own avatar", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const boundary = "----portal";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/admin/profile/image",
      headers: { ...bearer(readOnly.token), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image_url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: readOnly.id } })).imageUrl).toBe(
      res.json().image_url,
    );
  });

  it("changes own password by both routes, and signs out", async () => {
    const u = await tokenOf(["GERAL_ADMIN"], { readOnly: true });
    const first = await ctx.app.inject({
      method: "PUT",
      url: "/users/change-password",
      headers: bearer(u.token),
      payload: { current_password: u.password, new_password: "Nova@Senha1" },
    });
    expect(first.statusCode, first.body).toBe(200);
    const token = (await login(ctx.app, u.email, "Nova@Senha1")).token!;
    const second = await ctx.app.inject({
      method: "PUT",
      url: "/admin/profile/change-password",
      headers: bearer(token),
      payload: { current_password: "Nova@Senha1", new_password: "Outra@Senha2" },
    });
    expect(second.statusCode, second.body).toBe(200);
    const fresh = (await login(ctx.app, u.email, "Outra@Senha2")).token!;
    const out = await ctx.app.inject({ method: "POST", url: "/users/logout", headers: bearer(fresh) });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/users/my-profile", headers: bearer(fresh) })).statusCode).toBe(
      401,
    );
  });

  it("still reads: GET routes answer as for any admin", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/admin/users", headers: bearer(readOnly.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBeGreaterThan(0);
  });
});
