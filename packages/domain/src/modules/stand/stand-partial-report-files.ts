import { formatDateTime } from "@portal/contracts/dates";
import { MARKETING_ORIGIN_LABELS, STAND_VISIT_STATUS_LABELS } from "@portal/contracts/stand";
import {
  formatDurationSeconds,
  formatEightDigitDay,
  NO_SOURCE_LABEL,
  STAND_PARTIAL_REPORT_TOTAL_LABELS,
  type StandPartialReportDto,
  type StandPartialReportTotals,
} from "@portal/contracts/stand-partial-report";
import { PdfWriter, pdfTable } from "../../lib/pdf-writer";
import { sheetHeader, workbook, xlsxBuffer } from "../../lib/xlsx-sheet";

/** The partial report's downloads (decision 049): the same figures as the screen, labels from the contracts. */

const TOTAL_ORDER: (keyof StandPartialReportTotals)[] = [
  "visits",
  "finished",
  "in_attendance",
  "assigned",
  "waiting",
  "canceled",
  "without_report",
  "third_party",
  "new_leads",
  "returning",
];

const title = (r: StandPartialReportDto) => `Relatório parcial — ${r.enterprise.name}`;
const subtitle = (r: StandPartialReportDto) =>
  `Dia ${formatEightDigitDay(r.date)} · gerado em ${formatDateTime(r.generated_at)} (horário de Brasília)`;
const sourceLabel = (s: StandPartialReportDto["by_source"][number]) =>
  s.how_know ? MARKETING_ORIGIN_LABELS[s.how_know] : NO_SOURCE_LABEL;
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}h`;

/** Time figures as label/value rows (seconds formatted for people). */
function timeRows(r: StandPartialReportDto): [string, string][] {
  const w = r.waiting_time;
  const a = r.attendance_duration;
  return [
    ["Espera média (da chegada ao início)", formatDurationSeconds(w.average_seconds)],
    ["Espera mediana", formatDurationSeconds(w.median_seconds)],
    ["Maior espera", formatDurationSeconds(w.max_seconds)],
    ["Atendimento médio (do início ao fim)", formatDurationSeconds(a.average_seconds)],
    ["Atendimento mediano", formatDurationSeconds(a.median_seconds)],
  ];
}

/** The hours with visits, from the first to the last (the whole day when there is none). */
function busyHours(r: StandPartialReportDto) {
  const withVisits = r.by_hour.filter((h) => h.visits > 0);
  if (withVisits.length === 0) return [];
  const first = withVisits[0]?.hour ?? 0;
  const last = withVisits[withVisits.length - 1]?.hour ?? 23;
  return r.by_hour.filter((h) => h.hour >= first && h.hour <= last);
}

export function renderPartialReportPdf(r: StandPartialReportDto): Promise<Buffer> {
  const pdf = new PdfWriter({ title: title(r), subject: "Relatório parcial do plantão" });
  pdf.title(title(r), subtitle(r));
  pdf.section("Resumo do dia");
  pdf.fields(TOTAL_ORDER.map((k) => [STAND_PARTIAL_REPORT_TOTAL_LABELS[k], String(r.totals[k])]));
  pdf.section("Tempos");
  pdf.fields(timeRows(r));
  pdf.section("Visitas por hora");
  const hours = busyHours(r);
  if (hours.length === 0) pdf.paragraph("Nenhuma visita neste dia.", { muted: true });
  else
    pdfTable(
      pdf,
      [
        { header: "Hora", width: 80 },
        { header: "Visitas", width: 80, align: "right" },
      ],
      hours.map((h) => [hourLabel(h.hour), String(h.visits)]),
    );
  pdf.section("Por especialista");
  if (r.by_specialist.length === 0) pdf.paragraph("Nenhuma visita encaminhada.", { muted: true });
  else
    pdfTable(
      pdf,
      [
        { header: "Especialista", width: 175 },
        { header: "Visitas", width: 55, align: "right" },
        { header: "Atendidas", width: 60, align: "right" },
        { header: "Canceladas", width: 65, align: "right" },
        { header: "Atend. médio", width: 70, align: "right" },
        { header: "Sem relatório", width: 70, align: "right" },
      ],
      r.by_specialist.map((s) => [
        s.specialist.full_name,
        String(s.visits),
        String(s.finished),
        String(s.canceled),
        formatDurationSeconds(s.average_attendance_seconds),
        String(s.without_report),
      ]),
    );
  pdf.section("Como conheceu");
  if (r.by_source.length === 0) pdf.paragraph("Nenhuma visita neste dia.", { muted: true });
  else
    pdfTable(
      pdf,
      [
        { header: "Origem", width: 240 },
        { header: "Visitas", width: 80, align: "right" },
      ],
      r.by_source.map((s) => [sourceLabel(s), String(s.visits)]),
    );
  pdf.section(`Visitas sem relatório de atendimento (${r.without_report.length})`);
  if (r.without_report.length === 0) pdf.paragraph("Todas as visitas atendidas têm relatório.", { muted: true });
  else
    pdfTable(
      pdf,
      [
        { header: "Visitante", width: 170 },
        { header: "Especialista", width: 150 },
        { header: "Chegada", width: 85 },
        { header: "Situação", width: 90 },
      ],
      r.without_report.map((v) => [
        v.visitor_name,
        v.specialist?.full_name ?? "—",
        formatDateTime(v.arrived_at),
        STAND_VISIT_STATUS_LABELS[v.status],
      ]),
    );
  return pdf.finish(`Relatório parcial · ${r.enterprise.name} · ${formatEightDigitDay(r.date)}`);
}

/** One sheet per part: Resumo (totals and times), Por hora, Por especialista, Como conheceu, Sem relatório. */
export async function renderPartialReportXlsx(r: StandPartialReportDto): Promise<Buffer> {
  const wb = workbook();
  const summary = wb.addWorksheet("Resumo");
  sheetHeader(summary, title(r), subtitle(r), [
    { header: "Indicador", width: 38 },
    { header: "Valor", width: 16 },
  ]);
  for (const k of TOTAL_ORDER) summary.addRow([STAND_PARTIAL_REPORT_TOTAL_LABELS[k], r.totals[k]]);
  // Times as numbers of minutes (one decimal), so the sheet can add them up; the screen and PDF show "12 min".
  const minutes = (s: number | null) => (s === null ? null : Math.round(s / 6) / 10);
  summary.addRow(["Espera média (min)", minutes(r.waiting_time.average_seconds)]);
  summary.addRow(["Espera mediana (min)", minutes(r.waiting_time.median_seconds)]);
  summary.addRow(["Maior espera (min)", minutes(r.waiting_time.max_seconds)]);
  summary.addRow(["Atendimento médio (min)", minutes(r.attendance_duration.average_seconds)]);
  summary.addRow(["Atendimento mediano (min)", minutes(r.attendance_duration.median_seconds)]);

  const hours = wb.addWorksheet("Por hora");
  sheetHeader(hours, `Visitas por hora — ${r.enterprise.name}`, subtitle(r), [
    { header: "Hora", width: 10 },
    { header: "Visitas", width: 10 },
  ]);
  for (const h of r.by_hour) hours.addRow([hourLabel(h.hour), h.visits]);

  const specialists = wb.addWorksheet("Por especialista");
  sheetHeader(specialists, `Por especialista — ${r.enterprise.name}`, subtitle(r), [
    { header: "Especialista", width: 34 },
    { header: "Visitas", width: 10 },
    { header: "Atendidas", width: 11 },
    { header: "Canceladas", width: 12 },
    { header: "Atendimento médio (min)", width: 24 },
    { header: "Sem relatório", width: 14 },
  ]);
  for (const s of r.by_specialist) {
    specialists.addRow([
      s.specialist.full_name,
      s.visits,
      s.finished,
      s.canceled,
      minutes(s.average_attendance_seconds),
      s.without_report,
    ]);
  }

  const sources = wb.addWorksheet("Como conheceu");
  sheetHeader(sources, `Como conheceu — ${r.enterprise.name}`, subtitle(r), [
    { header: "Origem", width: 34 },
    { header: "Visitas", width: 10 },
  ]);
  for (const s of r.by_source) sources.addRow([sourceLabel(s), s.visits]);

  const missing = wb.addWorksheet("Sem relatório");
  sheetHeader(missing, `Visitas sem relatório — ${r.enterprise.name}`, subtitle(r), [
    { header: "Visitante", width: 34 },
    { header: "Especialista", width: 30 },
    { header: "Chegada", width: 20 },
    { header: "Situação", width: 24 },
  ]);
  for (const v of r.without_report) {
    missing.addRow([
      v.visitor_name,
      v.specialist?.full_name ?? "—",
      formatDateTime(v.arrived_at),
      STAND_VISIT_STATUS_LABELS[v.status],
    ]);
  }
  return xlsxBuffer(wb);
}
