import { describe, expect, it } from "vitest";
import { previewBrokenRules } from "./approval-preview";
import {
  commissionNextMove,
  contractActions,
  contractStatusBadge,
  proposalActions,
  proposalStatusBadge,
  proposalTagLabel,
  saleActions,
  saleStatusBadge,
  seesApprovalInbox,
} from "./deal-status";
import { diffProposals } from "./proposal-diff";

const series = (over: Partial<Record<string, unknown>> = {}) => ({
  type: "MONTHLY" as const,
  down_payment_variant: null,
  count: 10,
  value_cents: 100_000,
  total_cents: 1_000_000,
  first_due_date: "2026-03-10",
  periodicity_months: 1,
  index: null,
  ...over,
});
const version = {
  price_cents: 2_000_000,
  discount: null,
  discount_cents: 0,
  net_price_cents: 2_000_000,
  observations: null,
  series: [series({ type: "ACT", down_payment_variant: "AT", count: 1, value_cents: 1_000_000 }), series()],
};

describe("diff of two proposal versions", () => {
  it("lists only what changed, with pt-BR money and series texts", () => {
    const counter = {
      ...version,
      discount: { type: "PERCENTAGE" as const, value: 5 },
      discount_cents: 100_000,
      net_price_cents: 1_900_000,
      series: [version.series[0]!, series({ count: 9 })],
    };
    expect(diffProposals(version, counter)).toEqual([
      { label: "Desconto", from: "Sem desconto", to: "5% (R$ 1.000,00)", kind: "changed" },
      { label: "Valor líquido", from: "R$ 20.000,00", to: "R$ 19.000,00", kind: "changed" },
      {
        label: "Série 2",
        from: "Mensais: 10 x R$ 1.000,00 a partir de 10/03/2026",
        to: "Mensais: 9 x R$ 1.000,00 a partir de 10/03/2026",
        kind: "changed",
      },
    ]);
  });

  it("marks series added and removed", () => {
    const more = { ...version, series: [...version.series, series({ type: "FGTS", count: 1, index: "IGPM" })] };
    expect(diffProposals(version, more)).toEqual([
      {
        label: "Série 3",
        from: "—",
        to: "FGTS: 1 x R$ 1.000,00 a partir de 10/03/2026, IGP-M",
        kind: "added",
      },
    ]);
    expect(diffProposals(more, version)[0]).toMatchObject({ label: "Série 3", to: "—", kind: "removed" });
  });

  it("is empty for identical versions", () => {
    expect(diffProposals(version, { ...version })).toEqual([]);
  });
});

describe("status labels and colours", () => {
  it("uses the contracts' pt-BR labels", () => {
    expect(proposalStatusBadge("AWAITING_APPROVAL")).toEqual({ label: "Aguardando aprovação", color: "yellow" });
    expect(saleStatusBadge("DISTRACTED")).toEqual({ label: "Distratada", color: "red" });
  });
});

describe("actions by role and state", () => {
  const specialist = { id: "u1", roles: ["BOOTH_SPECIALIST"], readOnly: false };
  const coordinator = { id: "u2", roles: ["BOOTH_COORDINATOR"], readOnly: false };

  it("a specialist submits a draft but never approves", () => {
    expect(proposalActions({ status: "DRAFT" }, specialist)).toEqual({
      submit: true,
      approve: false,
      disapprove: false,
      cancel: true,
      fork: false,
      createSale: false,
      removeTag: true,
    });
  });

  it("a coordinator approves what awaits approval and creates the sale of an approved proposal", () => {
    expect(proposalActions({ status: "AWAITING_APPROVAL" }, coordinator)).toMatchObject({
      approve: true,
      disapprove: true,
      fork: true,
      createSale: false,
    });
    expect(proposalActions({ status: "APPROVED" }, coordinator)).toMatchObject({ approve: false, createSale: true });
  });

  it("a read-only user does nothing", () => {
    const ro = { ...coordinator, readOnly: true };
    expect(Object.values(proposalActions({ status: "AWAITING_APPROVAL" }, ro)).some(Boolean)).toBe(false);
  });

  it("sale moves follow the state machine", () => {
    expect(saleActions({ status: "IN_PROCESS" }, coordinator)).toEqual({
      complete: true,
      cancel: true,
      distract: false,
      edit: true,
      manages: true,
    });
    expect(saleActions({ status: "COMPLETED" }, coordinator)).toMatchObject({ complete: false, distract: true });
    expect(saleActions({ status: "COMPLETED" }, specialist).distract).toBe(false);
  });

  it("the approval inbox is for approvers only, never partners", () => {
    expect(seesApprovalInbox(["BOOTH_COORDINATOR"])).toBe(true);
    expect(seesApprovalInbox(["BOOTH_SPECIALIST"])).toBe(false);
    expect(seesApprovalInbox(["AGENT_PARTNER"])).toBe(false);
  });
});

describe("approval rules preview", () => {
  const rules = [
    { _id: "r1", kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 3, level: 1, description: null },
    { _id: "r2", kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 10, level: 2, description: null },
  ];
  const plan = [
    {
      type: "ACT" as const,
      down_payment_variant: "AT" as const,
      count: 1,
      value_cents: 100_000,
      first_due_date: "2026-01-10",
    },
    { type: "FINANCING" as const, count: 1, value_cents: 1_800_000, first_due_date: "2026-06-10" },
  ];

  it("names each rule the proposal breaks, as the API will", () => {
    const broken = previewBrokenRules(
      { price_cents: 2_000_000, discount_cents: 100_000, net_price_cents: 1_900_000, series: plan },
      rules,
      "2026-01-10",
    );
    expect(broken.map((b) => b.ruleId)).toEqual(["r1", "r2"]);
    expect(broken[0]?.message).toBe("Desconto de 5% acima do limite de 3% do empreendimento.");
  });

  it("is empty inside every limit", () => {
    const ok = [
      { ...plan[0]!, value_cents: 400_000 },
      { ...plan[1]!, value_cents: 1_600_000 },
    ];
    expect(
      previewBrokenRules(
        { price_cents: 2_000_000, discount_cents: 0, net_price_cents: 2_000_000, series: ok },
        rules,
        "2026-01-10",
      ),
    ).toEqual([]);
  });
});

describe("proposal list search", () => {
  it("the inbox always asks for proposals awaiting approval", async () => {
    const { toProposalsQuery } = await import("./proposal-search");
    expect(toProposalsQuery({ view: "inbox", status: "APPROVED", page: 2 })).toEqual({
      skip: 20,
      limit: 20,
      status: "AWAITING_APPROVAL",
    });
    expect(toProposalsQuery({ status: "DRAFT" })).toEqual({ skip: 0, limit: 20, status: "DRAFT" });
  });
});

describe("contracts", () => {
  const secretary = { id: "u3", roles: ["SALES_SECRETARY"], readOnly: false };
  const partner = { id: "u4", roles: ["AGENT_PARTNER"], readOnly: false };
  it("labels the signature status in pt-BR", () => {
    expect(contractStatusBadge("PENDING")).toEqual({ label: "Aguardando assinatura", color: "yellow" });
  });
  it("only the back office signs or refuses a pending contract", () => {
    expect(contractActions({ status: "PENDING" }, secretary)).toEqual({ sign: true, refuse: true });
    expect(contractActions({ status: "SIGNED" }, secretary)).toEqual({ sign: false, refuse: false });
    expect(contractActions({ status: "PENDING" }, partner)).toEqual({ sign: false, refuse: false });
  });
});

describe("commission moves", () => {
  const finance = { id: "f", roles: ["FINANCIAL"], readOnly: false };
  it("finance releases a forecast, pays a released one, and nothing after", () => {
    expect(commissionNextMove("FORECAST", finance)).toEqual({ to: "RELEASED", label: "Liberar" });
    expect(commissionNextMove("RELEASED", finance)?.to).toBe("PAID");
    expect(commissionNextMove("PAID", finance)).toBeNull();
    expect(commissionNextMove("CANCELLED", finance)).toBeNull();
  });
  it("nobody else moves commissions", () => {
    expect(commissionNextMove("FORECAST", { id: "b", roles: ["BOOTH_COORDINATOR"], readOnly: false })).toBeNull();
  });
});

describe("proposal tags", () => {
  it("reads the API's tags in pt-BR", () => {
    expect(proposalTagLabel("ACIMA_DA_ALCADA")).toBe("Acima da alçada");
    expect(proposalTagLabel("CONTRAPROPOSTA")).toBe("Contraproposta");
    expect(proposalTagLabel("OUTRA")).toBe("OUTRA");
  });
});
