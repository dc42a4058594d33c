import { describe, expect, it } from "vitest";
import { parseEnv, sharedConfig, sharedEnvSchema } from "../../lib/runtime-config";

const whatsapp = (env: Record<string, string>) => sharedConfig(parseEnv(sharedEnvSchema, env, "test")).whatsapp;

describe("WhatsApp configuration (WHATSAPP_GRAPH_*)", () => {
  it("defaults to the local sandbox and v25.0 outside production, to Meta's Graph in production", () => {
    expect(whatsapp({})).toEqual({
      graphBaseUrl: "http://127.0.0.1:3390",
      graphVersion: "v25.0",
      httpTimeoutMs: 10_000,
    });
    expect(whatsapp({ APP_ENV: "staging" }).graphBaseUrl).toBe("http://127.0.0.1:3390");
    expect(whatsapp({ APP_ENV: "production" }).graphBaseUrl).toBe("https://graph.facebook.com");
  });

  it("takes the base URL (without its trailing slash), the version and the timeout from the environment", () => {
    expect(
      whatsapp({
        APP_ENV: "production",
        WHATSAPP_GRAPH_BASE_URL: "http://wa-sandbox:3390/",
        WHATSAPP_GRAPH_VERSION: "v26.0",
        WHATSAPP_HTTP_TIMEOUT_MS: "5000",
      }),
    ).toEqual({ graphBaseUrl: "http://wa-sandbox:3390", graphVersion: "v26.0", httpTimeoutMs: 5000 });
  });

  it("refuses a version that is not vNN.N and a base URL that is not http(s), naming the variable", () => {
    expect(() => whatsapp({ WHATSAPP_GRAPH_VERSION: "25" })).toThrow(/WHATSAPP_GRAPH_VERSION/);
    expect(() => whatsapp({ WHATSAPP_GRAPH_BASE_URL: "graph.facebook.com" })).toThrow(/WHATSAPP_GRAPH_BASE_URL/);
    expect(() => whatsapp({ WHATSAPP_HTTP_TIMEOUT_MS: "10" })).toThrow(/WHATSAPP_HTTP_TIMEOUT_MS/);
  });
});

describe("WhatsApp webhook configuration (WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET)", () => {
  const webhook = (env: Record<string, string>) => sharedConfig(parseEnv(sharedEnvSchema, env, "test")).whatsappWebhook;

  it("defaults to the sandbox's demo values outside production and to nothing (fail closed) in production", () => {
    expect(webhook({})).toEqual({
      verifyToken: "sandbox-verify-token-portal-de-vendas",
      appSecret: "sandbox-app-secret-portal-de-vendas",
    });
    expect(webhook({ APP_ENV: "production" })).toEqual({ verifyToken: "", appSecret: "" });
  });

  it("takes both from the environment", () => {
    expect(
      webhook({ APP_ENV: "production", WHATSAPP_VERIFY_TOKEN: "verify-123456", WHATSAPP_APP_SECRET: "secret-123456" }),
    ).toEqual({ verifyToken: "verify-123456", appSecret: "secret-123456" });
  });
});
