import type { PrismaClient } from "@portal/db/client";

export interface MirrorUnitRow {
  id: string;
  tower_id: string;
  tower_name: string;
  floor: number;
  number: string;
  type: string;
  bedrooms: number;
  private_area: number;
  position: string;
  garage_spots: number;
  status: string;
  suspended: boolean;
  fake_status: string | null;
  price: number | null;
  reserved_until: Date | null;
}

/** The mirror in one query (units + towers + active reservation), ordered for the grid. */
export class MirrorRepository {
  constructor(private readonly db: PrismaClient) {}

  units(enterpriseId: string): Promise<MirrorUnitRow[]> {
    return this.db.$queryRaw<MirrorUnitRow[]>`
      SELECT u.id, u.tower_id, t.name AS tower_name, u.floor, u.number, u.type, u.bedrooms,
             u.private_area::float8 AS private_area, u.position, u.garage_spots, u.status::text AS status,
             u.suspended, u.fake_status::text AS fake_status, u.price::float8 AS price, r.expires_at AS reserved_until
      FROM units u
      JOIN towers t ON t.id = u.tower_id
      LEFT JOIN reservations r ON r.unit_id = u.id AND r.status = 'ACTIVE'
      WHERE u.enterprise_id = ${enterpriseId}::uuid
      ORDER BY t.position, t.name, u.floor DESC, length(u.number), u.number`;
  }
}
