import { describe, expect, it } from "vitest";
import { endPosition, everyAgentExpired, isWithinWindow, pickNextAgent, type RotationAgent } from "./rotation";

const agent = (n: number, over: Partial<RotationAgent> = {}): RotationAgent => ({
  id: `a${n}`,
  userId: `u${n}`,
  userName: `Agente ${n}`,
  status: "AVAILABLE",
  position: n,
  userActive: true,
  ...over,
});

describe("rotation", () => {
  it("offers to the available agent with the lowest position", () => {
    expect(pickNextAgent([agent(3), agent(1), agent(2)], new Set()).chosen?.id).toBe("a1");
  });

  it("skips paused, in-attendance and inactive agents, saying why", () => {
    const pick = pickNextAgent(
      [
        agent(1, { status: "IN_PAUSE" }),
        agent(2, { status: "IN_ATTENDANCE" }),
        agent(3, { userActive: false }),
        agent(4),
      ],
      new Set(),
    );
    expect(pick.chosen?.id).toBe("a4");
    expect(pick.skipped.map((s) => s.reason)).toEqual(["IN_PAUSE", "IN_ATTENDANCE", "INACTIVE_USER"]);
  });

  it("never re-offers a lead to an agent who let it expire in this cycle", () => {
    const pick = pickNextAgent([agent(1), agent(2)], new Set(["u1"]));
    expect(pick.chosen?.id).toBe("a2");
    expect(pickNextAgent([agent(1)], new Set(["u1"])).chosen).toBeNull();
    expect(everyAgentExpired([agent(1), agent(2)], new Set(["u1"]))).toBe(false);
    expect(everyAgentExpired([agent(1), agent(2)], new Set(["u1", "u2"]))).toBe(true);
  });

  it("is fair: moving the offered agent to the end gives counts that differ by at most one", () => {
    const agents = [agent(1), agent(2), agent(3), agent(4, { status: "IN_PAUSE" }), agent(5), agent(6), agent(7)];
    const counts = new Map<string, number>();
    for (let i = 0; i < 103; i++) {
      const chosen = pickNextAgent(agents, new Set()).chosen as RotationAgent;
      counts.set(chosen.id, (counts.get(chosen.id) ?? 0) + 1);
      chosen.position = endPosition(agents);
    }
    expect(counts.has("a4")).toBe(false);
    const values = [...counts.values()];
    expect(values).toHaveLength(6);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
  });
});

describe("time window (America/Sao_Paulo)", () => {
  // 2026-03-02 is a Monday; São Paulo is UTC-3.
  const at = (iso: string) => new Date(iso);
  it("opens only on the listed weekdays and between the hours", () => {
    const w = { weekdays: [1, 2, 3, 4, 5], startsAt: "08:00", endsAt: "18:00" };
    expect(isWithinWindow(w, at("2026-03-02T11:00:00Z"))).toBe(true); // Mon 08:00
    expect(isWithinWindow(w, at("2026-03-02T10:59:00Z"))).toBe(false); // Mon 07:59
    expect(isWithinWindow(w, at("2026-03-02T21:00:00Z"))).toBe(false); // Mon 18:00
    expect(isWithinWindow(w, at("2026-03-01T13:00:00Z"))).toBe(false); // Sun 10:00
  });

  it("handles windows that cross midnight and the empty window (always open)", () => {
    const night = { weekdays: [5], startsAt: "22:00", endsAt: "06:00" };
    expect(isWithinWindow(night, at("2026-03-07T02:00:00Z"))).toBe(true); // Fri 23:00
    expect(isWithinWindow(night, at("2026-03-07T07:00:00Z"))).toBe(true); // Sat 04:00, started Friday
    expect(isWithinWindow(night, at("2026-03-08T07:00:00Z"))).toBe(false); // Sun 04:00, started Saturday
    expect(isWithinWindow({ weekdays: [], startsAt: null, endsAt: null }, at("2026-03-08T07:00:00Z"))).toBe(true);
  });
});
