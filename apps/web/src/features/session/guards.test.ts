import { afterEach, describe, expect, it, vi } from "vitest";
import { ForbiddenError, reportCaughtError } from "./guards";

describe("reportCaughtError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps a route guard's ForbiddenError out of the console ('Acesso negado' is a page, not a fault)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    reportCaughtError(new ForbiddenError());
    expect(log).not.toHaveBeenCalled();
  });

  it("still logs any other error an error boundary caught", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new Error("boom");
    reportCaughtError(error);
    expect(log).toHaveBeenCalledWith(error);
  });
});
