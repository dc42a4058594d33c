import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { ATTEND_FAILURE, attendErrorMessage } from "./attend";

describe("'Atender' error toast", () => {
  it("shows the server's message", () => {
    const error = new ApiError(403, {
      statusCode: 403,
      error: "Forbidden",
      message: "Somente o responsável pelo lead pode atendê-lo.",
    });
    expect(attendErrorMessage(error)).toBe("Somente o responsável pelo lead pode atendê-lo.");
  });

  it("falls back to 'Erro atender lead' without a usable server message", () => {
    expect(ATTEND_FAILURE).toBe("Erro atender lead");
    expect(attendErrorMessage(new ApiError(500, { statusCode: 500, error: "Internal", message: "boom" }))).toBe(
      ATTEND_FAILURE,
    );
    expect(attendErrorMessage(new ApiError(0, null))).toBe(ATTEND_FAILURE);
    expect(attendErrorMessage(new Error("x"))).toBe(ATTEND_FAILURE);
  });
});
