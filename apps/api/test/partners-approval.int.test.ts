/**
 * Partner approval (decision 064): a partner who signs up waits for the partnership coordinator (or an admin)
 * before the enterprises, the mirror and the prices open; CRECI is checked for number + UF.
 */
import { MSG } from "@portal/contracts/messages";
import { randomCpf } from "@portal/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Building, createBuilding } from "./factories/inventory";
import { type Staff, staff } from "./factories/leads";
import { bearer, createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
let admin: Staff;
let boothCoordinator: Staff;
let approvedPartner: Staff;
let building: Building;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  coordinator = await staff(ctx, ["PARTNERSHIP_COORDINATOR"]);
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  boothCoordinator = await staff(ctx, ["BOOTH_COORDINATOR"]);
  approvedPartner = await staff(ctx, ["AGENT_PARTNER"], { partnerStatus: "APPROVED" });
  building = await createBuilding(ctx.prisma, { floors: 1, perFloor: 2 });
});
afterAll(() => ctx?.close());

let seq = 0;
/** null: no CRECI in the body. */
async function signUp(creci: string | null = "CRECI-SC 12.345-F") {
  seq += 1;
  const email = `parceiro.${seq}.${Date.now()}@exemplo.com.br`;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/users/agente-partner",
    payload: {
      full_name: `Parceiro Novo ${seq}`,
      email,
      password: "Parceiro@2026",
      cpf: randomCpf(),
      phone: "(48) 99876-5432",
      ...(creci === null ? {} : { creci }),
    },
  });
  return { res, email, token: res.json().authorization as string, id: res.json()._id as string };
}
const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
const put = (who: Staff, url: string, payload?: object) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, ...(payload ? { payload } : {}) });
const gated = (enterpriseId: string, unitId: string) => [
  `/enterprises/${enterpriseId}/units-prices`,
  `/enterprises/${enterpriseId}/mirror`,
  `/enterprises/${enterpriseId}/units`,
  `/enterprises/units/${unitId}`,
  `/enterprises/${enterpriseId}`,
  "/enterprises",
];

describe("CRECI at sign-up", () => {
  it("a broker must give a CRECI with number and UF; it is stored as 12345-F/SC", async () => {
    const missing = await signUp(null);
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json().message).toEqual(['"creci" é obrigatório para corretores parceiros']);
    for (const bad of ["123456-F", "12345/XX", "CRECI 12a45", "CRECI-SP 12345-F/RJ"]) {
      const res = (await signUp(bad)).res;
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toEqual(['"creci" deve ser um CRECI com número e UF (ex.: 12345-F/SC)']);
    }
    const ok = await signUp("CRECI-SC 12.345-F");
    expect(ok.res.statusCode).toBe(201);
    const row = await ctx.prisma.user.findUniqueOrThrow({ where: { id: ok.id } });
    expect(row).toMatchObject({ creci: "12345-F/SC", partnerStatus: "PENDING_APPROVAL" });
    expect((await signUp("54321 J/rj")).res.statusCode).toBe(201);
    expect(await ctx.prisma.user.count({ where: { creci: "54321-J/RJ" } })).toBe(1);
  });
});

describe("a pending partner", () => {
  it("gets 403 with the pt-BR reason on prices, mirror and units, but reads their own status", async () => {
    const p = await signUp();
    const unitId = building.units[0]?.id as string;
    for (const url of gated(building.enterpriseId, unitId)) {
      const res = await get(p.token, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ statusCode: 403, error: "Forbidden", message: MSG.partnerPendingApproval });
    }
    const me = await get(p.token, "/users/my-profile");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ partner_status: "PENDING_APPROVAL", partner_rejection_reason: null });
    // An approved partner is not affected.
    expect((await get(approvedPartner.token, `/enterprises/${building.enterpriseId}/units-prices`)).statusCode).toBe(
      200,
    );
  });

  it("the partnership coordinator hears of the sign-up and lists it with the partner's data", async () => {
    const p = await signUp("CRECI/SP 98.765-F");
    const note = await ctx.prisma.notification.findFirst({
      where: { receiverId: coordinator.user.id, linkedContent: p.id },
    });
    expect(note).toMatchObject({ title: "Novo parceiro aguardando aprovação" });
    expect(note?.message).toContain("98765-F/SP");
    const list = await get(coordinator.token, "/admin/partners?status=PENDING_APPROVAL&search=98765");
    expect(list.statusCode).toBe(200);
    expect(list.json().payload).toEqual([
      expect.objectContaining({
        _id: p.id,
        email: p.email,
        creci: "98765-F/SP",
        phone: "5548998765432",
        partner_status: "PENDING_APPROVAL",
        partner_reviewed_by_name: null,
      }),
    ]);
  });
});

describe("approval", () => {
  it("only the partnership coordinator and admins decide; others get 403", async () => {
    const p = await signUp();
    const partnerAsStaff: Staff = { user: { id: p.id } as Staff["user"], token: p.token, headers: bearer(p.token) };
    for (const who of [boothCoordinator, approvedPartner, partnerAsStaff]) {
      expect((await put(who, `/admin/partners/${p.id}/approve`)).statusCode).toBe(403);
      expect((await get(who.token, "/admin/partners")).statusCode).toBe(403);
    }
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: p.id } })).partnerStatus).toBe("PENDING_APPROVAL");
  });

  it("approval opens prices and the mirror at once and tells the partner", async () => {
    const p = await signUp();
    expect((await get(p.token, `/enterprises/${building.enterpriseId}/mirror`)).statusCode).toBe(403);
    const res = await put(coordinator, `/admin/partners/${p.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      partner_status: "APPROVED",
      partner_reviewed_by_name: coordinator.user.fullName,
    });
    const mirror = await get(p.token, `/enterprises/${building.enterpriseId}/mirror`);
    expect(mirror.statusCode).toBe(200);
    const prices = await get(p.token, `/enterprises/${building.enterpriseId}/units-prices`);
    expect(prices.statusCode).toBe(200);
    expect(prices.json().payload[0].price).toBe(501_000_00);
    const note = await ctx.prisma.notification.findFirst({ where: { receiverId: p.id } });
    expect(note).toMatchObject({ title: "Cadastro aprovado" });
    const again = await put(admin, `/admin/partners/${p.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.partnerAlreadyReviewed);
  });

  it("rejection needs a reason, keeps the partner out and shows them why", async () => {
    const p = await signUp();
    const short = await put(admin, `/admin/partners/${p.id}/reject`, { reason: "no" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message[0]).toMatch(/^"reason"/);
    const res = await put(admin, `/admin/partners/${p.id}/reject`, { reason: "CRECI não encontrado no conselho." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      partner_status: "REJECTED",
      partner_rejection_reason: "CRECI não encontrado no conselho.",
    });
    const prices = await get(p.token, `/enterprises/${building.enterpriseId}/units-prices`);
    expect(prices.statusCode).toBe(403);
    expect(prices.json().message).toBe(MSG.partnerRejected);
    expect((await get(p.token, "/users/my-profile")).json()).toMatchObject({
      partner_status: "REJECTED",
      partner_rejection_reason: "CRECI não encontrado no conselho.",
    });
    const note = await ctx.prisma.notification.findFirst({ where: { receiverId: p.id } });
    expect(note?.message).toBe("Seu cadastro de parceiro foi recusado. Motivo: CRECI não encontrado no conselho.");
    const audit = await ctx.prisma.auditLog.findFirst({ where: { entityId: p.id, action: "user.partner_rejected" } });
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it("a partner an admin creates is approved by that act", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/admin/users/agent-partner",
      headers: admin.headers,
      payload: {
        full_name: "Parceira Convidada",
        email: `convidada.${Date.now()}@exemplo.com.br`,
        password: "Parceira@2026",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().partner_status).toBe("APPROVED");
  });
});
