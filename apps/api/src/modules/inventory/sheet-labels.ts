import { UNIT_STATUS_LABELS, type UnitStatus } from "@portal/contracts/inventory-enums";
import type { SheetUnit } from "./sheet-data";

const TYPE_LABELS: Record<string, string> = {
  APARTMENT: "Apartamento",
  PENTHOUSE: "Cobertura",
  GARDEN: "Garden",
  DUPLEX: "Duplex",
  HOUSE: "Casa",
  STUDIO: "Studio",
  COMMERCIAL: "Sala comercial",
};
const POSITION_LABELS: Record<string, string> = { FRONT: "Frente", BACK: "Fundos", SIDE: "Lateral", CORNER: "Esquina" };

export const typeLabel = (t: string) => TYPE_LABELS[t] ?? t;
export const positionLabel = (p: string) => POSITION_LABELS[p] ?? p;
export const statusLabel = (s: UnitStatus | "SUSPENDED") => (s === "SUSPENDED" ? "Suspensa" : UNIT_STATUS_LABELS[s]);
/** "Disponível", or "Disponível (suspensa)" for a unit off the market. */
export const unitStatusLabel = (u: Pick<SheetUnit, "status" | "suspended">) =>
  `${UNIT_STATUS_LABELS[u.status]}${u.suspended ? " (suspensa)" : ""}`;

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const area = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Centavos as "R$ 1.234.567,89". */
export const formatBRL = (centavos: number | null) => (centavos === null ? "—" : brl.format(centavos / 100));
export const formatArea = (m2: number) => `${area.format(m2)} m²`;

/** Price per m² in centavos, rounded half up; null without a price or an area. */
export const pricePerM2 = (u: Pick<SheetUnit, "price" | "privateArea">): number | null =>
  u.price === null || u.privateArea <= 0 ? null : Math.round(u.price / u.privateArea);

/** On the market: visible status AVAILABLE and not suspended. */
export const isForSale = (u: SheetUnit) => u.status === "AVAILABLE" && !u.suspended;
