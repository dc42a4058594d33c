import { describe, expect, it } from "vitest";
import { scheduleScope } from "./policy";
import {
  saoPauloDayStart,
  scheduleCountQuery,
  scheduleCreateBody,
  scheduleListQuery,
  scheduleLogText,
} from "./schedules";

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

describe("schedule queries", () => {
  const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (r.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
  it("refuses a day that does not exist instead of rolling it over (2026-02-31 is not 03/03)", () => {
    expect(messages(scheduleCountQuery.safeParse({ starts_date: "2026-13-01", ends_date: "2026-12-31" }))).toEqual([
      "starts_date: deve ser uma data válida",
    ]);
    expect(messages(scheduleCountQuery.safeParse({ starts_date: "2026-02-01", ends_date: "2026-02-31" }))).toEqual([
      "ends_date: deve ser uma data válida",
    ]);
    expect(scheduleCountQuery.safeParse({ starts_date: "2026-02-01", ends_date: "2026-02-28" }).success).toBe(true);
  });
  it("names a bad page size in pt-BR", () => {
    const r = scheduleListQuery.safeParse({
      starts_at: "2026-11-23T00:00:00-03:00",
      ends_at: "2026-11-30T00:00:00-03:00",
      limit: "5000",
    });
    expect(messages(r)).toEqual(["limit: deve estar entre 1 e 1000"]);
  });
});
