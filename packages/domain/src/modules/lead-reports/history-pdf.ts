import { formatDateTime } from "@portal/contracts/dates";
import { movementReasonLabel } from "@portal/contracts/leads";
import { PdfWriter } from "../../lib/pdf-writer";
import { logTypeLabel, stageLabel } from "./lead-labels";
import type { LeadDossier, LeadHistory } from "./lead-reports.repository";
import { writeLeadData } from "./register-pdf";

interface TimelineEntry {
  at: Date;
  title: string;
  body: string | null;
}

/** Logs and movements merged into one timeline, oldest first. */
export function buildTimeline(d: LeadDossier, h: LeadHistory): TimelineEntry[] {
  const user = (id: string | null) => (id ? (d.userNames.get(id) ?? "Usuário removido") : null);
  const entries: TimelineEntry[] = [];
  for (const log of h.logs) {
    const stage = log.statusProfile ? ` · ${stageLabel(log.statusProfile)}` : "";
    const author = user(log.authorId);
    const text = [log.text, log.message].filter(Boolean).join("\n");
    entries.push({
      at: log.createdAt,
      title: `${logTypeLabel(log.type)}${log.subtype ? ` (${logTypeLabel(log.subtype)})` : ""}${stage}${author ? ` — ${author}` : ""}`,
      body: text || null,
    });
  }
  for (const m of h.movements) {
    const from = user(m.originUserId) ?? "Base";
    const to = user(m.destinationUserId) ?? "Base";
    const enterprise = m.enterpriseId ? d.enterpriseNames.get(m.enterpriseId) : null;
    entries.push({
      at: m.createdAt,
      title: `Movimentação — ${movementReasonLabel(m.reason)}`,
      body: `De ${from} para ${to}${enterprise ? ` · ${enterprise}` : ""}${m.actorId ? ` · por ${user(m.actorId)}` : ""}`,
    });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The history report: lead data and the timeline of logs and movements. */
export function renderHistoryPdf(d: LeadDossier, h: LeadHistory & { truncated: boolean }, now: Date): Promise<Buffer> {
  const { lead } = d;
  const pdf = new PdfWriter({ title: `Relatório do lead — ${lead.fullName}`, subject: "Histórico do lead" });
  pdf.title("Relatório do lead", `${lead.fullName} · gerado em ${formatDateTime(now)} (horário de Brasília)`);
  writeLeadData(pdf, d);

  const timeline = buildTimeline(d, h);
  pdf.section(`Histórico (${timeline.length} ${timeline.length === 1 ? "registro" : "registros"})`);
  if (h.truncated)
    pdf.paragraph("Histórico longo: apenas os registros mais recentes foram incluídos.", { muted: true });
  if (timeline.length === 0) pdf.paragraph("Nenhum registro no histórico.", { muted: true });
  for (const e of timeline) {
    pdf.paragraph(`${formatDateTime(e.at)}  ${e.title}`, { bold: true, size: 9 });
    if (e.body) pdf.paragraph(e.body, { size: 9 });
    pdf.space(0.4);
  }
  return pdf.finish(`Relatório do lead · ${lead.fullName}`);
}
