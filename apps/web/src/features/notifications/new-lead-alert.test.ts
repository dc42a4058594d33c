import { describe, expect, it } from "vitest";
import {
  alertDeadline,
  alertLeftMs,
  formatCountdown,
  isNewLeadTitle,
  pauseAlert,
  remainingMs,
  resumeAlert,
  toNewLeadAlert,
} from "./new-lead-alert";

const created = "2026-01-10T12:00:00.000Z";
const base = { _id: "n1", title: "Novo Lead na sua carteira", linked_content: "lead-1", createdAt: created };
const t0 = Date.parse(created);

describe("formatCountdown", () => {
  it("formats mm:ss and rounds up partial seconds", () => {
    expect(formatCountdown(600_000)).toBe("10:00");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(59_000)).toBe("00:59");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5000)).toBe("00:00");
  });
  it("remainingMs never goes below zero", () => {
    expect(remainingMs(t0 + 1000, t0)).toBe(1000);
    expect(remainingMs(t0, t0 + 1000)).toBe(0);
  });
});

describe("alertDeadline", () => {
  it("uses the deadline when present", () => {
    expect(alertDeadline({ createdAt: created, deadline: "2026-01-10T12:03:00.000Z" })).toBe(t0 + 180_000);
  });
  it("falls back to createdAt + 10 minutes", () => {
    expect(alertDeadline({ createdAt: created })).toBe(t0 + 600_000);
    expect(alertDeadline({ createdAt: created, deadline: null })).toBe(t0 + 600_000);
  });
  it("null when nothing parses", () => {
    expect(alertDeadline({ createdAt: "x" })).toBeNull();
  });
});

describe("toNewLeadAlert", () => {
  it("opens for a new-lead notification before its deadline", () => {
    expect(toNewLeadAlert(base, t0 + 1000)).toEqual({ notificationId: "n1", leadId: "lead-1", deadline: t0 + 600_000 });
  });
  it("matches the title anywhere, case-insensitively", () => {
    expect(isNewLeadTitle("Alerta: novo lead na sua carteira!")).toBe(true);
    expect(isNewLeadTitle("Proposta aprovada")).toBe(false);
  });
  it("does not open after the deadline", () => {
    expect(toNewLeadAlert(base, t0 + 600_000)).toBeNull();
    expect(toNewLeadAlert({ ...base, deadline: "2026-01-10T12:01:00.000Z" }, t0 + 61_000)).toBeNull();
  });
  it("after a reload while the offer's clock is paused, opens frozen at the time it had left, even past the stored deadline", () => {
    const listed = { ...base, deadline: "2026-01-10T12:10:00.000Z", offer_paused_left_ms: 420_000 };
    const alert = toNewLeadAlert(listed, t0 + 30 * 60_000);
    expect(alert).toEqual({ notificationId: "n1", leadId: "lead-1", deadline: t0 + 600_000, pausedLeftMs: 420_000 });
    expect(formatCountdown(alertLeftMs(alert as NonNullable<typeof alert>, t0 + 45 * 60_000))).toBe("07:00");
  });
  it("does not open for other titles, without a lead or when already shown", () => {
    expect(toNewLeadAlert({ ...base, title: "Proposta aprovada" }, t0)).toBeNull();
    expect(toNewLeadAlert({ ...base, linked_content: null }, t0)).toBeNull();
    expect(toNewLeadAlert({ ...base, was_shown: true }, t0)).toBeNull();
  });
});

describe("the offer clock paused while the specialist serves a visitor at the stand (decision 063)", () => {
  const alert = { notificationId: "n1", leadId: "lead-1", deadline: t0 + 600_000 };

  it("freezes at the time left when paused, then counts down from it when the new deadline arrives", () => {
    expect(formatCountdown(alertLeftMs(alert, t0 + 180_000))).toBe("07:00");
    const paused = pauseAlert(alert, "lead-1", 420_000);
    // Twenty minutes serving the walk-in: the screen still shows the 7 minutes the offer had.
    expect(formatCountdown(alertLeftMs(paused, t0 + 180_000))).toBe("07:00");
    expect(formatCountdown(alertLeftMs(paused, t0 + 1_380_000))).toBe("07:00");
    // Finished: the server moved the deadline by the time paused; the clock runs again from 07:00.
    const resumed = resumeAlert(paused, "lead-1", t0 + 1_380_000 + 420_000);
    expect(formatCountdown(alertLeftMs(resumed, t0 + 1_380_000))).toBe("07:00");
    expect(formatCountdown(alertLeftMs(resumed, t0 + 1_440_000))).toBe("06:00");
  });

  it("a paused offer never reads as expired, however long the visit", () => {
    const paused = pauseAlert(alert, "lead-1", 1_000);
    expect(alertLeftMs(paused, t0 + 86_400_000)).toBe(1_000);
  });

  it("events about another lead's offer leave the alert alone", () => {
    expect(pauseAlert(alert, "lead-2", 5_000)).toBe(alert);
    expect(resumeAlert(alert, "lead-2", t0)).toBe(alert);
    expect(pauseAlert(null, "lead-1", 5_000)).toBeNull();
  });
});
