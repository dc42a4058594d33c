import { formatCalendarDate, formatDateTime } from "@portal/contracts/dates";
import { formatBRL } from "@portal/contracts/money";
import {
  expandPlan,
  type PlanSeries,
  SERIES_PERIOD_MONTHS,
  SERIES_TYPE_LABELS,
  type SeriesType,
  seriesLastDueDate,
} from "@portal/contracts/payment-plan";
import { PdfWriter } from "../../lib/pdf-writer";
import { formatCep, formatDocument } from "../lead-reports/lead-labels";
import type { ContractData } from "./contracts.repository";

const PERIOD_LABEL: Record<number, string> = {
  1: "mensal",
  3: "trimestral",
  4: "quadrimestral",
  6: "semestral",
  12: "anual",
};

type DealSeries = ContractData["series"][number];

/** The deal's series as the payment-plan functions take them. */
export function planSeries(series: ContractData["series"]): PlanSeries[] {
  return series.map((s) => ({
    type: s.type as SeriesType,
    count: s.count,
    value_cents: s.value,
    first_due_date: s.firstDueDate,
  }));
}

/** A series' name, with its down-payment variant ("Ato (AT)"). */
export function seriesLabel(s: DealSeries): string {
  return `${SERIES_TYPE_LABELS[s.type as SeriesType] ?? s.type}${s.downPaymentVariant ? ` (${s.downPaymentVariant})` : ""}`;
}

/** The bold line under the plan: what it adds up to, in how many instalments. */
export function planTotalParagraph(pdf: PdfWriter, d: Pick<ContractData, "series">, series: PlanSeries[]): void {
  pdf.paragraph(
    `Total do plano: ${formatBRL(d.series.reduce((t, s) => t + s.count * s.value, 0))} em ${expandPlan(series).length} parcelas.`,
    { bold: true },
  );
}

/** One section per buyer (name, document, e-mail, address, share), titled `label` (numbered when several). */
export function buyerSections(pdf: PdfWriter, buyers: ContractData["buyers"], label: string): void {
  buyers.forEach((b, i) => {
    const a = b.address ?? {};
    const address = [a.street, a.number, a.complement, a.district, a.city, a.uf, formatCep(a.zip_code)]
      .filter(Boolean)
      .join(", ");
    pdf.section(buyers.length > 1 ? `${label} ${i + 1}` : label).fields([
      ["Nome", b.fullName],
      [b.documentType, formatDocument(b.document)],
      ["E-mail", b.email],
      ["Endereço", address],
      ["Participação", `${b.share.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`],
    ]);
  });
}

/**
 * The purchase-and-sale commitment (instrumento particular de promessa de compra e venda) generated from a
 * sale: parties, unit, price and the payment plan with every series. The same PdfWriter as the lead reports.
 */
export function renderContractPdf(d: ContractData, contractId: string, now: Date): Promise<Buffer> {
  const pdf = new PdfWriter({
    title: `Contrato ${d.enterprise.name} ${d.unit.tower} ${d.unit.number}`,
    subject: "Instrumento particular de promessa de compra e venda",
  });
  pdf.title(
    "Instrumento particular de promessa de compra e venda",
    `${d.enterprise.name} · ${d.unit.tower}, unidade ${d.unit.number} · emitido em ${formatDateTime(now)} (horário de Brasília)`,
  );

  pdf.section("Promitente vendedora").fields([
    ["Empresa (SPE)", d.enterprise.speCompanyName ?? d.enterprise.name],
    ["CNPJ", formatDocument(d.enterprise.speCnpj)],
    ["Empreendimento", `${d.enterprise.name} (${d.enterprise.city})`],
    ["Endereço", d.enterprise.address],
    ["Matrícula", d.enterprise.registryNumber],
  ]);

  buyerSections(pdf, d.buyers, "Promissário comprador");

  pdf.section("Unidade").fields([
    ["Torre / bloco", d.unit.tower],
    ["Unidade", d.unit.number],
    ["Andar", String(d.unit.floor)],
    ["Área privativa", `${d.unit.privateArea.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} m²`],
    ["Vagas de garagem", String(d.unit.garageSpots)],
  ]);

  pdf.section("Preço").fields([
    ["Preço de tabela", formatBRL(d.price)],
    ["Desconto", formatBRL(d.discountAmount)],
    ["Preço total", formatBRL(d.netPrice)],
    ["Corretor", d.broker],
  ]);

  const series = planSeries(d.series);
  pdf.section("Forma de pagamento").fields(
    d.series.map((s, i) => {
      const label = seriesLabel(s);
      const period = PERIOD_LABEL[SERIES_PERIOD_MONTHS[s.type as SeriesType]] ?? "";
      const when =
        s.count === 1
          ? `vencimento em ${formatCalendarDate(s.firstDueDate)}`
          : `${period}, de ${formatCalendarDate(s.firstDueDate)} a ${formatCalendarDate(seriesLastDueDate(series[i] as PlanSeries))}`;
      const index = s.index ? `, corrigidas pelo ${s.index === "INCCDI" ? "INCC-DI" : "IGP-M"}` : "";
      return [label, `${s.count} x ${formatBRL(s.value)} = ${formatBRL(s.count * s.value)}; ${when}${index}`];
    }),
  );
  planTotalParagraph(pdf, d, series);

  pdf.space(1.5);
  pdf.paragraph(
    "As partes declaram que leram e concordam com as condições acima, que integram o contrato de promessa de compra e venda da unidade descrita.",
    { muted: true },
  );
  pdf.space(2);
  for (const b of d.buyers) pdf.paragraph(`______________________________   ${b.fullName}`).space(1);
  pdf.paragraph(`______________________________   ${d.enterprise.speCompanyName ?? d.enterprise.name}`);
  return pdf.finish(`Contrato ${contractId.slice(0, 8)} · venda ${d.saleId.slice(0, 8)}`);
}
