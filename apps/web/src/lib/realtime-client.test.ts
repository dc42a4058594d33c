import type { RealtimeEvent } from "@portal/contracts/realtime";
import { describe, expect, it } from "vitest";
import { RealtimeClient, type SocketLike } from "./realtime-client";

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
  send(event: unknown) {
    this.onmessage?.({ data: typeof event === "string" ? event : JSON.stringify(event) });
  }
}

/** A client over fake sockets and a manual timer queue (no real time passes). */
function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const client = new RealtimeClient(
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    { set: (fn, ms) => timers.push({ fn, ms }), clear: () => timers.splice(0) },
  );
  return { client, sockets, timers };
}

const unitChanged: RealtimeEvent = { type: "unit.changed", enterprise_id: "e1", unit_id: "u1" };

describe("RealtimeClient: the app's one websocket", () => {
  it("opens one socket for every subscriber and hands each valid event to all of them", () => {
    const { client, sockets } = setup();
    const a: RealtimeEvent[] = [];
    const b: RealtimeEvent[] = [];
    client.subscribe({ onEvent: (e) => a.push(e) });
    client.subscribe({ onEvent: (e) => b.push(e) });
    expect(sockets).toHaveLength(1);
    sockets[0]?.send(unitChanged);
    sockets[0]?.send("not json");
    sockets[0]?.send({ type: "unknown.event" });
    expect(a).toEqual([unitChanged]);
    expect(b).toEqual([unitChanged]);
  });

  it("tells message observers of each valid event without opening a socket for them (decision 045)", () => {
    const { client, sockets } = setup();
    let seen = 0;
    client.observeMessages(() => seen++);
    expect(sockets).toHaveLength(0);
    const unsubscribe = client.subscribe({});
    sockets[0]?.send(unitChanged);
    sockets[0]?.send("not json");
    expect(seen).toBe(1);
    unsubscribe();
    expect(sockets[0]?.closed).toBe(true);
  });

  it("tells a subscriber the current state at once and every open/close after", () => {
    const { client, sockets } = setup();
    const first: boolean[] = [];
    client.subscribe({ onStatus: (open) => first.push(open) });
    sockets[0]?.onopen?.();
    const late: boolean[] = [];
    client.subscribe({ onStatus: (open) => late.push(open) });
    sockets[0]?.onclose?.();
    expect(first).toEqual([false, true, false]);
    expect(late).toEqual([true, false]);
  });

  it("reconnects after a drop with growing backoff, reset once a socket opens", () => {
    const { client, sockets, timers } = setup();
    client.subscribe({});
    sockets[0]?.onclose?.();
    expect(timers.map((t) => t.ms)[0]).toBeGreaterThanOrEqual(1000);
    timers.shift()?.fn();
    expect(sockets).toHaveLength(2);
    sockets[1]?.onclose?.();
    expect(timers[0]?.ms).toBeGreaterThanOrEqual(2000);
    timers.shift()?.fn();
    sockets[2]?.onopen?.();
    sockets[2]?.onclose?.();
    expect(timers[0]?.ms).toBeLessThan(2000);
  });

  it("closes the socket when the last subscriber leaves, and stops reconnecting", () => {
    const { client, sockets, timers } = setup();
    const offA = client.subscribe({});
    const offB = client.subscribe({});
    offA();
    expect(sockets[0]?.closed).toBe(false);
    offB();
    expect(sockets[0]?.closed).toBe(true);
    expect(timers).toHaveLength(0);
    client.subscribe({});
    expect(sockets).toHaveLength(2);
  });

  it("waits for an asynchronous open (the ticket), and retries with backoff when it fails", async () => {
    const sockets: FakeSocket[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    let refuse = true;
    const client = new RealtimeClient(
      async () => {
        if (refuse) throw new Error("401");
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      { set: (fn, ms) => timers.push({ fn, ms }), clear: () => timers.splice(0) },
    );
    const got: RealtimeEvent[] = [];
    client.subscribe({ onEvent: (e) => got.push(e) });
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets).toHaveLength(0);
    expect(timers).toHaveLength(1);
    refuse = false;
    timers.shift()?.fn();
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets).toHaveLength(1);
    sockets[0]?.send(unitChanged);
    expect(got).toEqual([unitChanged]);
  });

  it("closes a socket whose asynchronous open finished after everybody left", async () => {
    let resolveOpen: (s: FakeSocket) => void = () => undefined;
    const client = new RealtimeClient(
      () =>
        new Promise<FakeSocket>((resolve) => {
          resolveOpen = resolve;
        }),
      { set: () => 0, clear: () => undefined },
    );
    const got: RealtimeEvent[] = [];
    const stop = client.subscribe({ onEvent: (e) => got.push(e) });
    stop();
    const late = new FakeSocket();
    resolveOpen(late);
    await Promise.resolve();
    await Promise.resolve();
    expect(late.closed).toBe(true);
    late.send(unitChanged);
    expect(got).toEqual([]);
  });
});
