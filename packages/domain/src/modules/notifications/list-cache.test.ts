import { describe, expect, it } from "vitest";
import { NotificationListCache } from "./list-cache";

describe("NotificationListCache", () => {
  it("serves an entry only under the version it was stored with", () => {
    const cache = new NotificationListCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("k", "v1", "body");
    expect(cache.get("k", "v1")).toBe("body");
    expect(cache.get("k", "v2")).toBeUndefined();
    // A version miss drops the entry: the old version is never served again.
    expect(cache.get("k", "v1")).toBeUndefined();
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(2);
  });

  it("stops serving an entry after its lifetime even when the version did not move", () => {
    let now = 1_000;
    const cache = new NotificationListCache({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set("k", "v", "body");
    now += 99;
    expect(cache.get("k", "v")).toBe("body");
    now += 2;
    expect(cache.get("k", "v")).toBeUndefined();
  });

  it("drops the least recently used entry beyond its size", () => {
    const cache = new NotificationListCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set("a", "v", "A");
    cache.set("b", "v", "B");
    expect(cache.get("a", "v")).toBe("A"); // a is now the most recent
    cache.set("c", "v", "C");
    expect(cache.get("b", "v")).toBeUndefined();
    expect(cache.get("a", "v")).toBe("A");
    expect(cache.size).toBe(2);
  });

  it("is off with a zero lifetime", () => {
    expect(new NotificationListCache({ ttlMs: 0, maxEntries: 10 }).enabled).toBe(false);
  });

  it("builds the same key whatever the order of the query's fields", () => {
    const a = NotificationListCache.key("u", "list", { limit: 20, skip: 0, working_systems: ["SALES"] });
    const b = NotificationListCache.key("u", "list", { working_systems: ["SALES"], skip: 0, limit: 20 });
    expect(a).toBe(b);
    expect(NotificationListCache.key("u2", "list", { limit: 20 })).not.toBe(
      NotificationListCache.key("u", "list", { limit: 20 }),
    );
  });
});
