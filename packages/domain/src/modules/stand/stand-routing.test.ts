/** The stand's routing rules (decision 048): owner on duty, queue order with skips, waiting, owner notice. */
import { describe, expect, it } from "vitest";
import { boardColumnOf, decideRouting } from "./stand-routing";
import type { QueueMember } from "./stand-rows";

let n = 0;
function member(overrides: Partial<QueueMember> = {}): QueueMember {
  n += 1;
  return {
    presenceId: `p${n}`,
    userId: `u${n}`,
    userName: `Especialista ${n}`,
    availability: "AVAILABLE",
    userActive: true,
    queueAt: new Date(2026, 0, 1, 9, n),
    checkedInAt: new Date(2026, 0, 1, 9, 0),
    lastAssignedAt: null,
    visitsCount: 0,
    openVisits: 0,
    ...overrides,
  };
}

describe("decideRouting", () => {
  it("gives the visit to its owner when the owner is checked in here and available, even if not first in line", () => {
    const first = member();
    const owner = member();
    const r = decideRouting({ id: owner.userId, name: owner.userName, active: true }, [first, owner]);
    expect(r.kind).toBe("OWNER");
    expect(r.chosen?.userId).toBe(owner.userId);
    expect(r.notifyOwner).toBe(false);
    expect(r.reason).toBe(`cliente de ${owner.userName}, de plantão aqui e disponível`);
  });

  it("goes to the queue and tells the owner when the owner is not on duty at this stand", () => {
    const first = member();
    const r = decideRouting({ id: "elsewhere", name: "Ana Dona", active: true }, [first]);
    expect(r.kind).toBe("QUEUE");
    expect(r.chosen?.userId).toBe(first.userId);
    expect(r.notifyOwner).toBe(true);
    expect(r.reason).toBe("próximo disponível da fila da vez; responsável Ana Dona não está de plantão aqui");
  });

  it("goes to the queue when the owner is here but serving someone else, and says so", () => {
    const owner = member({ availability: "IN_ATTENDANCE" });
    const next = member();
    const r = decideRouting({ id: owner.userId, name: owner.userName, active: true }, [owner, next]);
    expect(r.kind).toBe("QUEUE");
    expect(r.chosen?.userId).toBe(next.userId);
    expect(r.reason).toContain("está de plantão aqui, mas em atendimento");
    expect(r.skipped.map((s) => [s.member.userId, s.reason])).toEqual([[owner.userId, "IN_ATTENDANCE"]]);
  });

  it("takes the first available in queue order, skipping attendance, pause, offline and inactive users", () => {
    const members = [
      member({ availability: "IN_ATTENDANCE" }),
      member({ availability: "IN_PAUSE" }),
      member({ availability: "OFFLINE" }),
      member({ userActive: false }),
      member(),
      member(),
    ];
    const r = decideRouting(null, members);
    expect(r.kind).toBe("QUEUE");
    expect(r.chosen?.userId).toBe(members[4]?.userId);
    expect(r.skipped.map((s) => s.reason)).toEqual(["IN_ATTENDANCE", "IN_PAUSE", "OFFLINE", "INACTIVE_USER"]);
    expect(r.notifyOwner).toBe(false);
    expect(r.reason).toBe("próximo disponível da fila da vez");
  });

  it("skips an available specialist who already has a visitor on the way (one visitor per specialist)", () => {
    const busy = member({ openVisits: 1 });
    const free = member();
    const r = decideRouting(null, [busy, free]);
    expect(r.chosen?.userId).toBe(free.userId);
    expect(r.skipped.map((s) => [s.member.userId, s.reason])).toEqual([[busy.userId, "VISIT_ON_THE_WAY"]]);
    // The only one, busy: the visit waits; their own client too, and the owner is told.
    expect(decideRouting(null, [busy]).kind).toBe("WAITING");
    const own = decideRouting({ id: busy.userId, name: busy.userName, active: true }, [busy]);
    expect(own.kind).toBe("WAITING");
    expect(own.notifyOwner).toBe(true);
    expect(own.reason).toContain("está de plantão aqui, mas já tem um visitante a caminho");
  });

  it("waits when nobody is available, and still tells an active owner", () => {
    const r = decideRouting({ id: "x", name: "Bia", active: true }, [member({ availability: "IN_PAUSE" })]);
    expect(r.kind).toBe("WAITING");
    expect(r.chosen).toBeNull();
    expect(r.notifyOwner).toBe(true);
    expect(r.reason).toBe("nenhum especialista disponível no plantão; responsável Bia não está de plantão aqui");
    expect(decideRouting(null, []).kind).toBe("WAITING");
  });

  it("does not notify an owner whose user is inactive", () => {
    expect(decideRouting({ id: "x", name: "Ex", active: false }, [member()]).notifyOwner).toBe(false);
  });
});

describe("boardColumnOf", () => {
  it("puts each specialist in one of the three columns", () => {
    expect(boardColumnOf(member())).toBe("AVAILABLE");
    expect(boardColumnOf(member({ availability: "IN_ATTENDANCE" }))).toBe("IN_ATTENDANCE");
    expect(boardColumnOf(member({ availability: "IN_PAUSE" }))).toBe("UNAVAILABLE");
    expect(boardColumnOf(member({ userActive: false }))).toBe("UNAVAILABLE");
    // A visitor on the way: busy with a client, out of the line (no place in the queue).
    expect(boardColumnOf(member({ openVisits: 1 }))).toBe("IN_ATTENDANCE");
  });
});
