import type { Readable } from "node:stream";
import { DEFAULT_WIDTHS, type ExportColumn, type ExportKind, exportText } from "@portal/contracts/exports";
import { Zip, ZipDeflate } from "fflate";
import { producerStream } from "./byte-stream";
import { excelSerial } from "./excel-dates";
import type { ExportRows } from "./export-rows";

/**
 * XLSX written part by part into a streaming zip (fflate), decision 073: exceljs's streaming writer has no
 * backpressure and its memory grows with the file (measured in bench/exports). One sheet, inline strings (no
 * shared-strings table to hold in memory), native numbers, R$ and dates (São Paulo), a frozen, filterable header.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>`;
const APP_PROPS = `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Portal de Vendas</Application></Properties>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** cellXfs: 0 default, 1 header, 2 money, 3 date, 4 date and time, 5 integer, 6 decimal. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="3"><numFmt numFmtId="164" formatCode="&quot;R$&quot;\\ #,##0.00;\\-&quot;R$&quot;\\ #,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/><numFmt numFmtId="166" formatCode="dd/mm/yyyy\\ hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FF0B4F6C"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="7"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Excel's sheet names: at most 31 characters, none of []:*?/\ . */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .slice(0, 31)
      .trim() || "Planilha"
  );
}

const workbook = (name: string) =>
  `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlEscape(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** A, B, ... Z, AA, AB ... for a 0-based column index. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

// XML 1.0 forbids most control characters even escaped; they are dropped.
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
function xmlEscape(text: string): string {
  return text.replace(XML_INVALID, "").replace(XML_SPECIAL, (c) => XML_ENTITIES[c] as string);
}

const STYLE: Record<ExportKind, number> = {
  text: 0,
  boolean: 0,
  money: 2,
  date: 3,
  day: 3,
  datetime: 4,
  integer: 5,
  decimal: 6,
};

function inlineString(ref: string, text: string, style = 0): string {
  const s = style ? ` s="${style}"` : "";
  const space = text !== text.trim() ? ' xml:space="preserve"' : "";
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlEscape(text)}</t></is></c>`;
}

/** One cell: typed kinds as numbers with their format, text (and anything unparsable) as an inline string. */
function cell(kind: ExportKind, value: unknown, ref: string): string {
  if (value === null || value === undefined || value === "") return "";
  switch (kind) {
    case "integer":
    case "decimal": {
      const n = Number(value);
      return Number.isFinite(n) ? `<c r="${ref}" s="${STYLE[kind]}"><v>${n}</v></c>` : inlineString(ref, String(value));
    }
    case "money": {
      const n = Number(value) / 100;
      return Number.isFinite(n) ? `<c r="${ref}" s="2"><v>${n}</v></c>` : inlineString(ref, String(value));
    }
    case "date":
    case "datetime":
    case "day": {
      const serial = excelSerial(kind, value as string | Date);
      return serial === null ? "" : `<c r="${ref}" s="${STYLE[kind]}"><v>${serial}</v></c>`;
    }
    case "boolean":
      return inlineString(ref, exportText(kind, value as boolean));
    default:
      return inlineString(ref, String(value));
  }
}

/** zlib level: 1 trades ~10% larger files for about twice the speed of the default 6 (bench/exports). */
const DEFLATE_LEVEL = 1;
/** Characters of sheet XML handed to the deflater at a time. */
const PIECE = 32 * 1024;

export interface XlsxMeta {
  /** The sheet's name (Excel trims it to 31 characters). */
  sheet: string;
}

/**
 * The XLSX of a streamed export. The zip is written as the rows come: each batch becomes one piece of the sheet's
 * XML, deflated, and handed to the reader before the next batch is read.
 */
export function xlsxExport<T>(columns: readonly ExportColumn<T>[], rows: ExportRows<T>, meta: XlsxMeta): Readable {
  const letters = columns.map((_, i) => columnLetter(i));
  const last = letters[letters.length - 1] ?? "A";
  return producerStream(async (sink) => {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) failure = err;
      else out.push(chunk);
    });
    const flush = async () => {
      if (failure) throw failure;
      if (out.length === 0) return;
      const chunk = out.length === 1 ? (out[0] as Uint8Array) : Buffer.concat(out);
      out.length = 0;
      await sink.write(chunk);
    };
    const part = (name: string, text: string) => {
      const file = new ZipDeflate(name, { level: DEFLATE_LEVEL });
      zip.add(file);
      file.push(Buffer.from(text, "utf8"), true);
    };
    try {
      part("[Content_Types].xml", CONTENT_TYPES);
      part("_rels/.rels", ROOT_RELS);
      part("docProps/app.xml", APP_PROPS);
      part("xl/workbook.xml", workbook(meta.sheet));
      part("xl/_rels/workbook.xml.rels", WORKBOOK_RELS);
      part("xl/styles.xml", STYLES);
      const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: DEFLATE_LEVEL });
      zip.add(sheet);
      const cols = columns
        .map(
          (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? DEFAULT_WIDTHS[c.kind]}" customWidth="1"/>`,
        )
        .join("");
      const header = columns.map((c, i) => inlineString(`${letters[i]}1`, c.header, 1)).join("");
      sheet.push(
        Buffer.from(
          `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
          "utf8",
        ),
      );
      await flush();
      let r = 1;
      for await (const batch of rows.batches) {
        let xml = "";
        for (const row of batch) {
          r++;
          xml += `<row r="${r}">`;
          for (let i = 0; i < columns.length; i++) {
            const c = columns[i] as ExportColumn<T>;
            xml += cell(c.kind, c.value(row), `${letters[i]}${r}`);
          }
          xml += "</row>";
          // Small pieces: the deflater's buffers stay small and short-lived (whole batches grew the API's RSS).
          if (xml.length >= PIECE) {
            sheet.push(Buffer.from(xml, "utf8"));
            xml = "";
          }
        }
        if (xml) sheet.push(Buffer.from(xml, "utf8"));
        await flush();
      }
      sheet.push(Buffer.from(`</sheetData><autoFilter ref="A1:${last}${r}"/></worksheet>`, "utf8"), true);
      zip.end();
      await flush();
    } finally {
      await rows.close();
    }
  });
}
