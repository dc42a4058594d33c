import { saoPauloDay } from "@portal/contracts/dates";
import type { SheetFormat } from "@portal/contracts/inventory";
import { INDEX_TYPE_LABELS, UNIT_STATUSES, type UnitStatus } from "@portal/contracts/inventory-enums";
import type { AuthUser } from "../../lib/ports";
import type { MirrorService } from "./mirror.service";
import { renderAvailabilityPdf, renderValuesPdf } from "./sheets-pdf";
import { renderAvailabilityXlsx, renderValuesXlsx } from "./sheets-xlsx";

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

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/**
 * The stand's downloads (espelho/tabela de vendas): built from the mirror, so the access rules (404 for an
 * enterprise the caller may not see) and the visible status (fake_status for partner brokers) are the mirror's.
 */
export class SheetsService {
  constructor(private readonly mirror: MirrorService) {}

  async availability(actor: AuthUser, enterpriseId: string, format: SheetFormat, now = new Date()): Promise<SheetFile> {
    const data = await this.load(actor, enterpriseId, now);
    return {
      fileName: `espelho-${slug(data.enterpriseName)}-${saoPauloDay(now)}.${format}`,
      contentType: SHEET_CONTENT_TYPES[format],
      data: format === "pdf" ? await renderAvailabilityPdf(data) : await renderAvailabilityXlsx(data),
    };
  }

  async values(actor: AuthUser, enterpriseId: string, format: SheetFormat, now = new Date()): Promise<SheetFile> {
    const data = await this.load(actor, enterpriseId, now);
    return {
      fileName: `tabela-de-valores-${slug(data.enterpriseName)}-${saoPauloDay(now)}.${format}`,
      contentType: SHEET_CONTENT_TYPES[format],
      data: format === "pdf" ? await renderValuesPdf(data) : await renderValuesXlsx(data),
    };
  }

  private async load(actor: AuthUser, enterpriseId: string, now: Date): Promise<SheetData> {
    const m = await this.mirror.mirror(actor, enterpriseId);
    const units: SheetUnit[] = [];
    for (const tower of m.towers) {
      // The mirror lists the top floor first (the building's face); a sheet reads from the ground up.
      for (const floor of [...tower.floors].reverse()) {
        for (const u of floor.units) {
          units.push({
            tower: tower.name,
            floor: u.floor,
            number: u.number,
            type: u.type,
            bedrooms: u.bedrooms,
            privateArea: u.private_area,
            position: u.position,
            garageSpots: u.garage_spots,
            status: u.status,
            suspended: u.suspended,
            price: u.price,
          });
        }
      }
    }
    return {
      enterpriseName: m.enterprise.name,
      indexLabel: m.enterprise.index_type ? INDEX_TYPE_LABELS[m.enterprise.index_type] : null,
      units,
      summary: [...UNIT_STATUSES, "SUSPENDED" as const].map((status) => ({ status, count: m.summary[status] ?? 0 })),
      generatedAt: now,
    };
  }
}

function slug(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "empreendimento"
  );
}
