import { describe, expect, it } from "vitest";
import { proposalCreateBody, proposalForkBody } from "./proposals";
import { saleCreateBody, sharesAddUpTo100 } from "./sales";

const uuid = "6f1c2b1e-8c1a-4c1e-9b1a-1c2b3d4e5f60";
const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."));

const proposal = {
  lead_id: uuid,
  unit_id: uuid,
  discount: { type: "PERCENTAGE", value: 2.5 },
  series: [
    { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: 1_000_000, first_due_date: "2026-12-01" },
    { type: "MONTHLY", count: 36, value_cents: 200_000, first_due_date: "2027-01-10", index: "INCCDI" },
  ],
};

describe("proposal bodies", () => {
  it("accepts a well-formed proposal", () => {
    expect(proposalCreateBody.safeParse(proposal).success).toBe(true);
  });
  it("names the series field that is wrong", () => {
    const fractional = { type: "MONTHLY", count: 36, value_cents: 2000.5, first_due_date: "2027-02-10" };
    expect(paths(proposalCreateBody.safeParse({ ...proposal, series: [proposal.series[0], fractional] }))).toEqual([
      "series.1.value_cents",
    ]);
    const impossibleDate = { type: "MONTHLY", count: 36, value_cents: 2000, first_due_date: "2027-02-30" };
    expect(paths(proposalCreateBody.safeParse({ ...proposal, series: [proposal.series[0], impossibleDate] }))).toEqual([
      "series.1.first_due_date",
    ]);
  });
  it("requires the down-payment variant on ACT", () => {
    const bad = { ...proposal, series: [{ type: "ACT", count: 1, value_cents: 100, first_due_date: "2026-12-01" }] };
    expect(paths(proposalCreateBody.safeParse(bad))).toEqual(["series.0.down_payment_variant"]);
  });
  it("refuses unknown fields such as a price sent by the client", () => {
    expect(paths(proposalCreateBody.safeParse({ ...proposal, price_cents: 1 }))).toEqual(["price_cents"]);
  });
  it("refuses a fractional absolute discount and a 100 % discount", () => {
    expect(paths(proposalCreateBody.safeParse({ ...proposal, discount: { type: "ABSOLUTE", value: 1.5 } }))).toEqual([
      "discount.value",
    ]);
    expect(paths(proposalCreateBody.safeParse({ ...proposal, discount: { type: "PERCENTAGE", value: 100 } }))).toEqual([
      "discount.value",
    ]);
  });
  it("a fork may change only some fields", () => {
    expect(proposalForkBody.safeParse({ discount: null }).success).toBe(true);
    expect(paths(proposalForkBody.safeParse({ unit_id: uuid }))).toEqual(["unit_id"]);
  });
});

const buyer = {
  full_name: "Maria da Silva",
  document_type: "CPF",
  document: "529.982.247-25",
  address: { zip_code: "13015-100", street: "Rua A", number: "10", district: "Centro", city: "Campinas", uf: "SP" },
  share_percent: 100,
};

describe("sale bodies", () => {
  it("accepts one buyer with 100 % and strips the document mask", () => {
    const r = saleCreateBody.safeParse({ proposal_id: uuid, buyers: [buyer] });
    expect(r.success).toBe(true);
    expect(r.data?.buyers?.[0]?.document).toBe("52998224725");
  });
  it("shares must add up to 100 exactly", () => {
    expect(sharesAddUpTo100([33.33, 33.33, 33.34])).toBe(true);
    expect(sharesAddUpTo100([33.33, 33.33, 33.33])).toBe(false);
    const r = saleCreateBody.safeParse({ proposal_id: uuid, buyers: [{ ...buyer, share_percent: 60 }] });
    expect(paths(r)).toEqual(["buyers"]);
  });
  it("validates CPF/CNPJ and CEP naming the field", () => {
    const r = saleCreateBody.safeParse({
      proposal_id: uuid,
      buyers: [
        { ...buyer, share_percent: 50, document: "111.111.111-11" },
        {
          ...buyer,
          share_percent: 50,
          document_type: "CNPJ",
          document: "11.222.333/0001-81",
          address: { ...buyer.address, zip_code: "123" },
        },
      ],
    });
    expect(paths(r).sort()).toEqual(["buyers.0.document", "buyers.1.address.zip_code"]);
  });
  it("refuses the same document twice", () => {
    const r = saleCreateBody.safeParse({
      proposal_id: uuid,
      buyers: [
        { ...buyer, share_percent: 50 },
        { ...buyer, share_percent: 50 },
      ],
    });
    expect(paths(r)).toEqual(["buyers.1.document"]);
  });
});
