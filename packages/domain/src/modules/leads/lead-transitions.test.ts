import { ARCHIVE_REASONS, DISCARD_REASONS, LEAD_STATUSES, type LeadStatus } from "@portal/contracts/lead-enums";
import { checkStatusTransition, LEAD_STATUS_TRANSITIONS } from "@portal/contracts/leads";
import { describe, expect, it } from "vitest";

const reasonFor = (to: LeadStatus) =>
  to === "FILED" ? ARCHIVE_REASONS[0] : to === "NON_ADHERENT" ? DISCARD_REASONS[0] : undefined;

describe("lead status transition table", () => {
  const pairs = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to] as const)).filter(
    ([from, to]) => from !== to,
  );

  it.each(pairs)("%s -> %s follows the table", (from, to) => {
    const result = checkStatusTransition(from, to, reasonFor(to));
    expect(result.ok).toBe(LEAD_STATUS_TRANSITIONS[from].includes(to));
    if (!result.ok) expect(result.status).toBe(409);
  });

  it("keeps the same status as no transition", () => {
    for (const s of LEAD_STATUSES) expect(checkStatusTransition(s, s)).toEqual({ ok: true, changed: false });
  });

  it("never lets a user set the system statuses by hand", () => {
    for (const from of LEAD_STATUSES) {
      for (const to of ["NEW", "NEW_INTEREST", "EXPIRED", "EXCLUDED", "PROPOSAL", "CONTRACT", "SOLD"] as const) {
        if (from !== to) expect(checkStatusTransition(from, to).ok).toBe(false);
      }
    }
    expect(checkStatusTransition("TALKING", "SOLD")).toMatchObject({
      status: 409,
      message: "Este status é definido pelo fluxo de propostas e vendas.",
    });
    expect(checkStatusTransition("TALKING", "EXCLUDED")).toMatchObject({
      message: "Para excluir um lead, use a exclusão de leads.",
    });
  });

  it("freezes leads in a deal or excluded", () => {
    for (const from of ["EXCLUDED", "PROPOSAL", "CONTRACT", "SOLD"] as const) {
      expect(LEAD_STATUS_TRANSITIONS[from]).toEqual([]);
      expect(checkStatusTransition(from, "TALKING")).toMatchObject({ ok: false, status: 409 });
    }
  });

  it("requires an archive reason from the list to file a lead", () => {
    expect(checkStatusTransition("TALKING", "FILED")).toEqual({
      ok: false,
      status: 400,
      field: "reason",
      message: "deve ser um motivo de arquivamento válido",
    });
    expect(checkStatusTransition("TALKING", "FILED", "PRANK")).toMatchObject({ ok: false, field: "reason" });
    expect(checkStatusTransition("TALKING", "FILED", "RENTAL")).toEqual({
      ok: true,
      changed: true,
      archiveReason: "RENTAL",
    });
  });

  it("requires a discard reason from the list to discard a lead", () => {
    expect(checkStatusTransition("NEW", "NON_ADHERENT", "RENTAL")).toMatchObject({ ok: false, field: "reason" });
    expect(checkStatusTransition("NEW", "NON_ADHERENT", "PRANK")).toEqual({
      ok: true,
      changed: true,
      discardReason: "PRANK",
    });
  });

  it("reopens a filed lead as TALKING", () => {
    expect(checkStatusTransition("FILED", "TALKING")).toEqual({ ok: true, changed: true });
  });
});
