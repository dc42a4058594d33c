import { saoPauloDay } from "@portal/contracts/dates";
import {
  isoDayToEightDigits,
  type StandPartialReportDto,
  standPartialReportSchema,
} from "@portal/contracts/stand-partial-report";
import { queryOptions } from "@tanstack/react-query";
import { apiBlob, apiRequest, saveBlob } from "../../lib/api-client";
import { standKeys } from "./stand.queries";

/** The partial report's query (decision 049): the stand (coordinators; a receptionist's is their own) and the day. */
export interface PartialReportApiQuery {
  enterprise_id?: string;
  /** DDMMYYYY. */
  date: string;
}

/** Today in São Paulo as DDMMYYYY (the report's default day). */
export function todayEightDigits(now: Date = new Date()): string {
  return isoDayToEightDigits(saoPauloDay(now));
}

/**
 * Under the stand's visits key: every stand change that refreshes the visit lists (refreshStand) refreshes the
 * report too, so a visit finished while the report is open is counted without a reload.
 */
export function partialReportQuery(query: PartialReportApiQuery) {
  return queryOptions({
    queryKey: [...standKeys.visits(), "partial-report", query] as const,
    queryFn: () =>
      apiRequest("/stand-visits/partial-report", { query: { ...query }, schema: standPartialReportSchema }),
  });
}

export async function downloadPartialReport(query: PartialReportApiQuery, format: "pdf" | "xlsx"): Promise<void> {
  const { blob, fileName } = await apiBlob(`/stand-visits/partial-report/${format}`, { query: { ...query } });
  saveBlob(blob, fileName ?? `relatorio-parcial.${format}`);
}

/**
 * The hours the chart shows: the stand's usual day (08h-18h) widened to every hour with a visit, so a visitor at
 * 23:30 still has a bar and a quiet morning does not squeeze the bars into nothing.
 */
export function chartHours(byHour: StandPartialReportDto["by_hour"]): { hour: string; Visitas: number }[] {
  const busy = byHour.filter((h) => h.visits > 0).map((h) => h.hour);
  const first = Math.min(8, ...busy);
  const last = Math.max(18, ...busy);
  return byHour
    .filter((h) => h.hour >= first && h.hour <= last)
    .map((h) => ({ hour: `${String(h.hour).padStart(2, "0")}h`, Visitas: h.visits }));
}

/** The busiest hour ("09h, 2 visitas"), for the chart's text alternative; null on a day without visits. */
export function peakHour(byHour: StandPartialReportDto["by_hour"]): { hour: string; visits: number } | null {
  let best: { hour: number; visits: number } | null = null;
  for (const h of byHour) if (h.visits > 0 && (!best || h.visits > best.visits)) best = h;
  return best ? { hour: `${String(best.hour).padStart(2, "0")}h`, visits: best.visits } : null;
}
