import { describe, expect, it, vi } from "vitest";
import { awaitedLater, logBestEffort } from "./best-effort";

describe("logBestEffort", () => {
  it("logs the failure at warn with what was attempted and its context, and resolves", async () => {
    const log = { warn: vi.fn() };
    const err = new Error("disk gone");
    await expect(
      Promise.reject(err).catch(logBestEffort(log, "delete an orphaned file", { storageKey: "k1" })),
    ).resolves.toBe(undefined);
    expect(log.warn).toHaveBeenCalledWith({ err, storageKey: "k1" }, "best effort failed: delete an orphaned file");
  });

  it("logs nothing when the work succeeds", async () => {
    const log = { warn: vi.fn() };
    await expect(Promise.resolve(7).catch(logBestEffort(log, "x"))).resolves.toBe(7);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe("awaitedLater", () => {
  it("keeps the rejection for the later await", async () => {
    const p = awaitedLater(Promise.reject(new Error("setting unreadable")));
    await expect(p).rejects.toThrow("setting unreadable");
  });
});
