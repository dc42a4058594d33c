/** Who may ask for and decide solicitations (decision 054), and the request bodies' 400s naming the field. */
import { describe, expect, it } from "vitest";
import {
  canDecideSolicitation,
  canRequestSolicitation,
  canUseSolicitations,
  decidableSolicitationTypes,
} from "./policy";
import {
  SOLICITATION_STATUS_LABELS,
  SOLICITATION_STATUSES,
  SOLICITATION_TYPE_LABELS,
  SOLICITATION_TYPES,
  solicitationCreateBody,
  solicitationReplyBody,
} from "./solicitations";

const LEAD = "3f8a3c5e-6a1b-4c2d-9e0f-123456789abc";
const request = (over: Partial<{ type: "LEAD_TRANSFER" | "RESERVE_EXTENSION" | "SHIFT_SWAP" | "OTHER" }> = {}) => ({
  type: "LEAD_TRANSFER" as const,
  requesterId: "spec",
  approverIds: ["coord"],
  ...over,
});
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("who may ask", () => {
  it("lets specialists ask for leads, and keeps partners and MASTER out of requests", () => {
    expect(canRequestSolicitation(["ONLINE_SPECIALIST"], "LEAD_TRANSFER")).toBe(true);
    expect(canRequestSolicitation(["BOOTH_SPECIALIST"], "SHIFT_SWAP")).toBe(true);
    expect(canRequestSolicitation(["ONLINE_SPECIALIST"], "SHIFT_SWAP")).toBe(false);
    expect(canRequestSolicitation(["MARKETING"], "LEAD_TRANSFER")).toBe(false);
    expect(canRequestSolicitation(["MARKETING"], "OTHER")).toBe(true);
    expect(canRequestSolicitation(["MASTER"], "LEAD_TRANSFER")).toBe(false);
    expect(canRequestSolicitation(["AGENT_PARTNER"], "RESERVE_EXTENSION")).toBe(false);
    expect(canRequestSolicitation(["SALES_SECRETARY"], "RESERVE_EXTENSION")).toBe(true);
    expect(canUseSolicitations(["AGENT_PARTNER"])).toBe(false);
    expect(canUseSolicitations(["RECEPCIONIST"])).toBe(true);
  });
});

describe("who may decide", () => {
  it("lets admins decide every request but their own", () => {
    const admin = { id: "adm", roles: ["GERAL_ADMIN"] };
    for (const type of SOLICITATION_TYPES) expect(canDecideSolicitation(admin, request({ type }))).toBe(true);
    expect(canDecideSolicitation({ id: "spec", roles: ["GERAL_ADMIN"] }, request())).toBe(false);
    expect(canDecideSolicitation({ id: "m", roles: ["MASTER"] }, request())).toBe(true);
  });

  it("lets a coordinator decide only the requests they are responsible for, of the types their role approves", () => {
    const coord = { id: "coord", roles: ["ONLINE_COORDINATOR"] };
    expect(canDecideSolicitation(coord, request())).toBe(true);
    expect(canDecideSolicitation(coord, { ...request(), approverIds: ["other"] })).toBe(false);
    // Shift swaps are the booth coordinators' (the availability schedule).
    expect(canDecideSolicitation(coord, request({ type: "SHIFT_SWAP" }))).toBe(false);
    expect(canDecideSolicitation({ id: "coord", roles: ["BOOTH_COORDINATOR"] }, request({ type: "SHIFT_SWAP" }))).toBe(
      true,
    );
  });

  it("lets the sales secretary decide reservation extensions only, and never a read-only user", () => {
    const secretary = { id: "coord", roles: ["SALES_SECRETARY"] };
    expect(canDecideSolicitation(secretary, request({ type: "RESERVE_EXTENSION" }))).toBe(true);
    expect(canDecideSolicitation(secretary, request())).toBe(false);
    expect(decidableSolicitationTypes(["SALES_SECRETARY"])).toEqual(["RESERVE_EXTENSION"]);
    expect(decidableSolicitationTypes(["ONLINE_SPECIALIST"])).toEqual([]);
    expect(canDecideSolicitation({ id: "adm", roles: ["GERAL_ADMIN"], readOnly: true }, request())).toBe(false);
  });
});

describe("request bodies", () => {
  it("requires each type's own fields and refuses the others', naming them", () => {
    expect(issues(solicitationCreateBody.safeParse({ type: "LEAD_TRANSFER", message: "Cliente meu" }))).toEqual([
      "lead_id: é obrigatório",
    ]);
    expect(
      issues(solicitationCreateBody.safeParse({ type: "OTHER", message: "x", lead_id: LEAD, extension_minutes: 60 })),
    ).toEqual([
      "lead_id: não se aplica a este tipo de solicitação",
      "extension_minutes: não se aplica a este tipo de solicitação",
    ]);
    expect(
      issues(
        solicitationCreateBody.safeParse({
          type: "RESERVE_EXTENSION",
          message: "x",
          reservation_id: LEAD,
          extension_minutes: 0,
        }),
      ),
    ).toEqual([expect.stringMatching(/^extension_minutes: deve ser uma das durações permitidas/)]);
    expect(issues(solicitationCreateBody.safeParse({ type: "LEAD_TRANSFER", message: "  ", lead_id: LEAD }))).toEqual([
      "message: é obrigatório",
    ]);
  });

  it("refuses a shift swap for the same shift", () => {
    const swap = { date: "2026-12-01", shift: "M", enterprise_id: LEAD, other_specialist_id: LEAD };
    const same = solicitationCreateBody.safeParse({
      type: "SHIFT_SWAP",
      message: "Troca",
      shift_swap: { ...swap, other_date: "2026-12-01", other_shift: "M" },
    });
    expect(issues(same)).toEqual(["shift_swap.other_shift: deve ser diferente do seu plantão"]);
    const bad = solicitationCreateBody.safeParse({
      type: "SHIFT_SWAP",
      message: "Troca",
      shift_swap: { ...swap, shift: "X", other_date: "2026-12-02", other_shift: "N" },
    });
    expect(issues(bad)).toEqual(["shift_swap.shift: deve ser M, T ou N"]);
  });

  it("needs a message for a plain reply and for a refusal, not for an approval or a cancel", () => {
    expect(issues(solicitationReplyBody.safeParse({}))).toEqual(["message: é obrigatório"]);
    expect(issues(solicitationReplyBody.safeParse({ decision: "REFUSED" }))).toEqual(["message: é obrigatório"]);
    expect(solicitationReplyBody.safeParse({ decision: "APPROVED" }).success).toBe(true);
    expect(solicitationReplyBody.safeParse({ decision: "CANCELED" }).success).toBe(true);
    expect(issues(solicitationReplyBody.safeParse({ decision: "OPEN", message: "x" }))).toEqual([
      "decision: deve ser APPROVED, REFUSED ou CANCELED",
    ]);
  });

  it("labels every type and status in pt-BR", () => {
    for (const t of SOLICITATION_TYPES) expect(SOLICITATION_TYPE_LABELS[t]).toMatch(/^[A-ZÁ-Ú][a-zà-ú]/);
    for (const s of SOLICITATION_STATUSES) expect(SOLICITATION_STATUS_LABELS[s]).toBeTruthy();
  });
});
