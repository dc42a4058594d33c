import { describe, expect, it } from "vitest";
import { KeyedBatcher } from "./batcher";
import { timeOrderedId } from "./time-ordered-id";

describe("KeyedBatcher", () => {
  it("serves calls that arrive during a batch together in the next one, one batch per key at a time", async () => {
    const batches: string[][] = [];
    let running = 0;
    let maxRunning = 0;
    const batcher = new KeyedBatcher<string, string>(async (_key, items) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      batches.push(items);
      await new Promise((r) => setTimeout(r, 20));
      running -= 1;
      return new Map(items.map((i) => [i, i.toUpperCase()]));
    }, 3);
    const results = await Promise.all(["a", "b", "c", "d", "e"].map((i) => batcher.submit("k", i)));
    expect(results).toEqual(["A", "B", "C", "D", "E"]);
    expect(batches).toEqual([["a"], ["b", "c", "d"], ["e"]]);
    expect(maxRunning).toBe(1);
  });

  it("rejects every item of a failed batch and keeps serving the key", async () => {
    let fail = true;
    const batcher = new KeyedBatcher<number, number>(async (_key, items) => {
      if (fail) {
        fail = false;
        throw new Error("boom");
      }
      return new Map(items.map((i) => [i, i * 2]));
    });
    await expect(batcher.submit("k", 1)).rejects.toThrow("boom");
    await expect(batcher.submit("k", 2)).resolves.toBe(4);
  });
});

describe("timeOrderedId", () => {
  it("makes valid version-7 uuids that sort in creation order within one millisecond", () => {
    const ids = Array.from({ length: 50 }, () => timeOrderedId(1_700_000_000_000));
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(
      true,
    );
    expect([...ids].sort()).toEqual(ids);
  });
});
