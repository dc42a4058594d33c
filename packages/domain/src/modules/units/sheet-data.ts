// The data a sheet renderer gets (own file: the service and the PDF/XLSX renderers share it without a cycle).
import type { UnitStatus } from "@portal/contracts/inventory-enums";

export interface SheetUnit {
  tower: string;
  floor: number;
  number: string;
  type: string;
  bedrooms: number;
  privateArea: number;
  position: string;
  garageSpots: number;
  /** The status the caller may see (partner brokers: fake_status when set). */
  status: UnitStatus;
  suspended: boolean;
  /** Table price in centavos. */
  price: number | null;
}

export interface SheetData {
  enterpriseName: string;
  /** "INCC-DI", "IGP-M" or null when the enterprise has none yet. */
  indexLabel: string | null;
  units: SheetUnit[];
  /** Units per visible status plus SUSPENDED, in UNIT_STATUSES order. */
  summary: { status: UnitStatus | "SUSPENDED"; count: number }[];
  generatedAt: Date;
}

export interface SheetFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}
