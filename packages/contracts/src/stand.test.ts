/** The stand's contracts: every option list has its pt-BR labels, and the bodies refuse what the API must refuse. */
import { describe, expect, it } from "vitest";
import {
  BEDROOM_OPTION_LABELS,
  BEDROOM_OPTIONS,
  CHILDREN_OPTION_LABELS,
  CHILDREN_OPTIONS,
  MARKETING_ORIGIN_LABELS,
  MARKETING_ORIGINS,
  STAND_ASSIGNMENT_TYPE_LABELS,
  STAND_ASSIGNMENT_TYPES,
  STAND_BOARD_COLUMN_LABELS,
  STAND_BOARD_COLUMNS,
  STAND_LOG_ACTION_LABELS,
  STAND_LOG_ACTIONS,
  STAND_PRESENCE_KIND_LABELS,
  STAND_PRESENCE_KINDS,
  STAND_QUEUE_ACTION_LABELS,
  STAND_QUEUE_ACTIONS,
  STAND_VISIT_STATUS_LABELS,
  STAND_VISIT_STATUSES,
  serviceReportBody,
  standSettingsBody,
  standVisitCreateBody,
  VISIT_PURPOSE_LABELS,
  VISIT_PURPOSES,
} from "./stand";

const MAPS: [string, readonly string[], Record<string, string>][] = [
  ["visit statuses", STAND_VISIT_STATUSES, STAND_VISIT_STATUS_LABELS],
  ["assignment types", STAND_ASSIGNMENT_TYPES, STAND_ASSIGNMENT_TYPE_LABELS],
  ["presence kinds", STAND_PRESENCE_KINDS, STAND_PRESENCE_KIND_LABELS],
  ["queue actions", STAND_QUEUE_ACTIONS, STAND_QUEUE_ACTION_LABELS],
  ["board columns", STAND_BOARD_COLUMNS, STAND_BOARD_COLUMN_LABELS],
  ["marketing origins", MARKETING_ORIGINS, MARKETING_ORIGIN_LABELS],
  ["purposes", VISIT_PURPOSES, VISIT_PURPOSE_LABELS],
  ["bedrooms", BEDROOM_OPTIONS, BEDROOM_OPTION_LABELS],
  ["children", CHILDREN_OPTIONS, CHILDREN_OPTION_LABELS],
  ["log actions", STAND_LOG_ACTIONS, STAND_LOG_ACTION_LABELS],
];

/** `"field" message` texts, as the API's 400 writes them. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `"${i.path.join(".")}" ${i.message}`);
}

describe("stand labels", () => {
  it.each(MAPS)("%s: every value has a pt-BR label and no label is stray", (_name, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const v of values) expect(labels[v]?.trim()).toBeTruthy();
  });
});

describe("service report (FAC)", () => {
  const complete = {
    interest_level: "HIGH",
    purpose_enterprise: "HOME",
    how_many_bedroom: "TWO",
    quantity_children: "ONE",
    how_know: "SITE",
    know_company: true,
    own_property: false,
  };

  it("names every missing required field with 'é obrigatório'", () => {
    const result = serviceReportBody.safeParse({});
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        '"interest_level" é obrigatório',
        '"purpose_enterprise" é obrigatório',
        '"how_many_bedroom" é obrigatório',
        '"quantity_children" é obrigatório',
        '"how_know" é obrigatório',
        '"know_company" é obrigatório',
        '"own_property" é obrigatório',
      ]),
    );
  });

  it("refuses NO_CLASSIFICATION and options outside the lists", () => {
    const result = serviceReportBody.safeParse({
      ...complete,
      interest_level: "NO_CLASSIFICATION",
      purpose_enterprise: "X",
    });
    expect(issues(result)).toEqual([
      '"interest_level" deve ser uma das opções permitidas',
      '"purpose_enterprise" deve ser uma das opções permitidas',
    ]);
  });

  it("accepts the required fields alone and turns empty optional texts into null", () => {
    const result = serviceReportBody.safeParse({ ...complete, what_did_like: "", age: 34 });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ ...complete, what_did_like: null, age: 34 });
  });

  it("refuses a field the report does not have", () => {
    expect(issues(serviceReportBody.safeParse({ ...complete, owner_id: "x" }))).toEqual([
      '"owner_id" não é um campo permitido nesta rota',
    ]);
  });
});

describe("stand visit check-in body", () => {
  it("normalises the phone and requires the LGPD answer", () => {
    const ok = standVisitCreateBody.safeParse({
      enterprise_id: "6f1c2b4e-8d2a-4c1e-9b7a-1f2e3d4c5b6a",
      phone: "(11) 99793-7563",
      full_name: "  Maria   Visitante ",
      lgpd_consent: true,
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.phone).toBe("5511997937563");
    const missing = standVisitCreateBody.safeParse({
      enterprise_id: "6f1c2b4e-8d2a-4c1e-9b7a-1f2e3d4c5b6a",
      phone: "123",
      full_name: "Maria",
    });
    expect(issues(missing)).toEqual(['"phone" deve ser um telefone válido', '"lgpd_consent" é obrigatório']);
  });

  it("takes a partner broker with a CRECI of number and UF, stored in one form", () => {
    const body = (creci: string) =>
      standVisitCreateBody.safeParse({
        enterprise_id: "6f1c2b4e-8d2a-4c1e-9b7a-1f2e3d4c5b6a",
        phone: "11997937563",
        full_name: "Maria",
        lgpd_consent: false,
        third_party: { broker_name: "João Corretor", broker_creci: creci },
      });
    const message = '"third_party.broker_creci" deve ser um CRECI com número e UF (ex.: 12345-F/SC)';
    expect(issues(body("abc"))).toEqual([message]);
    expect(issues(body("123456-F"))).toEqual([message]);
    expect(body("CRECI-SC 123.456-F").data?.third_party?.broker_creci).toBe("123456-F/SC");
  });
});

describe("stand settings", () => {
  it("refuses a window that closes before it opens, and two overlapping windows of one weekday", () => {
    const result = standSettingsBody.safeParse({
      active: true,
      opening_hours: [
        { weekday: 1, opens_at: "09:00", closes_at: "12:00" },
        { weekday: 1, opens_at: "11:00", closes_at: "18:00" },
        { weekday: 2, opens_at: "18:00", closes_at: "09:00" },
        { weekday: 3, opens_at: "12:00", closes_at: "18:00" },
      ],
    });
    expect(issues(result)).toEqual([
      '"opening_hours.2.closes_at" deve ser depois da abertura',
      '"opening_hours.1" não pode sobrepor outro horário do dia',
    ]);
  });
});
