import { describe, expect, it } from "vitest";
import { solicitationSearchSchema, toSolicitationsQuery } from "./solicitation-search";

describe("solicitation filters in the URL", () => {
  it("sends the box, the filters and the day range as the API expects, and drops what is empty", () => {
    const search = solicitationSearchSchema.parse({
      box: "received",
      type: "LEAD_TRANSFER",
      status: "OPEN",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 2,
    });
    expect(toSolicitationsQuery(search)).toEqual({
      box: "received",
      type: "LEAD_TRANSFER",
      status: "OPEN",
      starts_date: "01112026",
      ends_date: "30112026",
      skip: 20,
      limit: 20,
    });
  });

  it("ignores values it does not know instead of failing the page", () => {
    const search = solicitationSearchSchema.parse({ box: "x", type: "NOPE", from: "31/12/2026" });
    expect(toSolicitationsQuery(search)).toEqual({ box: "sent", skip: 0, limit: 20 });
  });
});
