/**
 * The 10,000-row limit of the stand's XLSX exports (decision 050): GET /stand-visits/export (the visitor register)
 * and GET /site-surveys/export (the service reports). At the limit the whole file comes back (no truncation); one row
 * past it, a pt-BR 400 says how many rows the export would have and asks to narrow the period or the filters, and
 * the narrowed export passes. The rows are inserted by one INSERT ... SELECT generate_series each (no 10,000 requests).
 */
import { STAND_EXPORT_MAX_ROWS, STAND_REGISTER_MSG } from "@portal/contracts/stand-register";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, type Staff, staff } from "./factories/leads";
import { createStand } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let admin: Staff;
let standId: string;
let leadId: string;

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: admin.headers });

async function sheetRows(data: Buffer): Promise<number> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no sheet");
  return ws.actualRowCount - 1; // the header row
}

/** `n` visits at the stand, each with its service report, from `at` on (one second apart), in two statements. */
async function insertVisits(n: number, at: string, first: number) {
  await ctx.prisma.$executeRaw`
    INSERT INTO stand_visits (id, enterprise_id, lead_id, visitor_name, visitor_phone, lgpd_consent, status,
      arrived_at, finished_at, created_at, updated_at)
    SELECT gen_random_uuid(), ${standId}::uuid, ${leadId}::uuid, 'Visitante ' || i, '5511900000000', true, 'FINISHED',
      ${at}::timestamptz + i * interval '1 second', ${at}::timestamptz + i * interval '1 second', now(), now()
    FROM generate_series(${first}::int, ${first + n - 1}::int) AS i`;
  await ctx.prisma.$executeRaw`
    INSERT INTO service_reports (id, stand_visit_id, lead_id, enterprise_id, interest_level, purpose_enterprise,
      how_many_bedroom, quantity_children, how_know, know_company, own_property, created_at)
    SELECT gen_random_uuid(), v.id, v.lead_id, v.enterprise_id, 'HIGH', 'HOME', 'TWO', 'ONE', 'SITE', true, false,
      v.arrived_at
    FROM stand_visits v
    WHERE v.enterprise_id = ${standId}::uuid
      AND NOT EXISTS (SELECT 1 FROM service_reports r WHERE r.stand_visit_id = v.id)`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  const stand = await createStand(ctx);
  standId = stand.id;
  leadId = (await createLead(ctx.prisma, { enterpriseId: standId })).id;
  // 10/03/2026 from 09:00 in São Paulo: exactly the limit.
  await insertVisits(STAND_EXPORT_MAX_ROWS, "2026-03-10T12:00:00Z", 1);
});
afterAll(() => ctx?.close());

const EXPORTS = [
  ["/stand-visits/export", "register"],
  ["/site-surveys/export", "service reports"],
] as const;

describe("stand exports at 10,000 rows", () => {
  it.each(EXPORTS)("%s (%s) gives every row at exactly the limit", { timeout: 180_000 }, async (path) => {
    expect(await ctx.prisma.standVisit.count({ where: { enterpriseId: standId } })).toBe(STAND_EXPORT_MAX_ROWS);
    const res = await get(path);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(await sheetRows(res.rawPayload)).toBe(STAND_EXPORT_MAX_ROWS);
  });

  it("past the limit: a pt-BR 400 asking to narrow the filters, nothing truncated; the narrowed export passes", async () => {
    // One more visit (and report), on 12/03/2026.
    await insertVisits(1, "2026-03-12T15:00:00Z", STAND_EXPORT_MAX_ROWS + 1);
    const message = STAND_REGISTER_MSG.exportTooLarge(STAND_EXPORT_MAX_ROWS + 1, STAND_EXPORT_MAX_ROWS);
    expect(message).toBe("A exportação teria 10.001 linhas; o limite é 10.000. Reduza o período ou use mais filtros.");
    for (const [path] of EXPORTS) {
      const res = await get(path);
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ statusCode: 400, error: "Bad Request", message });

      const narrowed = await get(`${path}?starts_date=12032026&ends_date=12032026`);
      expect(narrowed.statusCode, narrowed.body.slice(0, 300)).toBe(200);
      expect(await sheetRows(narrowed.rawPayload)).toBe(1);
    }
  });
});
