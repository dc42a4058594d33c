import { formatDateTime } from "@portal/contracts/dates";
import {
  UNIT_POSITION_LABELS,
  UNIT_STATUS_LABELS,
  UNIT_TYPE_LABELS,
  type UnitStatus,
} from "@portal/contracts/inventory-enums";
import type { SheetData, SheetUnit } from "./sheet-data";

const TYPE_LABELS: Record<string, string> = UNIT_TYPE_LABELS;
const POSITION_LABELS: Record<string, string> = UNIT_POSITION_LABELS;

export const typeLabel = (t: string) => TYPE_LABELS[t] ?? t;
export const positionLabel = (p: string) => POSITION_LABELS[p] ?? p;
export const statusLabel = (s: UnitStatus | "SUSPENDED") => (s === "SUSPENDED" ? "Suspensa" : UNIT_STATUS_LABELS[s]);
/** "Disponível", or "Disponível (suspensa)" for a unit off the market. */
export const unitStatusLabel = (u: Pick<SheetUnit, "status" | "suspended">) =>
  `${UNIT_STATUS_LABELS[u.status]}${u.suspended ? " (suspensa)" : ""}`;

const area = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatArea = (m2: number) => `${area.format(m2)} m²`;

/** Price per m² in centavos, rounded half up; null without a price or an area. */
export const pricePerM2 = (u: Pick<SheetUnit, "price" | "privateArea">): number | null =>
  u.price === null || u.privateArea <= 0 ? null : Math.round(u.price / u.privateArea);

/** On the market: visible status AVAILABLE and not suspended. */
export const isForSale = (u: SheetUnit) => u.status === "AVAILABLE" && !u.suspended;

/** The subtitle of every sheet: when it was generated, in Brasília time. */
export const generatedText = (d: Pick<SheetData, "generatedAt">) =>
  `Gerado em ${formatDateTime(d.generatedAt)} (horário de Brasília)`;
