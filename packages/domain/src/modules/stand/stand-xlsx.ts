import { INTEREST_LEVEL_LABELS } from "@portal/contracts/lead-enums";
import { formatPhone } from "@portal/contracts/phone";
import {
  BEDROOM_OPTION_LABELS,
  CHILDREN_OPTION_LABELS,
  MARKETING_ORIGIN_LABELS,
  STAND_ASSIGNMENT_TYPE_LABELS,
  STAND_VISIT_STATUS_LABELS,
  VISIT_PURPOSE_LABELS,
} from "@portal/contracts/stand";
import { SERVICE_REPORT_FIELD_LABELS, type ServiceReportField } from "@portal/contracts/stand-labels";
import { yesNo } from "@portal/contracts/stand-register";
import ExcelJS from "exceljs";
import { BUSINESS_TIME_ZONE, timeZoneOffsetMinutes } from "../leads/lead-dates";
import type { ServiceReportExportRow } from "./service-reports.repository";
import type { StandVisitRow } from "./stand-rows";

/**
 * The register's and the service reports' sheets (decision 050): one header row (frozen, with filters), one row per
 * visit / report, pt-BR headers, option labels (never codes), instants as São Paulo date-times (real dates, so
 * Excel sorts and filters them), "Sim" / "Não" for yes/no answers.
 */

type Cell = string | number | Date | null;
interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => Cell;
  kind?: "datetime";
}

const DATETIME_FORMAT = "dd/mm/yyyy hh:mm";

/** An instant as São Paulo's wall clock in a cell: Excel dates have no zone, so the cell holds the local time. */
export function saoPauloCellDate(at: Date | null | undefined): Date | null {
  if (!at) return null;
  return new Date(at.getTime() + timeZoneOffsetMinutes(at, BUSINESS_TIME_ZONE) * 60_000);
}

const labelOf = (labels: Record<string, string>, code: string | null | undefined) =>
  code ? (labels[code] ?? code) : null;
const text = (v: string | null | undefined) => (v ? v : null);

async function render<T>(sheetName: string, columns: Column<T>[], rows: readonly T[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Portal de Vendas";
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  const head = sheet.getRow(1);
  head.font = { bold: true, color: { argb: "FFFFFFFF" } };
  head.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF0B4F6C" } };
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const r of rows) {
    const row = sheet.addRow(columns.map((c) => c.value(r)));
    columns.forEach((c, i) => {
      if (c.kind === "datetime") row.getCell(i + 1).numFmt = DATETIME_FORMAT;
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const at = <T>(header: string, value: (row: T) => Date | null | undefined): Column<T> => ({
  header,
  width: 17,
  kind: "datetime",
  value: (r) => saoPauloCellDate(value(r)),
});

const REGISTER_COLUMNS: Column<StandVisitRow>[] = [
  at("Chegada", (v) => v.arrivedAt),
  { header: "Empreendimento", width: 28, value: (v) => v.enterpriseName },
  { header: "Visitante", width: 28, value: (v) => v.visitorName },
  { header: "Telefone", width: 17, value: (v) => formatPhone(v.visitorPhone) },
  { header: "E-mail", width: 26, value: (v) => text(v.visitorEmail) },
  { header: "Status", width: 22, value: (v) => STAND_VISIT_STATUS_LABELS[v.status] },
  { header: "Especialista", width: 24, value: (v) => text(v.specialistName) },
  {
    header: "Encaminhamento",
    width: 22,
    value: (v) => (v.assignmentType ? STAND_ASSIGNMENT_TYPE_LABELS[v.assignmentType] : null),
  },
  { header: "Cliente de", width: 24, value: (v) => text(v.ownerName) },
  { header: "Retorno", width: 9, value: (v) => yesNo(v.returningVisitor) },
  { header: "Como conheceu", width: 22, value: (v) => labelOf(MARKETING_ORIGIN_LABELS, v.howKnow) },
  { header: "Finalidade", width: 20, value: (v) => labelOf(VISIT_PURPOSE_LABELS, v.purpose) },
  { header: "Consentimento LGPD", width: 12, value: (v) => yesNo(v.lgpdConsent) },
  { header: "Recepção", width: 24, value: (v) => text(v.receptionistName) },
  { header: "Corretor parceiro", width: 24, value: (v) => text(v.thirdPartyVisit?.brokerName) },
  { header: "CRECI do corretor", width: 14, value: (v) => text(v.thirdPartyVisit?.brokerCreci) },
  { header: "Imobiliária do corretor", width: 22, value: (v) => text(v.thirdPartyVisit?.agencyName) },
  at("Encaminhada em", (v) => v.assignedAt),
  at("Início do atendimento", (v) => v.startedAt),
  at("Fim do atendimento", (v) => v.finishedAt),
  at("Cancelada em", (v) => v.canceledAt),
  { header: "Motivo do cancelamento", width: 28, value: (v) => text(v.cancelReason) },
  { header: "Relatório de atendimento", width: 12, value: (v) => yesNo(!!v.serviceReportId) },
  { header: "ID do lead", width: 38, value: (v) => v.leadId },
  { header: "ID da visita", width: 38, value: (v) => v.id },
];

/** GET /stand-visits/export: "Registro de visitas", one row per visit. */
export function renderRegisterXlsx(rows: readonly StandVisitRow[]): Promise<Buffer> {
  return render("Registro de visitas", REGISTER_COLUMNS, rows);
}

type R = ServiceReportExportRow;
/** Every field of the report, in the form's order, as people read it. */
const REPORT_VALUES: Record<ServiceReportField, (r: R) => Cell> = {
  interest_level: (r) => INTEREST_LEVEL_LABELS[r.interestLevel],
  purpose_enterprise: (r) => labelOf(VISIT_PURPOSE_LABELS, r.purposeEnterprise),
  how_many_bedroom: (r) => labelOf(BEDROOM_OPTION_LABELS, r.howManyBedroom),
  quantity_children: (r) => labelOf(CHILDREN_OPTION_LABELS, r.quantityChildren),
  how_know: (r) => labelOf(MARKETING_ORIGIN_LABELS, r.howKnow),
  know_company: (r) => yesNo(r.knowCompany),
  own_property: (r) => yesNo(r.ownProperty),
  real_estate: (r) => text(r.realEstate),
  size_want: (r) => text(r.sizeWant),
  what_did_like: (r) => text(r.whatDidLike),
  what_didnot_like: (r) => text(r.whatDidnotLike),
  booked_unit: (r) => text(r.bookedUnit),
  age: (r) => r.age,
  service_feedback: (r) => text(r.serviceFeedback),
  quantity_pets: (r) => r.quantityPets,
  which_neighborhood: (r) => text(r.whichNeighborhood),
  city_of_interest: (r) => text(r.cityOfInterest),
  childrens_age: (r) => text(r.childrensAge),
  why_cant_buy: (r) => text(r.whyCantBuy),
  observations: (r) => text(r.observations),
};

const SITE_SURVEY_COLUMNS: Column<R>[] = [
  at("Data do relatório", (r) => r.createdAt),
  { header: "Empreendimento", width: 28, value: (r) => r.enterpriseName },
  { header: "Visitante", width: 28, value: (r) => r.visitorName },
  { header: "Telefone", width: 17, value: (r) => formatPhone(r.visit.visitorPhone) },
  { header: "Especialista", width: 24, value: (r) => text(r.specialistName) },
  at("Chegada", (r) => r.visit.arrivedAt),
  at("Início do atendimento", (r) => r.visit.startedAt),
  at("Fim do atendimento", (r) => r.visit.finishedAt),
  ...(Object.keys(REPORT_VALUES) as ServiceReportField[]).map((field) => ({
    header: SERVICE_REPORT_FIELD_LABELS[field],
    width: 22,
    value: REPORT_VALUES[field],
  })),
  { header: "ID do lead", width: 38, value: (r) => r.leadId },
  { header: "ID da visita", width: 38, value: (r) => r.standVisitId },
  { header: "ID do relatório", width: 38, value: (r) => r.id },
];

/** GET /site-surveys/export: "Fichas de atendimento", one row per service report (FAC). */
export function renderSiteSurveysXlsx(rows: readonly R[]): Promise<Buffer> {
  return render("Fichas de atendimento", SITE_SURVEY_COLUMNS, rows);
}
