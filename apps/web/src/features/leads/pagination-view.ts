import { formatNumber } from "../../lib/format";

export interface PaginationView {
  /** Pages to offer (at least 1). */
  pages: number;
  /** The page shown, within 1..pages. */
  current: number;
  /** "Página x de y", or "Página x de cerca de y" when the total is the database's estimate. */
  label: string;
  /** Page buttons kept at each end: none for an estimated total, whose last page is a guess and costly to reach. */
  boundaries: number;
}

/**
 * Pagination of a list whose total may be estimated (GET /leads counts exactly up to 10,000 matches, then
 * reports PostgreSQL's estimate: pagination.estimated). With an estimate there is no "last page" button: its
 * position is a guess, and reaching it by skip reads every row before it (hundreds of ms at a million leads).
 */
export function paginationView(page: number, total: number, pageSize: number, estimated: boolean): PaginationView {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const of = `${estimated ? "cerca de " : ""}${formatNumber(pages)}`;
  return {
    pages,
    current,
    label: pages > 1 ? `Página ${formatNumber(current)} de ${of}` : "",
    boundaries: estimated ? 0 : 1,
  };
}
