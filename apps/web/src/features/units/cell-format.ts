import { LOCALE } from "../../lib/format";

const compactMoney = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});
const areaFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** Short price for a mirror cell: "R$ 480,5 mil", "R$ 1,2 mi"; "Sem preço" when the table has none. */
export function formatCellPrice(centavos: number | null): string {
  if (centavos === null) return "Sem preço";
  return compactMoney.format(centavos / 100).replace(/\u00a0/g, " ");
}

/** "62,5 m²". */
export function formatArea(m2: number): string {
  return `${areaFormat.format(m2)} m²`;
}
