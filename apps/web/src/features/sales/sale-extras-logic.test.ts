import { saleParticipantsBody, salePaymentsInfoBody } from "@portal/contracts/sales-extras";
import { describe, expect, it } from "vitest";
import {
  canRecreate,
  emptyPaymentsForm,
  groupCandidates,
  participantsTotal,
  toParticipantsBody,
  toPaymentsBody,
} from "./sale-extras-logic";

const USER = "0b8f1a52-3c1d-4e6f-8a9b-1c2d3e4f5a6b";
const secretary = { id: USER, roles: ["SALES_SECRETARY"], readOnly: false };
const partner = { id: USER, roles: ["AGENT_PARTNER"], readOnly: false };

describe("recreate action", () => {
  it("is offered to the back office on a cancelled or distracted sale not re-opened yet", () => {
    expect(canRecreate({ status: "CANCELED", recreated_sale_id: null }, secretary)).toBe(true);
    expect(canRecreate({ status: "DISTRACTED", recreated_sale_id: null }, secretary)).toBe(true);
    expect(canRecreate({ status: "CANCELED", recreated_sale_id: USER }, secretary)).toBe(false);
    expect(canRecreate({ status: "IN_PROCESS", recreated_sale_id: null }, secretary)).toBe(false);
    expect(canRecreate({ status: "CANCELED", recreated_sale_id: null }, partner)).toBe(false);
    expect(canRecreate({ status: "CANCELED", recreated_sale_id: null }, { ...secretary, readOnly: true })).toBe(false);
  });
});

describe("participants editor", () => {
  it("sums the typed pt-BR percentages exactly and builds a body the contract accepts", () => {
    const rows = [
      { user_id: USER, classification: "BROKER" as const, percent: "1,5" },
      { user_id: USER, classification: "MANAGER" as const, percent: "0,1" },
      { user_id: USER, classification: "HOME_BROKER" as const, percent: "0,2" },
    ];
    expect(participantsTotal(rows)).toBe(1.8);
    const body = toParticipantsBody(rows);
    expect(body.map((p) => p.percent)).toEqual([1.5, 0.1, 0.2]);
    expect(saleParticipantsBody.safeParse({ participants: body }).success).toBe(true);
    const bad = saleParticipantsBody.safeParse({
      participants: toParticipantsBody([{ user_id: USER, classification: "BROKER", percent: "abc" }]),
    });
    expect(bad.error?.issues[0]?.path).toEqual(["participants", 0, "percent"]);
  });
});

describe("payments info form", () => {
  const dto = {
    sale_id: USER,
    net_price_cents: 50_000_000,
    series: [],
    plan_total_cents: 50_000_000,
    plan_financing_cents: 33_300_000,
    plan_fgts_cents: 0,
    plan_act_cents: 5_000_000,
    financing: {
      bank: null,
      financing_modality: null,
      financed_value_cents: null,
      fgts_value_cents: null,
      signal_paid_at: null,
      signal_paid_value_cents: null,
      notes: null,
      updated_by_id: null,
      updatedAt: null,
    },
  };
  it("prefills the plan's financing and turns masked R$ text into centavos", () => {
    const form = emptyPaymentsForm(dto);
    expect(form).toMatchObject({ financed_value: "333.000,00", fgts_value: "" });
    const body = toPaymentsBody({
      ...form,
      bank: " Caixa ",
      financing_modality: "SFH",
      signal_paid_at: "2026-12-01",
      signal_paid_value: "50.000,00",
    });
    expect(body).toEqual({
      bank: "Caixa",
      financing_modality: "SFH",
      financed_value_cents: 33_300_000,
      fgts_value_cents: null,
      signal_paid_at: "2026-12-01",
      signal_paid_value_cents: 5_000_000,
      notes: null,
    });
    expect(salePaymentsInfoBody.safeParse(body).success).toBe(true);
  });
});

describe("group candidates", () => {
  const sale = (over: object) =>
    ({
      _id: crypto.randomUUID(),
      enterprise_id: "e1",
      status: "IN_PROCESS",
      sale_group_id: null,
      buyers: [{ document: "52998224725" }],
      ...over,
    }) as never;
  it("keeps live sales of the same enterprise and buyers that are in no group", () => {
    const me = sale({});
    const ok = sale({ status: "COMPLETED" });
    const others = [
      me,
      ok,
      sale({ enterprise_id: "e2" }),
      sale({ status: "CANCELED" }),
      sale({ sale_group_id: "g" }),
      sale({ buyers: [{ document: "11144477735" }] }),
    ];
    expect(groupCandidates(me, others)).toEqual([ok]);
  });
});
