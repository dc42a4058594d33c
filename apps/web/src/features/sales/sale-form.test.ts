import { saleCreateBody } from "@portal/contracts/sales";
import { describe, expect, it } from "vitest";
import {
  buyerFromLead,
  buyerFromSale,
  emptyBuyer,
  evenShares,
  saleFieldError,
  saleFieldOf,
  saleFormErrors,
  toSaleBody,
} from "./sale-form";

const PROPOSAL = "3f1b6c1e-8d7a-4c61-9a55-0c9f2d3b7a10";

const lead = {
  _id: "0b8f1a52-3c1d-4e6f-8a9b-1c2d3e4f5a6b",
  full_name: "Heloísa Bragança",
  email: "heloisa@example.com",
  phone: "11987654321",
  document: "52998224725",
  document_type: "CPF",
  address: {
    zip_code: "13010-100",
    street: "Rua Barão de Jaguara",
    number: "100",
    district: "Centro",
    city: "Campinas",
    uf: "SP",
  },
};

describe("sale form", () => {
  it("prefills the first buyer from the lead's contract data with 100 %", () => {
    expect(buyerFromLead(lead)).toMatchObject({ full_name: "Heloísa Bragança", document: "52998224725", share: "100" });
  });

  it("keeps the lead's whole E.164 phone: shown nationally in the form, sent back as the same digits", () => {
    const buyer = buyerFromLead({ ...lead, phone: "5511997937563" });
    expect(buyer.phone).toBe("(11) 99793-7563");
    const body = toSaleBody({ buyers: [buyer], observations: "" }, PROPOSAL);
    expect(body.buyers[0]?.phone).toBe("5511997937563");
    expect(saleCreateBody.parse(body).buyers?.[0]?.phone).toBe("5511997937563");
  });

  it("builds a body the contract accepts", () => {
    const body = toSaleBody({ buyers: [buyerFromLead(lead)], observations: "" }, PROPOSAL);
    const parsed = saleCreateBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body.buyers[0]?.share_percent).toBe(100);
    expect(body.observations).toBeNull();
  });

  it("splits shares evenly to exactly 100", () => {
    expect(evenShares(3)).toEqual(["33,34", "33,33", "33,33"]);
    expect(evenShares(2)).toEqual(["50", "50"]);
  });

  it("a bad CPF and shares that do not add up are refused by the contract, named on the form's fields", () => {
    const bad = { ...buyerFromLead(lead), document: "111.111.111-11", share: "60" };
    const parsed = saleCreateBody.safeParse(
      toSaleBody({ buyers: [bad, emptyBuyer("30")], observations: "" }, PROPOSAL),
    );
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => saleFieldOf(i.path.join("."))) ?? [];
    expect(paths).toContain("buyers.0.document");
    const shares = saleCreateBody.safeParse(
      toSaleBody({ buyers: [{ ...buyerFromLead(lead), share: "60" }], observations: "" }, PROPOSAL),
    );
    expect(shares.error?.issues[0]?.message).toBe("as participações (share_percent) devem somar 100");
    expect(saleFieldOf("buyers.1.address.zip_code")).toBe("buyers.1.zip_code");
  });
});

describe("commission statement", () => {
  it("totals by status in centavos", async () => {
    const { commissionTotals } = await import("./commission-totals");
    const totals = commissionTotals([
      { status: "FORECAST", value_cents: 150_000 },
      { status: "FORECAST", value_cents: 1 },
      { status: "PAID", value_cents: 99 },
    ]);
    expect(totals.map((t) => [t.label, t.value_cents])).toEqual([
      ["Prevista", 150_001],
      ["Liberada", 0],
      ["Paga", 99],
      ["Cancelada", 0],
    ]);
  });
});

describe("editing buyers", () => {
  it("a stored buyer goes back into the form and out as the same body", () => {
    const stored = {
      lead_id: null,
      full_name: "Ana Lúcia Prado",
      document_type: "CPF" as const,
      document: "52998224725",
      email: null,
      phone: null,
      address: { zip_code: "13010100", street: "Rua A", number: "1", district: "Centro", city: "Campinas", uf: "SP" },
      share_percent: 33.34,
    };
    const values = buyerFromSale(stored);
    expect(values.share).toBe("33,34");
    const body = toSaleBody({ buyers: [values], observations: "" }, PROPOSAL).buyers[0];
    expect(body).toMatchObject({ full_name: "Ana Lúcia Prado", share_percent: 33.34, email: null, phone: null });
  });
});

describe("Criar venda error texts", () => {
  const errorsFor = (buyers: ReturnType<typeof emptyBuyer>[]) => {
    const body = toSaleBody({ buyers, observations: "" }, PROPOSAL);
    const parsed = saleCreateBody.safeParse(body);
    const issues = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    return saleFormErrors(body, issues);
  };

  it("an empty buyer's inputs each get a full pt-BR sentence naming the field", () => {
    const errors = errorsFor([{ ...emptyBuyer("100"), document_type: "CPF" }]);
    expect(errors["buyers.0.full_name"]).toBe("O campo Nome completo é obrigatório.");
    expect(errors["buyers.0.zip_code"]).toBe("O campo CEP é obrigatório.");
    expect(errors["buyers.0.street"]).toBe("O campo Rua é obrigatório.");
    for (const text of Object.values(errors)) expect(text).toMatch(/^(O campo .+|As participações .+)\.$/);
  });

  it("wrong values are named too, and shares that do not add up say so in words", () => {
    const errors = errorsFor([{ ...buyerFromLead(lead), document: "111.111.111-11", share: "60" }]);
    expect(errors["buyers.0.document"]).toBe("O campo CPF/CNPJ deve ser um CPF válido.");
    expect(errors.buyers).toBe("As participações dos compradores devem somar 100%.");
  });

  it("the API's texts are worded the same way under the input they name", () => {
    expect(saleFieldError("buyers.1.address.zip_code", "é obrigatório")).toEqual([
      "buyers.1.zip_code",
      "O campo CEP é obrigatório.",
    ]);
  });
});
