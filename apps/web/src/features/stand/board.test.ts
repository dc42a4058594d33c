import type { StandBoardDto, StandQueueEntryDto } from "@portal/contracts/stand";
import { describe, expect, it } from "vitest";
import { assignmentOptions, entryStatusText, pendingVisits, queueActionsFor } from "./board";

function entry(over: Partial<StandQueueEntryDto> & { name: string }): StandQueueEntryDto {
  const { name, ...rest } = over;
  return {
    presence_id: `p-${name}`,
    user: { _id: `u-${name}`, full_name: name },
    availability_status: "AVAILABLE",
    column: "AVAILABLE",
    position: null,
    checked_in_at: "2026-11-25T12:00:00.000Z",
    last_assigned_at: null,
    visits_count: 0,
    current_visit: null,
    assigned_visits: [],
    ...rest,
  };
}
const visit = (id: string, arrived: string) => ({
  _id: id,
  visitor_name: `Visitante ${id}`,
  status: "ASSIGNED" as const,
  arrived_at: arrived,
  assigned_at: arrived,
  started_at: null,
});

const first = entry({ name: "Ana", position: 1 });
const second = entry({ name: "Bia", position: 2, assigned_visits: [visit("v2", "2026-11-25T13:10:00.000Z")] });
const paused = entry({
  name: "Caio",
  column: "UNAVAILABLE",
  availability_status: "IN_PAUSE",
  assigned_visits: [visit("v1", "2026-11-25T13:00:00.000Z")],
});
const serving = entry({ name: "Duda", column: "IN_ATTENDANCE", availability_status: "IN_ATTENDANCE" });
// AVAILABLE with a visitor routed and not started: out of the line (one visitor per specialist, decision 063).
const onTheWay = entry({
  name: "Enzo",
  column: "IN_ATTENDANCE",
  assigned_visits: [visit("v3", "2026-11-25T13:15:00.000Z")],
});
const board: StandBoardDto = {
  enterprise: { _id: "e1", name: "Residencial Aurora" },
  open_now: true,
  available: [first, second],
  in_attendance: [serving, onTheWay],
  unavailable: [paused],
  waiting_visits: [],
  generated_at: "2026-11-25T13:20:00.000Z",
};

describe("queue board", () => {
  it("offers every checked-in specialist for a manual assignment, the queue first, saying where each one is", () => {
    expect(assignmentOptions(board)).toEqual([
      { value: "u-Ana", label: "Ana · 1º na fila" },
      { value: "u-Bia", label: "Bia · 2º na fila" },
      { value: "u-Caio", label: "Caio · Em pausa" },
      { value: "u-Duda", label: "Duda · Em atendimento" },
      { value: "u-Enzo", label: "Enzo · Visitante a caminho" },
    ]);
  });

  it("lists visits routed and not started, oldest first, with who has them", () => {
    expect(pendingVisits(board).map((p) => [p.visit._id, p.specialist.full_name])).toEqual([
      ["v1", "Caio"],
      ["v2", "Bia"],
      ["v3", "Enzo"],
    ]);
  });

  it("offers the coordinator only the actions that make sense in each column", () => {
    expect(queueActionsFor(first)).toEqual({ toFirst: false, pause: true, resume: false, remove: true });
    expect(queueActionsFor(second)).toEqual({ toFirst: true, pause: true, resume: false, remove: true });
    expect(queueActionsFor(paused)).toEqual({ toFirst: false, pause: false, resume: true, remove: true });
    expect(queueActionsFor(serving)).toEqual({ toFirst: false, pause: false, resume: false, remove: false });
    expect(queueActionsFor(onTheWay)).toEqual({ toFirst: false, pause: true, resume: false, remove: true });
    const away = entry({ name: "Eva", column: "UNAVAILABLE", availability_status: "OFFLINE" });
    expect(queueActionsFor(away).resume).toBe(false);
    expect(entryStatusText(away)).toBe("Offline");
  });
});
