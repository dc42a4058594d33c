import { QUEUE_PREFIX } from "@portal/contracts/jobs";
import { SHARED_ENV_CASES, sharedPart, sharedReference } from "@portal/domain/testing/shared-config-cases";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

/**
 * The worker reads the variables it shares with the API through the one shared schema, so both processes agree on
 * the realtime channel and the BullMQ keys. The API has the same test (apps/api/test/config.test.ts) against the same
 * reference.
 */
describe("worker configuration: the variables shared with the API", () => {
  it.each(SHARED_ENV_CASES)("parses %j as the shared schema does", (env) => {
    expect(sharedPart(readConfig(env))).toEqual(sharedReference(env));
  });

  it("defaults to the queue prefix the contracts name, and follows REDIS_PREFIX when QUEUE_PREFIX is unset", () => {
    expect(readConfig({}).queuePrefix).toBe(QUEUE_PREFIX);
    expect(readConfig({ REDIS_PREFIX: "acme:" })).toMatchObject({ redisPrefix: "acme:", queuePrefix: "acme:bull" });
  });

  it("refuses a bad variable, naming it", () => {
    expect(() => readConfig({ APP_ENV: "prod" })).toThrow(/Invalid worker environment[\s\S]*APP_ENV/);
  });
});
