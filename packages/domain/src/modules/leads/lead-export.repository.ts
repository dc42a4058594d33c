import { Prisma, type PrismaClient, snapshotReaderOf } from "@portal/db/client";
import type { ExportRows } from "../../lib/export/export-rows";
import { type LeadPageRow, type LeadSearchFilter, type LeadSort, leadWhereSql, listRowsSql } from "./lead-search-sql";

/** Rows fetched per cursor round trip: small batches die young (2,000-row batches outlived scavenges and grew the API's RSS by 130-170 MB in bench/exports). */
export const LEAD_EXPORT_BATCH = 500;

/**
 * The lead list's rows for an export (decision 073): GET /leads's WHERE and ORDER BY (lead-search-sql.ts), read
 * through a server-side cursor in one read-only snapshot, so the count sent before the first byte is the number
 * of rows that follow.
 */
export class LeadExportRepository {
  constructor(private readonly db: PrismaClient) {}

  async open(f: LeadSearchFilter, sort: LeadSort, batch = LEAD_EXPORT_BATCH): Promise<ExportRows<LeadPageRow>> {
    const openSnapshot = snapshotReaderOf(this.db);
    if (!openSnapshot) throw new Error("LeadExportRepository needs a client made by createPrismaClient");
    const session = await openSnapshot();
    try {
      const where = leadWhereSql(f);
      const [count] = await session.query<{ n: number }>(
        Prisma.sql`SELECT count(*)::int AS n FROM leads l WHERE ${where}`,
      );
      return {
        total: count?.n ?? 0,
        batches: session.cursor<LeadPageRow>(listRowsSql(f.viewerId, where, sort), batch),
        close: () => session.close(),
      };
    } catch (err) {
      await session.close();
      throw err;
    }
  }
}
