import { formatCalendarDate, formatDateTime } from "@portal/contracts/dates";
import { formatBRL } from "@portal/contracts/money";
import { type PlanSeries, seriesLastDueDate } from "@portal/contracts/payment-plan";
import { PdfWriter } from "../../lib/pdf-writer";
import { buyerSections, planSeries, planTotalParagraph, seriesLabel } from "../contracts/contract-pdf";
import type { ContractData } from "../contracts/contracts.repository";
import { formatDocument } from "../lead-reports/lead-labels";

/**
 * The printed pre-contract (pré-venda / proposta de compra): what the buyers sign at the stand before the
 * contract is issued. Parties, unit, price, the payment plan and signature lines, with the contracts' PdfWriter.
 */
export function renderPreSalePdf(
  d: ContractData,
  extra: { homeBroker: string | null; printedBy: string },
  now: Date,
): Promise<Buffer> {
  const pdf = new PdfWriter({
    title: `Pré-venda ${d.enterprise.name} ${d.unit.tower} ${d.unit.number}`,
    subject: "Pré-contrato de compra e venda",
  });
  pdf.title(
    "Pré-contrato (pré-venda) de compra e venda",
    `${d.enterprise.name} · ${d.unit.tower}, unidade ${d.unit.number} · impresso em ${formatDateTime(now)} (horário de Brasília) por ${extra.printedBy}`,
  );
  pdf.section("Vendedora").fields([
    ["Empresa (SPE)", d.enterprise.speCompanyName ?? d.enterprise.name],
    ["CNPJ", formatDocument(d.enterprise.speCnpj)],
    ["Empreendimento", `${d.enterprise.name} (${d.enterprise.city})`],
  ]);
  buyerSections(pdf, d.buyers, "Comprador");
  pdf.section("Unidade").fields([
    ["Torre / bloco", d.unit.tower],
    ["Unidade", d.unit.number],
    ["Andar", String(d.unit.floor)],
    ["Área privativa", `${d.unit.privateArea.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} m²`],
  ]);
  pdf.section("Preço").fields([
    ["Preço de tabela", formatBRL(d.price)],
    ["Desconto", formatBRL(d.discountAmount)],
    ["Preço total", formatBRL(d.netPrice)],
    ["Corretor", d.broker],
    ["Corretor da casa", extra.homeBroker],
  ]);
  const series = planSeries(d.series);
  pdf.section("Plano de pagamento").fields(
    d.series.map((s, i) => {
      const label = seriesLabel(s);
      const when =
        s.count === 1
          ? `em ${formatCalendarDate(s.firstDueDate)}`
          : `de ${formatCalendarDate(s.firstDueDate)} a ${formatCalendarDate(seriesLastDueDate(series[i] as PlanSeries))}`;
      return [label, `${s.count} x ${formatBRL(s.value)} = ${formatBRL(s.count * s.value)}, ${when}`];
    }),
  );
  planTotalParagraph(pdf, d, series);
  pdf.space(1.5);
  pdf.paragraph(
    "Este pré-contrato registra a intenção de compra nas condições acima e não substitui o contrato de promessa de compra e venda, que será emitido pela incorporadora.",
    { muted: true },
  );
  pdf.space(2);
  for (const b of d.buyers) pdf.paragraph(`______________________________   ${b.fullName} (comprador)`).space(1);
  if (d.broker) pdf.paragraph(`______________________________   ${d.broker} (corretor)`).space(1);
  pdf.paragraph(`______________________________   ${d.enterprise.speCompanyName ?? d.enterprise.name}`);
  return pdf.finish(`Pré-venda · venda ${d.saleId.slice(0, 8)}`);
}
