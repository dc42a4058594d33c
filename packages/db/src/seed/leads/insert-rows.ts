/**
 * Bulk insert of generated rows in one statement per chunk: the rows travel as a single jsonb parameter and
 * PostgreSQL expands them with jsonb_populate_recordset. Prisma's createMany spends ~4 s of JavaScript on the
 * ~13,000 demo rows; this takes a few hundred milliseconds. Rows use Prisma field names (typed by the
 * generators); columns are their snake_case @map names, enum values their @map values.
 */
import type { Prisma } from "../../client";
import { quoteIdent } from "../../pg-admin";

/** Fields whose column is not the plain snake_case of the field name (see prisma/schema.prisma @map). */
const COLUMN_OVERRIDES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  lead_movements: { createdAt: "date_movimentation" },
};

/** Enum values stored under another name (schema: `NON_ADHERENT @map("NON-ADHERENT")`). */
const VALUE_OVERRIDES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  leads: { profile: { NON_ADHERENT: "NON-ADHERENT" } },
};

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function insertRows(
  tx: Prisma.TransactionClient,
  table: string,
  rows: readonly object[],
  chunkSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const overrides = COLUMN_OVERRIDES[table] ?? {};
  const values = VALUE_OVERRIDES[table] ?? {};
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const columns = fields.map((f) => quoteIdent(overrides[f] ?? snakeCase(f))).join(", ");
  const t = quoteIdent(table);
  const sql = `INSERT INTO ${t} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${t}, $1::jsonb)`;
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(row)) {
        out[overrides[k] ?? snakeCase(k)] = (typeof v === "string" && values[k]?.[v]) || v;
      }
      return out;
    });
    await tx.$executeRawUnsafe(sql, JSON.stringify(chunk));
  }
}
