import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../lib/ports";
import { type LoadedSession, SessionCache } from "./session-cache";

const user = (id: string, sessionId: string): AuthUser => ({
  id,
  sessionId,
  roles: ["ONLINE_SPECIALIST"],
  readOnly: false,
  fullName: "Ana",
  email: `${id}@x.com`,
});

function setup(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = new SessionCache({ ttlMs: opts.ttlMs ?? 5_000, maxEntries: opts.maxEntries ?? 100, now: () => now });
  const loads: string[] = [];
  const farFuture = new Date(now + 3_600_000);
  const loader =
    (u: AuthUser, expiresAt = farFuture) =>
    async (): Promise<LoadedSession> => {
      loads.push(u.sessionId);
      return { user: u, expiresAt };
    };
  return { cache, loads, loader, tick: (ms: number) => (now += ms), at: () => now };
}

describe("SessionCache", () => {
  it("answers from memory within the TTL, asks again after it", async () => {
    const { cache, loads, loader, tick } = setup();
    const u = user("u1", "s1");
    expect(await cache.resolve("u1", "s1", loader(u))).toEqual(u);
    tick(4_999);
    expect(await cache.resolve("u1", "s1", loader(u))).toEqual(u);
    expect(loads).toEqual(["s1"]);
    tick(2);
    await cache.resolve("u1", "s1", loader(u));
    expect(loads).toEqual(["s1", "s1"]);
  });

  it("never trusts an entry past the session's own expiry", async () => {
    const { cache, loads, loader, tick, at } = setup();
    const u = user("u1", "s1");
    await cache.resolve("u1", "s1", loader(u, new Date(at() + 1_000)));
    tick(1_000);
    await cache.resolve("u1", "s1", async () => null);
    expect(await cache.resolve("u1", "s1", async () => null)).toBeNull();
    expect(loads).toEqual(["s1"]);
  });

  it("does not cache a refused session (revoked, expired, inactive user)", async () => {
    const { cache } = setup();
    let calls = 0;
    const refuse = async () => {
      calls++;
      return null;
    };
    expect(await cache.resolve("u1", "s1", refuse)).toBeNull();
    expect(await cache.resolve("u1", "s1", refuse)).toBeNull();
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("does not answer a cached session for another user id", async () => {
    const { cache, loads, loader } = setup();
    await cache.resolve("u1", "s1", loader(user("u1", "s1")));
    expect(await cache.resolve("u2", "s1", async () => null)).toBeNull();
    expect(loads).toEqual(["s1"]);
  });

  it("evicts one session, or every session of a user", async () => {
    const { cache, loads, loader } = setup();
    await cache.resolve("u1", "s1", loader(user("u1", "s1")));
    await cache.resolve("u1", "s2", loader(user("u1", "s2")));
    await cache.resolve("u2", "s3", loader(user("u2", "s3")));
    cache.evictSession("s1");
    expect(await cache.resolve("u1", "s1", async () => null)).toBeNull();
    cache.evictUser("u1");
    expect(await cache.resolve("u1", "s2", async () => null)).toBeNull();
    expect(await cache.resolve("u2", "s3", async () => null)).toEqual(user("u2", "s3"));
    expect(loads).toEqual(["s1", "s2", "s3"]);
  });

  it("does not store an answer loaded while an eviction happened (lookup racing a logout)", async () => {
    const { cache } = setup();
    const u = user("u1", "s1");
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const pending = cache.resolve("u1", "s1", async () => {
      await gate;
      return { user: u, expiresAt: new Date(Date.now() + 3_600_000) };
    });
    cache.evictSession("s1");
    release();
    expect(await pending).toEqual(u);
    expect(cache.size).toBe(0);
    expect(await cache.resolve("u1", "s1", async () => null)).toBeNull();
  });

  it("drops the least recently used entry beyond maxEntries", async () => {
    const { cache, loads, loader } = setup({ maxEntries: 2 });
    await cache.resolve("a", "sa", loader(user("a", "sa")));
    await cache.resolve("b", "sb", loader(user("b", "sb")));
    await cache.resolve("a", "sa", loader(user("a", "sa"))); // a is now the most recent
    await cache.resolve("c", "sc", loader(user("c", "sc"))); // drops b
    expect(cache.size).toBe(2);
    await cache.resolve("a", "sa", loader(user("a", "sa")));
    await cache.resolve("b", "sb", loader(user("b", "sb")));
    expect(loads).toEqual(["sa", "sb", "sc", "sb"]);
  });

  it("with a TTL of 0 always asks the database", async () => {
    const { cache, loads, loader } = setup({ ttlMs: 0 });
    const u = user("u1", "s1");
    await cache.resolve("u1", "s1", loader(u));
    await cache.resolve("u1", "s1", loader(u));
    expect(loads).toEqual(["s1", "s1"]);
    expect(cache.size).toBe(0);
  });
});
