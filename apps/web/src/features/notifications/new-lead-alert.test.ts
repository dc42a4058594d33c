import { describe, expect, it } from "vitest";
import { alertDeadline, formatCountdown, isNewLeadTitle, remainingMs, toNewLeadAlert } from "./new-lead-alert";

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
  it("does not open for other titles, without a lead or when already shown", () => {
    expect(toNewLeadAlert({ ...base, title: "Proposta aprovada" }, t0)).toBeNull();
    expect(toNewLeadAlert({ ...base, linked_content: null }, t0)).toBeNull();
    expect(toNewLeadAlert({ ...base, was_shown: true }, t0)).toBeNull();
  });
});
