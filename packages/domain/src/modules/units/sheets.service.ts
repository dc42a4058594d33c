import { saoPauloDay } from "@portal/contracts/dates";
import type { SheetFormat } from "@portal/contracts/inventory";
import { INDEX_TYPE_LABELS, UNIT_STATUSES } from "@portal/contracts/inventory-enums";
import type { AuthUser } from "../../lib/ports";
import { slug } from "../../lib/slug";
import type { MirrorService } from "./mirror.service";
import type { SheetData, SheetFile, SheetUnit } from "./sheet-data";
import { renderAvailabilityPdf, renderValuesPdf } from "./sheets-pdf";
import { renderAvailabilityXlsx, renderValuesXlsx } from "./sheets-xlsx";

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
      fileName: `espelho-${slug(data.enterpriseName, "empreendimento")}-${saoPauloDay(now)}.${format}`,
      contentType: SHEET_CONTENT_TYPES[format],
      data: format === "pdf" ? await renderAvailabilityPdf(data) : await renderAvailabilityXlsx(data),
    };
  }

  async values(actor: AuthUser, enterpriseId: string, format: SheetFormat, now = new Date()): Promise<SheetFile> {
    const data = await this.load(actor, enterpriseId, now);
    return {
      fileName: `tabela-de-valores-${slug(data.enterpriseName, "empreendimento")}-${saoPauloDay(now)}.${format}`,
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
            privateArea: u.privateArea,
            position: u.position,
            garageSpots: u.garageSpots,
            status: u.status,
            suspended: u.suspended,
            price: u.price,
          });
        }
      }
    }
    return {
      enterpriseName: m.enterprise.name,
      indexLabel: m.enterprise.indexType ? INDEX_TYPE_LABELS[m.enterprise.indexType] : null,
      units,
      summary: [...UNIT_STATUSES, "SUSPENDED" as const].map((status) => ({ status, count: m.summary[status] ?? 0 })),
      generatedAt: now,
    };
  }
}
