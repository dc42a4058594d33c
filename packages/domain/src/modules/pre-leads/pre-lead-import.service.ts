import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { type CsvRecord, parsePreLeadCsv } from "./pre-lead-csv";
import type { PreLeadImportRow, RejectedRow } from "./pre-lead-imports.repository";
import { type EnterpriseRef, enterpriseResolver, type ValidPreLeadRow, validatePreLeadRow } from "./pre-lead-row";
import { preLeadImportNotFound } from "./pre-leads.errors";

export interface ImportResult {
  record: PreLeadImportRow;
  rows: RejectedRow[];
}

/**
 * CSV import of pre-leads. Fatal problems (see parsePreLeadCsv) import nothing; otherwise every row is
 * validated, duplicates by phone are refused (within the file, against the base and against live leads of the
 * same enterprise) and the accepted rows are inserted with the import record in one transaction.
 */
export class PreLeadImportService {
  constructor(private readonly db: Database) {}

  async import(actor: AuthUser, fileName: string, file: Buffer): Promise<ImportResult> {
    const records = parsePreLeadCsv(file);
    // Row checks need no lock: done before the transaction, which then only holds the database work.
    const { candidates, rejected } = validateRows(records, await this.db.repos.enterprises.allForLookup());

    const imported = await this.db.transaction(async (repos) => {
      await repos.preLeadImports.lockImports();
      const phones = candidates.map((c) => c.row.phone);
      const [inBase, withLead] = await Promise.all([
        repos.preLeadImports.phonesInBase(phones),
        repos.preLeadImports.activeLeadKeys(phones),
      ]);
      const accepted: ValidPreLeadRow[] = [];
      const report = [...rejected];
      for (const { line, row } of candidates) {
        const reasons: string[] = [];
        if (inBase.has(row.phone)) reasons.push('"phone" já está disponível na base de pré-leads');
        if (withLead.has(`${row.phone}|${row.enterpriseId}`)) {
          reasons.push('"phone" já tem um lead ativo neste empreendimento');
        }
        if (reasons.length) report.push({ line, reasons });
        else accepted.push(row);
      }
      report.sort((a, b) => a.line - b.line);

      const record = await repos.preLeadImports.create({
        fileName,
        createdById: actor.id,
        total: records.length,
        accepted: accepted.length,
        rejected: report.length,
        report,
      });
      await repos.preLeadImports.insertPreLeads(record.id, accepted);
      return { id: record.id, rows: report };
    });

    const record = await this.db.repos.preLeadImports.findById(imported.id);
    if (!record) throw preLeadImportNotFound();
    return { record, rows: imported.rows };
  }

  list(skip: number, limit: number) {
    return this.db.repos.preLeadImports.list(skip, limit);
  }

  async get(id: string): Promise<ImportResult> {
    const record = await this.db.repos.preLeadImports.findById(id);
    if (!record) throw preLeadImportNotFound();
    return { record, rows: record.report as unknown as RejectedRow[] };
  }
}

/** Validates every row and refuses a phone repeated in the file (the first occurrence is kept). */
export function validateRows(records: CsvRecord[], enterprises: EnterpriseRef[]) {
  const resolve = enterpriseResolver(enterprises);
  const rejected: RejectedRow[] = [];
  const candidates: { line: number; row: ValidPreLeadRow }[] = [];
  const firstLineOfPhone = new Map<string, number>();
  for (const rec of records) {
    if (rec.columnError) {
      rejected.push({ line: rec.line, reasons: [rec.columnError] });
      continue;
    }
    const check = validatePreLeadRow(rec.values, resolve);
    if (!check.ok) {
      rejected.push({ line: rec.line, reasons: check.reasons });
      continue;
    }
    const seen = firstLineOfPhone.get(check.row.phone);
    if (seen !== undefined) {
      rejected.push({ line: rec.line, reasons: [`"phone" repetido no arquivo (já aparece na linha ${seen})`] });
      continue;
    }
    firstLineOfPhone.set(check.row.phone, rec.line);
    candidates.push({ line: rec.line, row: check.row });
  }
  return { candidates, rejected };
}
