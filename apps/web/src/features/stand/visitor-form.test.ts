import { standVisitCreateBody } from "@portal/contracts/stand";
import { describe, expect, it } from "vitest";
import { contractValidate } from "../../lib/forms";
import { describeMatch, EMPTY_VISITOR, primaryMatch, toVisitBody, type VisitorFormValues } from "./visitor-form";

const ENTERPRISE = "0b9f7d3e-8a55-4c1e-9d64-3f0a3c2b1a10";
const validate = contractValidate(standVisitCreateBody, (v: VisitorFormValues) => toVisitBody(ENTERPRISE, v));
const filled: VisitorFormValues = {
  ...EMPTY_VISITOR,
  phone: "(11) 99793-7563",
  full_name: "Ana Souza",
  lgpd_consent: true,
};

describe("visitor check-in form", () => {
  it("sends the masked phone as E.164, leaves empty optional fields out and no partner broker by default", () => {
    const body = standVisitCreateBody.parse(toVisitBody(ENTERPRISE, filled));
    expect(body).toEqual({
      enterprise_id: ENTERPRISE,
      phone: "5511997937563",
      full_name: "Ana Souza",
      lgpd_consent: true,
      third_party: null,
    });
  });

  it("sends the partner broker only when the switch is on, with the agency optional", () => {
    const withBroker: VisitorFormValues = {
      ...filled,
      with_broker: true,
      how_know: "PARTNER_BROKER",
      purpose: "HOME",
      third_party: { broker_name: "Carlos Lima", broker_creci: "123456-F/SC", agency_name: "" },
    };
    const body = standVisitCreateBody.parse(toVisitBody(ENTERPRISE, withBroker));
    expect(body.third_party).toEqual({ broker_name: "Carlos Lima", broker_creci: "123456-F/SC" });
    expect(body.how_know).toBe("PARTNER_BROKER");
    expect(body.purpose).toBe("HOME");
    // The same typed broker is dropped when the switch goes off again.
    expect(standVisitCreateBody.parse(toVisitBody(ENTERPRISE, { ...withBroker, with_broker: false })).third_party).toBe(
      null,
    );
  });

  it("puts the contract's errors under the inputs, the broker's ones at their nested paths", () => {
    const errors = validate({ ...EMPTY_VISITOR, phone: "(11) 9979", with_broker: true });
    expect(errors.phone).toBe("Deve ser um telefone válido.");
    expect(errors.full_name).toBe("Campo obrigatório.");
    expect(errors["third_party.broker_name"]).toBe("Campo obrigatório.");
    expect(errors["third_party.broker_creci"]).toBe("Campo obrigatório.");
    expect(validate(filled)).toEqual({});
  });

  it("offers the lead of this enterprise first, else the first answer", () => {
    const elsewhere = {
      full_name: "Ana S.",
      owner_name: null,
      status: "NEW" as const,
      this_enterprise: false,
      last_visit_at: null,
    };
    const here = { ...elsewhere, full_name: "Ana Souza", this_enterprise: true, owner_name: "Bruno" };
    expect(primaryMatch([elsewhere, here])).toBe(here);
    expect(primaryMatch([elsewhere])).toBe(elsewhere);
    expect(primaryMatch([])).toBeNull();
  });

  it("says whose client the visitor is, the status in pt-BR and the last visit", () => {
    const described = describeMatch({
      full_name: "Ana Souza",
      owner_name: "Bruno Alves",
      status: "TALKING",
      this_enterprise: true,
      last_visit_at: "2026-11-20T17:30:00.000Z",
    });
    expect(described.owner).toBe("Cliente de Bruno Alves");
    expect(described.status).toBe("Em conversa");
    expect(described.lastVisit).toBe("Última visita ao plantão: 20/11/2026 14:30");
    const none = describeMatch({
      full_name: "Ana",
      owner_name: null,
      status: "NEW",
      this_enterprise: false,
      last_visit_at: null,
    });
    expect(none.owner).toBe("Sem responsável (base)");
    expect(none.lastVisit).toBe("Nunca visitou o plantão");
  });
});
