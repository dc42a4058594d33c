import type { IndexType, UnitStatus } from "@portal/contracts/inventory-enums";
import { seesFakeUnitStatus } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertEnterpriseVisible } from "../enterprises/enterprise-access";

/** One unit of the mirror with the status the caller may see (fake_status for partner brokers). */
export interface MirrorUnit {
  id: string;
  number: string;
  floor: number;
  type: string;
  bedrooms: number;
  privateArea: number;
  position: string;
  garageSpots: number;
  status: UnitStatus;
  suspended: boolean;
  price: number | null;
  /** When the active reservation ends; only for a unit shown as RESERVED. */
  reservedUntil: Date | null;
}

/** The sales mirror: towers × floors (top floor first) × units, the units per visible status, when it was read. */
export interface MirrorView {
  enterprise: { id: string; name: string; indexType: IndexType | null };
  towers: { id: string; name: string; floors: { floor: number; units: MirrorUnit[] }[] }[];
  summary: Record<string, number>;
  generatedAt: Date;
}

/** The sales mirror (espelho de vendas) in one query: towers × floors × units, as the caller may see it. */
export class MirrorService {
  constructor(private readonly db: Database) {}

  async mirror(actor: AuthUser, enterpriseId: string): Promise<MirrorView> {
    const enterprise = await assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
    const rows = await this.db.repos.mirror.units(enterpriseId);
    const fake = seesFakeUnitStatus(actor.roles);
    const towers: MirrorView["towers"] = [];
    const summary: Record<string, number> = { AVAILABLE: 0, RESERVED: 0, IN_SALES_PROCESS: 0, SOLD: 0, SUSPENDED: 0 };
    let tower: MirrorView["towers"][number] | undefined;
    let floor: MirrorView["towers"][number]["floors"][number] | undefined;
    for (const r of rows) {
      if (tower?.id !== r.tower_id) {
        tower = { id: r.tower_id, name: r.tower_name, floors: [] };
        towers.push(tower);
        floor = undefined;
      }
      if (floor?.floor !== r.floor) {
        floor = { floor: r.floor, units: [] };
        tower.floors.push(floor);
      }
      const status = (fake && r.fake_status ? r.fake_status : r.status) as UnitStatus;
      summary[status] = (summary[status] ?? 0) + 1;
      if (r.suspended) summary.SUSPENDED = (summary.SUSPENDED ?? 0) + 1;
      floor.units.push({
        id: r.id,
        number: r.number,
        floor: r.floor,
        type: r.type,
        bedrooms: r.bedrooms,
        privateArea: r.private_area,
        position: r.position,
        garageSpots: r.garage_spots,
        status,
        suspended: r.suspended,
        price: r.price,
        reservedUntil: status === "RESERVED" ? r.reserved_until : null,
      });
    }
    return {
      enterprise: { id: enterprise.id, name: enterprise.name, indexType: enterprise.indexType },
      towers,
      summary,
      generatedAt: new Date(),
    };
  }
}
