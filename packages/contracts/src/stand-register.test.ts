/**
 * The numbers of the service report and the register's query say what is wrong in pt-BR (zod's own texts are
 * English, or pt-PT under the API's locale), and the register's query refuses bad filters naming the field.
 */
import { describe, expect, it } from "vitest";
import { serviceReportBody, standSettingsBody, standVisitListQuery } from "./stand";
import { siteSurveyExportQuery, standRegisterExportQuery } from "./stand-register";

const report = {
  interest_level: "HIGH",
  purpose_enterprise: "HOME",
  how_many_bedroom: "TWO",
  quantity_children: "ONE",
  how_know: "SITE",
  know_company: true,
  own_property: false,
};

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `"${i.path.join(".")}" ${i.message}`);

describe("service report numbers", () => {
  it.each([
    [{ age: 15 }, '"age" deve estar entre 16 e 120'],
    [{ age: 121 }, '"age" deve estar entre 16 e 120'],
    [{ age: 30.5 }, '"age" deve ser um número inteiro'],
    [{ age: "trinta" }, '"age" deve ser um número inteiro'],
    [{ quantity_pets: -1 }, '"quantity_pets" deve estar entre 0 e 50'],
    [{ quantity_pets: 51 }, '"quantity_pets" deve estar entre 0 e 50'],
    [{ quantity_pets: 1.5 }, '"quantity_pets" deve ser um número inteiro'],
  ])("refuses %j with a pt-BR text naming the field", (value, message) => {
    expect(issues(serviceReportBody.safeParse({ ...report, ...value }))).toEqual([message]);
  });

  it("accepts the bounds and an empty number", () => {
    for (const value of [{ age: 16, quantity_pets: 0 }, { age: 120, quantity_pets: 50 }, { age: null }]) {
      expect(serviceReportBody.safeParse({ ...report, ...value }).success).toBe(true);
    }
  });

  it("says the weekday of an opening window is out of range in pt-BR", () => {
    const r = standSettingsBody.safeParse({
      active: true,
      opening_hours: [{ weekday: 7, opens_at: "08:00", closes_at: "18:00" }],
    });
    expect(issues(r)).toEqual(['"opening_hours.0.weekday" deve estar entre 0 e 6']);
  });
});

describe("register query", () => {
  it.each([
    [{ status: "WAITING,LOST" }, '"status" deve ser uma das opções permitidas'],
    [{ limit: "0" }, '"limit" deve estar entre 1 e 100'],
    [{ limit: "abc" }, '"limit" deve estar entre 1 e 100'],
    [{ skip: "-1" }, '"skip" deve ser um número inteiro maior ou igual a 0'],
    [{ search: "x".repeat(121) }, '"search" deve ter no máximo 120 caracteres'],
    [{ has_report: "sim" }, '"has_report" deve ser uma das opções permitidas'],
  ])("refuses %j naming the field in pt-BR", (query, message) => {
    expect(issues(standVisitListQuery.safeParse(query))).toEqual([message]);
  });

  it("reads a comma-joined status list, drops empty filters and pages by default", () => {
    const q = standVisitListQuery.parse({ status: "FINISHED, CANCELED", enterprise_id: "", search: "  Ana  " });
    expect(q).toMatchObject({ status: ["FINISHED", "CANCELED"], search: "Ana", skip: 0, limit: 50 });
    expect(q.enterprise_id).toBeUndefined();
  });

  it("exports with the list's filters but no paging, and the reports by period, enterprise and specialist", () => {
    expect(standRegisterExportQuery.parse({ skip: "5", status: "WAITING" })).toEqual({ status: ["WAITING"] });
    expect(issues(siteSurveyExportQuery.safeParse({ specialist_id: "x" }))).toEqual(['"specialist_id" é inválido']);
  });
});
