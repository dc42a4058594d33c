import { serviceReportBody } from "@portal/contracts/stand";
import { SERVICE_REPORT_FIELD_LABELS } from "@portal/contracts/stand-labels";
import { describe, expect, it } from "vitest";
import { contractValidate } from "../../lib/forms";
import { initialReport, type ServiceReportValues, toReportBody } from "./service-report-form";

const validate = contractValidate(serviceReportBody, toReportBody);
const answered: ServiceReportValues = {
  ...initialReport(null),
  interest_level: "HIGH",
  purpose_enterprise: "HOME",
  how_many_bedroom: "TWO",
  quantity_children: "ONE",
  how_know: "SITE",
  know_company: "false",
  own_property: "true",
};

describe("service report (FAC) form", () => {
  it("starts from what the receptionist asked at the check-in", () => {
    const start = initialReport({ how_know: "TV", purpose: "INVESTMENT" });
    expect(start.how_know).toBe("TV");
    expect(start.purpose_enterprise).toBe("INVESTMENT");
    expect(start.interest_level).toBeNull();
  });

  it("requires the classification answers and names each one", () => {
    const errors = validate(initialReport(null));
    for (const field of [
      "interest_level",
      "purpose_enterprise",
      "how_many_bedroom",
      "quantity_children",
      "how_know",
      "know_company",
      "own_property",
    ])
      expect(errors[field], field).toBe("Campo obrigatório.");
    expect(errors.age).toBeUndefined();
    expect(validate(answered)).toEqual({});
  });

  it("turns yes/no radios into booleans, numbers into integers and drops empty texts", () => {
    const body = serviceReportBody.parse(
      toReportBody({ ...answered, age: 34, quantity_pets: "2", what_did_like: "  Varanda  ", size_want: "" }),
    );
    expect(body).toMatchObject({
      interest_level: "HIGH",
      know_company: false,
      own_property: true,
      age: 34,
      quantity_pets: 2,
      what_did_like: "Varanda",
    });
    expect(body.size_want).toBeUndefined();
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty("size_want");
  });

  it("refuses an age out of range under its input", () => {
    // The text is zod's default until the contract words it (reported to the stand API).
    expect(validate({ ...answered, age: 12 }).age).toBeTruthy();
    expect(validate({ ...answered, age: 16 }).age).toBeUndefined();
  });

  it("has a pt-BR label for every field of the contract", () => {
    const fields = Object.keys(toReportBody(answered)).sort();
    expect(Object.keys(SERVICE_REPORT_FIELD_LABELS).sort()).toEqual(fields);
  });
});
