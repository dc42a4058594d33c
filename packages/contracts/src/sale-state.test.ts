import { describe, expect, it } from "vitest";
import {
  nextLeadStatus,
  PROPOSAL_STATUSES,
  proposalMoveError,
  SALE_STATUSES,
  SALE_TRANSITIONS,
  saleMoveError,
  submittedStatus,
} from "./sale-state";

describe("sale state machine", () => {
  it("IN_PROCESS -> COMPLETED (unit SOLD, lead SOLD, commissions forecast)", () => {
    expect(saleMoveError("complete", "IN_PROCESS")).toBeNull();
    expect(SALE_TRANSITIONS.complete).toMatchObject({
      to: "COMPLETED",
      unit: "SOLD",
      lead: "SOLD",
      commissions: "compute-forecast",
    });
  });
  it("IN_PROCESS -> CANCELED puts the unit back to AVAILABLE, with a reason", () => {
    expect(saleMoveError("cancel", "IN_PROCESS")).toBeNull();
    expect(SALE_TRANSITIONS.cancel).toMatchObject({ to: "CANCELED", unit: "AVAILABLE", needsReason: true });
  });
  it("COMPLETED -> DISTRACTED needs a reason, frees the unit and cancels commissions", () => {
    expect(saleMoveError("distract", "COMPLETED")).toBeNull();
    expect(SALE_TRANSITIONS.distract).toMatchObject({ unit: "AVAILABLE", needsReason: true, commissions: "cancel" });
  });
  it("a new sale holds the unit in IN_SALES_PROCESS and moves the lead to CONTRACT", () => {
    expect(SALE_TRANSITIONS.create).toMatchObject({ to: "IN_PROCESS", unit: "IN_SALES_PROCESS", lead: "CONTRACT" });
  });
  it("refuses every other move with a pt-BR reason", () => {
    const allowed = new Set(["complete:IN_PROCESS", "cancel:IN_PROCESS", "distract:COMPLETED"]);
    for (const action of ["complete", "cancel", "distract"] as const) {
      for (const status of SALE_STATUSES) {
        expect(saleMoveError(action, status) === null).toBe(allowed.has(`${action}:${status}`));
      }
    }
    expect(saleMoveError("distract", "IN_PROCESS")).toBe("Não é possível distratar uma venda em andamento.");
    expect(saleMoveError("complete", "CANCELED")).toBe("Não é possível concluir uma venda cancelada.");
  });
});

describe("proposal state machine", () => {
  it("submit goes to AWAITING_APPROVAL only when a rule failed", () => {
    expect(submittedStatus(true)).toBe("AWAITING_APPROVAL");
    expect(submittedStatus(false)).toBe("APPROVED");
  });
  it("allows exactly the documented moves", () => {
    const allowed: Record<string, string[]> = {
      submit: ["DRAFT"],
      approve: ["AWAITING_APPROVAL"],
      disapprove: ["AWAITING_APPROVAL"],
      cancel: ["DRAFT", "AWAITING_APPROVAL", "APPROVED"],
      fork: ["AWAITING_APPROVAL", "APPROVED", "DISAPPROVED", "CANCELED"],
    };
    for (const [action, froms] of Object.entries(allowed)) {
      for (const status of PROPOSAL_STATUSES) {
        const err = proposalMoveError(action as "submit", status);
        expect(err === null).toBe(froms.includes(status));
      }
    }
    expect(proposalMoveError("approve", "DISAPPROVED")).toBe(
      "Não é possível aprovar uma proposta com status reprovada.",
    );
  });
});

describe("lead status follows the deal", () => {
  it("moves forward PROPOSAL -> CONTRACT -> SOLD and never back except to negotiation", () => {
    expect(nextLeadStatus("TALKING", "PROPOSAL")).toBe("PROPOSAL");
    expect(nextLeadStatus("PROPOSAL", "CONTRACT")).toBe("CONTRACT");
    expect(nextLeadStatus("CONTRACT", "SOLD")).toBe("SOLD");
    expect(nextLeadStatus("SOLD", "PROPOSAL")).toBe("SOLD");
    expect(nextLeadStatus("CONTRACT", "PROPOSAL")).toBe("CONTRACT");
    expect(nextLeadStatus("SOLD", "TALKING")).toBe("TALKING");
  });
});
