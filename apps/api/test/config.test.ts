import { SHARED_ENV_CASES, sharedPart, sharedReference } from "@portal/domain/testing/shared-config-cases";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

/**
 * The API reads the variables it shares with the worker through the one shared schema, so both processes agree on
 * the database, Redis, and above all the Redis and queue prefixes (realtime channel, BullMQ keys). The worker has
 * the same test (apps/worker/src/config.test.ts) against the same reference.
 */
describe("api configuration: the variables shared with the worker", () => {
  it.each(SHARED_ENV_CASES)("parses %j as the shared schema does", (env) => {
    expect(sharedPart(loadConfig(env))).toEqual(sharedReference(env));
  });

  it("honours REDIS_PREFIX, and puts the queues under it when QUEUE_PREFIX is unset", () => {
    const config = loadConfig({ REDIS_PREFIX: "acme:" });
    expect(config.redisPrefix).toBe("acme:");
    expect(config.queuePrefix).toBe("acme:bull");
    expect(loadConfig({}).queuePrefix).toBe("portal:bull");
  });

  it("an override of redisPrefix (tests, bench) moves the queues with it unless QUEUE_PREFIX is set", () => {
    expect(loadConfig({}, { redisPrefix: "t1:" }).queuePrefix).toBe("t1:bull");
    expect(loadConfig({ QUEUE_PREFIX: "q" }, { redisPrefix: "t1:" }).queuePrefix).toBe("q");
  });

  it("refuses a log level the worker would refuse, naming the variable", () => {
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/Invalid api environment[\s\S]*LOG_LEVEL/);
  });
});
