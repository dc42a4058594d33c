import { describe, expect, it } from "vitest";
import { reminderDueAt } from "./schedule-reminders.service";
import { slotsBetween } from "./schedule-slots";

describe("slotsBetween", () => {
  it("gives one slot per 30 minutes of the appointment, the end excluded", () => {
    const start = new Date("2026-11-27T12:00:00.000Z");
    const slots = slotsBetween(start, new Date("2026-11-27T13:30:00.000Z"));
    expect(slots.map((s) => s.toISOString())).toEqual([
      "2026-11-27T12:00:00.000Z",
      "2026-11-27T12:30:00.000Z",
      "2026-11-27T13:00:00.000Z",
    ]);
  });

  it("crosses midnight like any other half hour (the grid covers 24 h)", () => {
    const slots = slotsBetween(new Date("2026-11-28T02:30:00.000Z"), new Date("2026-11-28T03:30:00.000Z"));
    expect(slots).toHaveLength(2);
  });
});

describe("reminderDueAt", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");
  it("is 30 minutes before the start", () => {
    expect(reminderDueAt(new Date("2026-11-27T15:00:00.000Z"), now)?.toISOString()).toBe("2026-11-27T14:30:00.000Z");
  });
  it("is already due for an appointment starting within 30 minutes (sent at once)", () => {
    const due = reminderDueAt(new Date("2026-11-27T12:10:00.000Z"), now);
    expect(due && due.getTime() <= now.getTime()).toBe(true);
  });
  it("is none for an appointment that has started (booked afterwards, to record it)", () => {
    expect(reminderDueAt(new Date("2026-11-27T11:30:00.000Z"), now)).toBeNull();
  });
});
