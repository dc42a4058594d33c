import type { PreLeadImport, Prisma, PrismaClient } from "@portal/db/client";
import type { ValidPreLeadRow } from "./pre-lead-row";

export type PreLeadImportRow = PreLeadImport & { createdBy: { id: string; fullName: string } | null };
export interface RejectedRow {
  line: number;
  reasons: string[];
}

/** Data access for CSV imports of pre-leads; only this file knows Prisma. */
export class PreLeadImportsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** Imports run one at a time, so two files with the same phones cannot both pass the duplicate check. */
  async lockImports(): Promise<void> {
    await this.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pre-lead-import'))`;
  }

  /** Phones among `phones` that are already AVAILABLE in the pre-lead base. */
  async phonesInBase(phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await this.db.$queryRaw<{ phone: string }[]>`
      SELECT DISTINCT phone FROM pre_leads
      WHERE status = 'AVAILABLE' AND phone IN (SELECT jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb))`;
    return new Set(rows.map((r) => r.phone));
  }

  /** "phone|enterpriseId" keys that already have a live (non-excluded) lead. */
  async activeLeadKeys(phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await this.db.$queryRaw<{ phone: string; enterprise_id: string | null }[]>`
      SELECT DISTINCT phone, enterprise_id::text AS enterprise_id FROM leads
      WHERE excluded = false AND phone IN (SELECT jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb))`;
    return new Set(rows.map((r) => `${r.phone}|${r.enterprise_id ?? ""}`));
  }

  async create(data: {
    fileName: string;
    createdById: string;
    total: number;
    accepted: number;
    rejected: number;
    report: RejectedRow[];
  }): Promise<PreLeadImport> {
    return this.db.preLeadImport.create({ data: { ...data, report: data.report as unknown as Prisma.InputJsonValue } });
  }

  /**
   * One INSERT for every accepted row, the rows passed as a single JSON parameter: one round trip and no
   * parameter-count limit, fast enough for the 20,000-row maximum inside the transaction.
   */
  async insertPreLeads(importId: string, rows: ValidPreLeadRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const json = JSON.stringify(
      rows.map((r) => ({ n: r.fullName, p: r.phone, e: r.email, s: r.source, c: r.city, t: r.enterpriseId })),
    );
    return this.db.$executeRaw`
      INSERT INTO pre_leads (id, full_name, phone, email, source, city, enterprise_id, status, import_id, created_at)
      SELECT gen_random_uuid(), r.n, r.p, r.e, r.s, r.c, r.t::uuid, 'AVAILABLE'::"PreLeadStatus", ${importId}::uuid, now()
      FROM jsonb_to_recordset(${json}::jsonb) AS r(n text, p text, e text, s text, c text, t text)`;
  }

  async list(skip: number, limit: number): Promise<{ rows: PreLeadImportRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db.preLeadImport.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip, take: limit }),
      this.db.preLeadImport.count(),
    ]);
    return { rows: await this.withCreators(rows), total };
  }

  async findById(id: string): Promise<PreLeadImportRow | null> {
    const row = await this.db.preLeadImport.findUnique({ where: { id } });
    return row ? ((await this.withCreators([row]))[0] ?? null) : null;
  }

  private async withCreators(rows: PreLeadImport[]): Promise<PreLeadImportRow[]> {
    const ids = [...new Set(rows.map((r) => r.createdById))];
    const users = ids.length
      ? await this.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((r) => ({ ...r, createdBy: byId.get(r.createdById) ?? null }));
  }
}
