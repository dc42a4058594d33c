import { leadContractInfoBody } from "@portal/contracts/leads";
import { describe, expect, it } from "vitest";
import {
  brDateToIso,
  type ContractValues,
  contractExtraErrors,
  formatRg,
  isoToBrDate,
  toContractBody,
} from "./contract-form";

const EMPTY_ADDRESS = { zip_code: "", street: "", number: "", complement: "", district: "", city: "", uf: "" };
const base: ContractValues = {
  document_type: "CPF",
  document: "",
  social_reason: "",
  rg: "",
  rne: "",
  state_registration: "",
  issuing_agency: "",
  uf: null,
  email: "",
  dob: "",
  profession: "",
  sex: null,
  marital_status: null,
  marriage_regime: null,
  nationality: "",
  naturalness: "",
  address: EMPTY_ADDRESS,
  notary_notes: "",
};

describe("contract data form", () => {
  it("converts DD/MM/AAAA birth dates", () => {
    expect(brDateToIso("05/11/1990")).toBe("1990-11-05");
    expect(brDateToIso("31/02/1990")).toBeNull();
    expect(brDateToIso("05/11/19")).toBeNull();
    expect(isoToBrDate("1990-11-05")).toBe("05/11/1990");
    expect(isoToBrDate(null)).toBe("");
  });

  it("shows a stored RG in the mask's shape", () => {
    expect(formatRg("12345678x")).toBe("12.345.678-X");
    expect(formatRg("12.345.678-9")).toBe("12.345.678-9");
    expect(formatRg("MG-12.345")).toBe("MG-12.345");
    expect(formatRg(null)).toBe("");
  });

  it("sends nulls for empty fields and passes the contract schema", () => {
    const body = toContractBody(base);
    expect(body).toMatchObject({ document: null, document_type: null, address: null, dob: null, rg: null });
    expect(leadContractInfoBody.safeParse(body).success).toBe(true);
  });

  it("sends the masked CPF with its type and a complete address; the schema strips the mask", () => {
    const body = toContractBody({
      ...base,
      document: "529.982.247-25",
      rg: "12.345.678-X",
      dob: "05/11/1990",
      marital_status: "SINGLE",
      marriage_regime: "PARTIAL_COMMUNION",
      social_reason: "ignorada para CPF",
      address: {
        zip_code: "01310-100",
        street: "Av. Paulista",
        number: "1000",
        complement: "",
        district: "Bela Vista",
        city: "São Paulo",
        uf: "SP",
      },
    });
    expect(body).toMatchObject({
      document_type: "CPF",
      dob: "1990-11-05",
      marriage_regime: null,
      social_reason: null,
    });
    const parsed = leadContractInfoBody.parse(body);
    expect(parsed.document).toBe("52998224725");
    expect(parsed.address?.zip_code).toBe("01310100");
  });

  it("flags a CPF typed as CNPJ and an impossible birth date", () => {
    const body = toContractBody({ ...base, document_type: "CNPJ", document: "529.982.247-25" });
    expect(leadContractInfoBody.safeParse(body).success).toBe(false);
    expect(contractExtraErrors({ ...base, dob: "31/02/1990" })).toEqual({
      dob: "Informe uma data válida (DD/MM/AAAA).",
    });
    expect(contractExtraErrors({ ...base, dob: "01/01/2999" })).toEqual({
      dob: "A data de nascimento não pode ser futura.",
    });
  });
});
