import { describe, expect, it } from "vitest";
import { classifyWhatsAppError, WhatsAppApiError } from "./errors";

describe("classifying Cloud API errors by code", () => {
  it.each([
    [130429, true, "rate_limit"],
    [131056, true, "pair_rate_limit"],
    [80007, true, "rate_limit"],
    [4, true, "rate_limit"],
    [131049, true, "marketing_limit"],
    [131000, true, "server"],
    [131016, true, "server"],
    [131057, true, "server"],
    [131047, false, "outside_window"],
    [131026, false, "undeliverable"],
    [131050, false, "marketing_opt_out"],
    [131048, false, "spam_limit"],
    [132000, false, "template"],
    [132001, false, "template"],
    [132012, false, "template"],
    [132015, false, "template_paused"],
    [132016, false, "template_paused"],
    [190, false, "account"],
    [10, false, "account"],
    [250, false, "account"],
    [131031, false, "account"],
    [100, false, "invalid_request"],
    [131009, false, "invalid_request"],
  ] as const)("code %i: retryable %s (%s)", (code, retryable, reason) => {
    expect(classifyWhatsAppError(code, 400)).toEqual({ retryable, reason });
  });

  it("falls back on the HTTP status for a code it does not know, or no code at all", () => {
    expect(classifyWhatsAppError(999_999, 503)).toEqual({ retryable: true, reason: "server" });
    expect(classifyWhatsAppError(null, 502)).toEqual({ retryable: true, reason: "server" });
    expect(classifyWhatsAppError(null, 429)).toEqual({ retryable: true, reason: "rate_limit" });
    expect(classifyWhatsAppError(999_999, 400)).toEqual({ retryable: false, reason: "unknown" });
    expect(classifyWhatsAppError(null, null)).toEqual({ retryable: false, reason: "unknown" });
  });

  it("the code decides over the status: a 500 with 131047 is still a window error, a 400 with 130429 retries", () => {
    expect(classifyWhatsAppError(131047, 500)).toEqual({ retryable: false, reason: "outside_window" });
    expect(classifyWhatsAppError(130429, 400).retryable).toBe(true);
  });

  it("an error keeps the provider's code, subcode, details and trace id beside its class", () => {
    const err = new WhatsAppApiError("(#132001) Template name does not exist in the translation", {
      code: 132001,
      httpStatus: 404,
      details: "template name (x) does not exist in pt_BR",
      fbtraceId: "AbC",
    });
    expect(err).toMatchObject({ code: 132001, retryable: false, reason: "template", name: "WhatsAppApiError" });
    expect(err.info).toMatchObject({
      httpStatus: 404,
      details: "template name (x) does not exist in pt_BR",
      fbtraceId: "AbC",
    });
  });
});
