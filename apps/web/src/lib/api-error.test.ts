import { MSG } from "@portal/contracts/messages";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  errorMessage,
  invalidFieldOf,
  isMaintenance,
  isSessionExpired,
  NETWORK_FAILURE_MESSAGE,
  UserFacingError,
} from "./api-error";

const body = (statusCode: number, error: string, message: string | string[]) => ({ statusCode, error, message });

describe("errorMessage", () => {
  it("names the first quoted field of a 400 validation answer", () => {
    const error = new ApiError(
      400,
      body(400, "Bad Request", ['"email" deve ser um e-mail válido', '"password" é obrigatório']),
    );
    expect(errorMessage(error)).toBe("Revise o campo email.");
    expect(invalidFieldOf(error)).toBe("email");
  });

  it("shows the server text of a 400 that is not a field list (wrong current password)", () => {
    const error = new ApiError(400, body(400, "Bad Request", MSG.wrongCurrentPassword));
    expect(errorMessage(error)).toBe(MSG.wrongCurrentPassword);
    expect(invalidFieldOf(error)).toBeNull();
  });

  it("falls back to the generic failure when a 400 list names no field", () => {
    expect(errorMessage(new ApiError(400, body(400, "Bad Request", ["algo deu errado"])))).toBe(MSG.genericFailure);
  });

  it("passes pt-BR messages of 401/403/404/409/429 through", () => {
    expect(errorMessage(new ApiError(401, body(401, "Unauthorized", MSG.invalidCredentials)))).toBe(
      MSG.invalidCredentials,
    );
    expect(errorMessage(new ApiError(403, body(403, "Forbidden", MSG.loginRefused)))).toBe(MSG.loginRefused);
    expect(errorMessage(new ApiError(409, body(409, "Conflict", MSG.emailTaken)))).toBe(MSG.emailTaken);
    expect(errorMessage(new ApiError(429, body(429, "Too Many Requests", MSG.tooManyLoginAttempts)))).toBe(
      MSG.tooManyLoginAttempts,
    );
  });

  it("uses defaults when the body is not the error shape", () => {
    expect(errorMessage(new ApiError(404, "<html>"))).toBe(MSG.notFound);
    expect(errorMessage(new ApiError(429, null))).toBe(MSG.tooManyRequests);
  });

  it("never shows a 5xx message", () => {
    expect(errorMessage(new ApiError(500, body(500, "Internal Server Error", "relation users does not exist")))).toBe(
      MSG.genericFailure,
    );
  });

  it("says the session expired for 401 INVALID_TOKEN", () => {
    expect(errorMessage(new ApiError(401, body(401, "INVALID_TOKEN", "Token inválido")))).toBe(MSG.sessionExpired);
  });

  it("explains a network failure and keeps client-side texts", () => {
    expect(errorMessage(new ApiError(0, null))).toBe(NETWORK_FAILURE_MESSAGE);
    expect(errorMessage(new UserFacingError(MSG.loginFailedNoToken))).toBe("Falha...");
    expect(errorMessage(new Error("boom"))).toBe(MSG.genericFailure);
  });
});

describe("isSessionExpired / isMaintenance", () => {
  it("recognises only 401 with INVALID_TOKEN or TOKEN_IS_MISSING", () => {
    expect(isSessionExpired(401, body(401, "INVALID_TOKEN", "x"))).toBe(true);
    expect(isSessionExpired(401, body(401, "TOKEN_IS_MISSING", "x"))).toBe(true);
    expect(isSessionExpired(401, body(401, "Unauthorized", MSG.invalidCredentials))).toBe(false);
    expect(isSessionExpired(403, body(403, "INVALID_TOKEN", "x"))).toBe(false);
    expect(isSessionExpired(401, null)).toBe(false);
  });

  it("recognises the maintenance answer", () => {
    expect(isMaintenance(503, body(503, "Service Unavailable", MSG.maintenanceTitle))).toBe(true);
    expect(isMaintenance(503, body(503, "Service Unavailable", "Banco indisponível"))).toBe(false);
    expect(isMaintenance(500, body(500, "x", MSG.maintenanceTitle))).toBe(false);
  });
});
