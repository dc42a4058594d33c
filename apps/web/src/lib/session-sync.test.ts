import { describe, expect, it, vi } from "vitest";
import { createSessionSync, SESSION_STORAGE_KEY, type SessionEvent } from "./session-sync";

describe("createSessionSync", () => {
  it("tells other tabs over BroadcastChannel, not itself", async () => {
    const env = { createChannel: (name: string) => new BroadcastChannel(name) as never };
    const tabA: SessionEvent[] = [];
    const tabB: SessionEvent[] = [];
    const a = createSessionSync((e) => tabA.push(e), env);
    const b = createSessionSync((e) => tabB.push(e), env);
    a.announce("signed-out");
    await vi.waitFor(() => expect(tabB).toEqual(["signed-out"]));
    b.announce("signed-in");
    await vi.waitFor(() => expect(tabA).toEqual(["signed-in"]));
    expect(tabB).toEqual(["signed-out"]);
    a.close();
    b.close();
  });

  it("falls back to the storage event when BroadcastChannel is missing", () => {
    const handlers: Array<(e: { key: string | null; newValue: string | null }) => void> = [];
    const storage = {
      setItem: (key: string, value: string) => {
        for (const h of handlers) h({ key, newValue: value });
      },
    };
    const listenStorage = (h: (e: { key: string | null; newValue: string | null }) => void) => {
      handlers.push(h);
      return () => handlers.splice(handlers.indexOf(h), 1);
    };
    const received: SessionEvent[] = [];
    const listener = createSessionSync((e) => received.push(e), { listenStorage });
    const sender = createSessionSync(() => undefined, { storage });
    sender.announce("signed-in");
    handlers[0]?.({ key: "other-key", newValue: '{"type":"signed-out"}' });
    handlers[0]?.({ key: SESSION_STORAGE_KEY, newValue: "not json" });
    expect(received).toEqual(["signed-in"]);
    listener.close();
    expect(handlers).toHaveLength(0);
  });
});
