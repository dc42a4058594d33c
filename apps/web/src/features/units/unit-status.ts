import { UNIT_STATUS_LABELS, UNIT_STATUSES, type UnitStatus } from "@portal/contracts/inventory-enums";

/**
 * What the mirror paints: the unit's status, or SUSPENDED when an admin took an available unit off
 * the market (the API keeps suspension as a flag beside the status).
 */
export type MirrorStatus = UnitStatus | "SUSPENDED";
export const MIRROR_STATUSES: readonly MirrorStatus[] = [...UNIT_STATUSES, "SUSPENDED"];

export const MIRROR_STATUS_LABELS: Record<MirrorStatus, string> = { ...UNIT_STATUS_LABELS, SUSPENDED: "Suspensa" };

/**
 * Colours of the legend, as stands paint their mirrors: green free, yellow held, blue in the sale
 * desk, red sold, grey off the market. Background and text pairs keep a 4.5:1 contrast.
 */
export const MIRROR_STATUS_COLORS: Record<MirrorStatus, { bg: string; fg: string; border: string }> = {
  AVAILABLE: { bg: "#d3f9d8", fg: "#1b5e20", border: "#2f9e44" },
  RESERVED: { bg: "#fff3bf", fg: "#6b4e00", border: "#f08c00" },
  IN_SALES_PROCESS: { bg: "#d0ebff", fg: "#0b4f8a", border: "#1c7ed6" },
  SOLD: { bg: "#ffe3e3", fg: "#8a1c1c", border: "#e03131" },
  SUSPENDED: { bg: "#e9ecef", fg: "#343a40", border: "#868e96" },
};

export function mirrorStatusOf(unit: { status: UnitStatus; suspended: boolean }): MirrorStatus {
  return unit.suspended && unit.status === "AVAILABLE" ? "SUSPENDED" : unit.status;
}
