import type { MirrorDto } from "@portal/contracts/inventory";
import type { UnitStatus } from "@portal/contracts/inventory-enums";
import { seesFakeUnitStatus } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { assertEnterpriseVisible } from "../enterprises/enterprise-access";

type MirrorUnit = MirrorDto["towers"][number]["floors"][number]["units"][number];

/** The sales mirror (espelho de vendas) in one query: towers × floors × units, as the caller may see it. */
export class MirrorService {
  constructor(private readonly db: Database) {}

  async mirror(actor: AuthUser, enterpriseId: string): Promise<MirrorDto> {
    const enterprise = await assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
    const rows = await this.db.repos.mirror.units(enterpriseId);
    const fake = seesFakeUnitStatus(actor.roles);
    const towers: MirrorDto["towers"] = [];
    const summary: Record<string, number> = { AVAILABLE: 0, RESERVED: 0, IN_SALES_PROCESS: 0, SOLD: 0, SUSPENDED: 0 };
    let tower: MirrorDto["towers"][number] | undefined;
    let floor: MirrorDto["towers"][number]["floors"][number] | undefined;
    for (const r of rows) {
      if (tower?._id !== r.tower_id) {
        tower = { _id: r.tower_id, name: r.tower_name, floors: [] };
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
        _id: r.id,
        number: r.number,
        floor: r.floor,
        type: r.type as MirrorUnit["type"],
        bedrooms: r.bedrooms,
        private_area: r.private_area,
        position: r.position as MirrorUnit["position"],
        garage_spots: r.garage_spots,
        status,
        suspended: r.suspended,
        price: r.price,
        reserved_until: status === "RESERVED" && r.reserved_until ? r.reserved_until.toISOString() : null,
      });
    }
    return {
      enterprise: { _id: enterprise.id, name: enterprise.name, index_type: enterprise.indexType },
      towers,
      summary,
      generatedAt: new Date().toISOString(),
    };
  }
}
