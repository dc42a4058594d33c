import { FIELD_MSG } from "@portal/contracts/messages";
import { PRE_LEAD_CSV_COLUMNS, PRE_LEAD_IMPORT_MAX_ROWS } from "@portal/contracts/pre-leads";
import { parse } from "csv-parse/sync";
import { fieldError } from "../../lib/app-error";
import type { RawPreLeadRow } from "./pre-lead-row";

export interface CsvRecord {
  /** Physical line of the file where the record ends (the header is line 1). */
  line: number;
  values: RawPreLeadRow;
  /** Set when the record has the wrong number of columns (then values are not trusted). */
  columnError?: string;
}

const fatal = (text: string) => fieldError("file", text);
const HEADER_HINT = PRE_LEAD_CSV_COLUMNS.join(";");

/**
 * Reads the import file. Anything that makes the whole file unusable (not UTF-8, not CSV, no header,
 * wrong columns, no rows, too many rows) is a 400 naming "file": nothing is imported.
 */
export function parsePreLeadCsv(buf: Buffer): CsvRecord[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    throw fatal(FIELD_MSG.csvNotUtf8);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes("\u0000")) throw fatal(FIELD_MSG.csvBinary);
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== "");
  if (!firstLine) throw fatal(FIELD_MSG.csvEmpty);
  const delimiter = count(firstLine, ";") >= count(firstLine, ",") && firstLine.includes(";") ? ";" : ",";

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw fatal(FIELD_MSG.csvMalformed(line));
  }

  const [head, ...data] = records;
  const header = (head?.record ?? []).map((h) => h.trim().toLowerCase());
  const known = new Set<string>(PRE_LEAD_CSV_COLUMNS);
  if (!header.some((h) => known.has(h))) throw fatal(FIELD_MSG.csvHeaderMissing(HEADER_HINT));
  const missing = PRE_LEAD_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw fatal(FIELD_MSG.csvColumnsMissing(missing, HEADER_HINT));
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length) throw fatal(FIELD_MSG.csvColumnsUnknown(unknown));
  if (new Set(header).size !== header.length) throw fatal(FIELD_MSG.csvColumnsRepeated);
  if (data.length === 0) throw fatal(FIELD_MSG.csvNoRows);
  if (data.length > PRE_LEAD_IMPORT_MAX_ROWS) {
    throw fatal(FIELD_MSG.csvTooManyRows(data.length, PRE_LEAD_IMPORT_MAX_ROWS));
  }

  return data.map(({ record, info }) => {
    const values = Object.fromEntries(header.map((h, i) => [h, record[i] ?? ""])) as RawPreLeadRow;
    const columnError =
      record.length === header.length
        ? undefined
        : `"linha" deve ter ${header.length} colunas (encontradas ${record.length})`;
    return { line: info.lines, values, columnError };
  });
}

const count = (s: string, ch: string) => s.split(ch).length - 1;
