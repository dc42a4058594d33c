import { describe, expect, it } from "vitest";
import { scheduleScope } from "./policy";
import { saoPauloDayStart, scheduleCreateBody, scheduleLogText } from "./schedules";

describe("scheduleScope (decision 053)", () => {
  it("admins and the secretary read everything, coordinators their teams, specialists their own, reception its stand", () => {
    expect(scheduleScope(["MASTER"])).toBe("all");
    expect(scheduleScope(["SALES_SECRETARY"])).toBe("all");
    expect(scheduleScope(["BOOTH_COORDINATOR"])).toBe("team");
    expect(scheduleScope(["ONLINE_SPECIALIST"])).toBe("own");
    expect(scheduleScope(["RECEPCIONIST"])).toBe("reception");
    expect(scheduleScope(["MARKETING"])).toBeNull();
    expect(scheduleScope(["AGENT_PARTNER"])).toBeNull();
  });
});

describe("schedule contracts", () => {
  const base = { lead_id: "5b0b1c43-3f6a-4a57-9a8c-1a9c4f0c6d21", type: "CALL" };
  it("accepts a start on the half hour and defaults to one slot", () => {
    const body = scheduleCreateBody.parse({ ...base, starts_at: "2026-11-27T10:30:00-03:00" });
    expect(body.duration_minutes).toBe(30);
  });
  it("refuses a start off the grid and a duration that is not whole slots", () => {
    expect(scheduleCreateBody.safeParse({ ...base, starts_at: "2026-11-27T10:15:00-03:00" }).success).toBe(false);
    expect(
      scheduleCreateBody.safeParse({ ...base, starts_at: "2026-11-27T10:00:00-03:00", duration_minutes: 45 }).success,
    ).toBe(false);
    expect(
      scheduleCreateBody.safeParse({ ...base, starts_at: "2026-11-27T10:00:00-03:00", duration_minutes: 270 }).success,
    ).toBe(false);
  });
  it("writes the timeline text in pt-BR, in São Paulo time", () => {
    const text = scheduleLogText("SCHEDULED", {
      type: "STAND_VISIT",
      startsAt: "2026-11-27T13:00:00.000Z",
      endsAt: "2026-11-27T14:00:00.000Z",
      specialistName: "Ana Souza",
    });
    expect(text).toBe("Agendado: Visita ao plantão, sex., 27/11/2026, 10:00–11:00, com Ana Souza.");
    expect(saoPauloDayStart("2026-11-27").toISOString()).toBe("2026-11-27T03:00:00.000Z");
  });
});
