import { formatCalendarDate, formatDateTime } from "@portal/contracts/dates";
import { formatBRL } from "@portal/contracts/money";
import { expandPlan, INDEX_TYPE_LABELS, SERIES_TYPE_LABELS, type SeriesType } from "@portal/contracts/payment-plan";
import { PROPOSAL_STATUS_LABELS } from "@portal/contracts/sale-state";
import { PdfWriter } from "../../lib/pdf-writer";
import type { ProposalWithParent } from "./proposal-rows";

export interface ProposalPdfContext {
  clientName: string;
  brokerName: string | null;
  enterpriseName: string;
  towerName: string;
  unitNumber: string;
  privateArea: number;
}

/** The proposal handed to the client: unit, price, discount, plan by series and every instalment by date. */
export function renderProposalPdf(p: ProposalWithParent, c: ProposalPdfContext, now: Date): Promise<Buffer> {
  const pdf = new PdfWriter({ title: `Proposta ${c.enterpriseName} ${c.unitNumber}`, subject: "Proposta comercial" });
  pdf.title(
    `Proposta comercial v${p.version}`,
    `${c.enterpriseName} · ${c.towerName}, unidade ${c.unitNumber} · ${formatDateTime(now)} (horário de Brasília)`,
  );
  pdf.section("Proposta").fields([
    ["Cliente", c.clientName],
    ["Corretor", c.brokerName],
    ["Situação", PROPOSAL_STATUS_LABELS[p.status]],
    ["Área privativa", `${c.privateArea.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} m²`],
  ]);
  pdf.section("Valores").fields([
    ["Preço de tabela", formatBRL(p.price)],
    [
      "Desconto",
      p.discountType === "PERCENTAGE"
        ? `${String(p.discountValue).replace(".", ",")}% (${formatBRL(p.discountAmount)})`
        : formatBRL(p.discountAmount),
    ],
    ["Valor da proposta", formatBRL(p.netPrice)],
  ]);
  pdf
    .section("Plano de pagamento")
    .fields(
      p.series.map((s) => [
        `${SERIES_TYPE_LABELS[s.type as SeriesType]}${s.down_payment_variant ? ` (${s.down_payment_variant})` : ""}`,
        `${s.count} x ${formatBRL(s.value_cents)} a partir de ${formatCalendarDate(s.first_due_date)}${s.index ? ` · ${INDEX_TYPE_LABELS[s.index]}` : ""}`,
      ]),
    );
  const instalments = expandPlan(p.series);
  pdf
    .section(`Parcelas (${instalments.length})`)
    .fields(
      instalments.map((i) => [
        formatCalendarDate(i.due_date),
        `${SERIES_TYPE_LABELS[i.type]} ${i.number}: ${formatBRL(i.value_cents)}`,
      ]),
    );
  pdf
    .space(1)
    .paragraph(
      "Valores sujeitos à aprovação da incorporadora e à correção pelo índice indicado em cada série. Esta proposta não é contrato.",
      { muted: true },
    );
  return pdf.finish(`Proposta ${p.id.slice(0, 8)} v${p.version}`);
}
