import { MSG } from "@portal/contracts/messages";
import { completeRegistrationBody, partnerSignupBody } from "@portal/contracts/users";
import { describe, expect, it } from "vitest";
import { confirmationErrors, contractValidate, optional, PASSWORDS_DIFFER, REQUIRED_FIELD } from "./forms";

describe("contractValidate", () => {
  const signup = (v: Record<string, string>) => ({
    ...v,
    creci: optional(v.creci ?? ""),
    cnpj: optional(v.cnpj ?? ""),
  });
  const valid = {
    full_name: "Ana Souza",
    email: "ana@exemplo.com",
    password: "Senha@123",
    cpf: "529.982.247-25",
    phone: "(11) 91234-5678",
    creci: "",
    cnpj: "",
  };

  it("accepts masked values and empty optional fields", () => {
    expect(contractValidate(partnerSignupBody, signup)(valid)).toEqual({});
  });

  it("reports contract messages on the form's field names", () => {
    const errors = contractValidate(partnerSignupBody, signup)({ ...valid, cpf: "111.111.111-11", password: "fraca" });
    expect(errors.cpf).toBe("Deve ser um CPF válido.");
    expect(errors.password).toBe(MSG.passwordRule);
  });

  it("says 'Campo obrigatório.' for an empty required field", () => {
    const errors = contractValidate(partnerSignupBody, signup)({ ...valid, full_name: "", phone: "" });
    expect(errors.full_name).toBe(REQUIRED_FIELD);
    expect(errors.phone).toBe(REQUIRED_FIELD);
    expect(contractValidate(partnerSignupBody, signup)({ ...valid, full_name: "Al" }).full_name).toBe(
      "Deve ter no mínimo 3 caracteres.",
    );
  });

  it("maps nested paths (address.zip_code)", () => {
    const errors = contractValidate(
      completeRegistrationBody,
      (v: object) => v,
    )({
      full_name: "Ana Souza",
      cpf: "52998224725",
      phone: "11912345678",
      address: {
        zip_code: "0131",
        street: "Av. Paulista",
        number: "1000",
        district: "Bela Vista",
        city: "São Paulo",
        uf: "SP",
      },
    });
    expect(Object.keys(errors)).toEqual(["address.zip_code"]);
  });

  it("keeps web-only errors for fields outside the body", () => {
    const validate = contractValidate(
      partnerSignupBody,
      (v: typeof valid & { password_confirmation: string }) => signup(v),
      (v) => confirmationErrors(v.password, v.password_confirmation),
    );
    expect(validate({ ...valid, password_confirmation: "Outra@123" })).toEqual({
      password_confirmation: PASSWORDS_DIFFER,
    });
    expect(validate({ ...valid, password_confirmation: valid.password })).toEqual({});
  });

  it("adds the confirmation check", () => {
    expect(confirmationErrors("Senha@123", "Senha@124")).toEqual({ password_confirmation: PASSWORDS_DIFFER });
    expect(confirmationErrors("Senha@123", "Senha@123")).toEqual({});
  });
});

describe("serverFieldErrors", () => {
  it("maps each quoted field of a 400 answer to its text", async () => {
    const { ApiError } = await import("./api-error");
    const { serverFieldErrors } = await import("./forms");
    const error = new ApiError(400, {
      statusCode: 400,
      error: "Bad Request",
      message: ['"creci" é obrigatório para corretores parceiros', '"address.zip_code" deve ser um CEP com 8 dígitos'],
    });
    expect(serverFieldErrors(error)).toEqual({
      creci: "É obrigatório para corretores parceiros.",
      "address.zip_code": "Deve ser um CEP com 8 dígitos.",
    });
    expect(serverFieldErrors(new ApiError(400, { statusCode: 400, error: "Bad Request", message: "texto" }))).toEqual(
      {},
    );
    expect(
      serverFieldErrors(new ApiError(409, { statusCode: 409, error: "Conflict", message: ['"email" x'] })),
    ).toEqual({});
  });
});
