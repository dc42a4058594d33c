import { describe, expect, it } from "vitest";
import { OUTBOX_CLAIM_LEASE_MS, OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from "./outbox-sender.ts";

describe("outbox retry schedule", () => {
  it("doubles from 30 s after each failed attempt and never exceeds 1 h", () => {
    const delays = Array.from({ length: OUTBOX_MAX_ATTEMPTS }, (_, i) => outboxRetryDelayMs(i + 1));

    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(3_600_000);
    expect(outboxRetryDelayMs(30)).toBe(3_600_000);
  });

  it("leases a claimed row for longer than an SMTP attempt can take", () => {
    expect(OUTBOX_CLAIM_LEASE_MS).toBeGreaterThan(3 * 30_000);
  });
});
