import { describe, expect, it } from "vitest";
import { splitAmongPercents } from "./commission";
import { participantsPercentSum, saleParticipantsBody, salePaymentsInfoBody } from "./sales-extras";

describe("splitAmongPercents (classification participants)", () => {
  it("splits in list order, rounding once and giving leftovers to the largest fractions", () => {
    expect(splitAmongPercents(50_000_000, [1.5, 0.5, 0.33])).toEqual([750_000, 250_000, 165_000]);
    const values = splitAmongPercents(100, [0.3333, 0.3333, 0.3334]);
    expect(values.reduce((s, v) => s + v, 0)).toBe(1);
    expect(values).toEqual([0, 0, 1]);
  });
  it("refuses more than 100 % in total", () => {
    expect(() => splitAmongPercents(100, [60, 40.01])).toThrow(RangeError);
  });
});

describe("participants body", () => {
  it("sums exactly in hundredths and refuses a repeated user with the same classification", () => {
    expect(participantsPercentSum([0.1, 0.2, 99.7])).toBe(100);
    const id = "7d1e0d0e-8f7a-4c56-9a0b-2f2b8e0f9a11";
    const ok = saleParticipantsBody.safeParse({
      participants: [
        { user_id: id, classification: "BROKER", percent: 0.1 },
        { user_id: id, classification: "HOME_BROKER", percent: 99.9 },
      ],
    });
    expect(ok.success).toBe(true);
    const repeated = saleParticipantsBody.safeParse({
      participants: [
        { user_id: id, classification: "BROKER", percent: 1 },
        { user_id: id, classification: "BROKER", percent: 1 },
      ],
    });
    expect(repeated.error?.issues[0]?.path).toEqual(["participants", 1, "user_id"]);
  });
});

describe("payments info body", () => {
  it("needs the signal date and value together, and bank + modality with a financed value", () => {
    const paths = (body: object) => salePaymentsInfoBody.safeParse(body).error?.issues.map((i) => i.path.join("."));
    expect(paths({ signal_paid_at: "2026-12-01" })).toEqual(["signal_paid_value_cents"]);
    expect(paths({ signal_paid_value_cents: 100 })).toEqual(["signal_paid_at"]);
    expect(paths({ financed_value_cents: 100 })).toEqual(["bank", "financing_modality"]);
    expect(paths({ signal_paid_at: "2026-02-29", signal_paid_value_cents: 1 })).toEqual(["signal_paid_at"]);
    expect(salePaymentsInfoBody.parse({ bank: "  ", notes: "" })).toMatchObject({ bank: null, notes: null });
  });
});
