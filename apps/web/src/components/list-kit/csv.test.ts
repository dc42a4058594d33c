import { describe, expect, it } from "vitest";
import { columnsToCsv, csvCell, csvFileName, fetchAllRows, type ListPage, toCsv } from "./csv";
import type { ListColumn } from "./list-columns";

describe("CSV text", () => {
  it("writes a BOM, ';' between cells and CRLF lines, quoting only cells that need it", () => {
    const text = toCsv([
      ["Nome", "Observação"],
      ["Ana; Beatriz", 'disse "sim"'],
      ["Bruno", "linha 1\nlinha 2"],
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1).split("\r\n")).toEqual([
      "Nome;Observação",
      '"Ana; Beatriz";"disse ""sim"""',
      'Bruno;"linha 1\nlinha 2"',
      "",
    ]);
  });

  it("turns empty values, booleans and numbers into plain cells", () => {
    expect([null, undefined, true, false, 12.5, Number.NaN].map(csvCell)).toEqual(["", "", "Sim", "Não", "12.5", ""]);
  });

  it("keeps spreadsheet formulas inert (CSV injection) but writes numbers as they are", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+5511999990000")).toBe("'+5511999990000");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
  });
});

interface Row {
  name: string;
  email: string;
}
const columns: ListColumn<Row>[] = [
  { key: "name", header: "Nome", cell: (r) => r.name, csv: (r) => r.name },
  { key: "email", header: "E-mail", exportOnly: true, cell: (r) => r.email, csv: (r) => r.email },
  { key: "action", header: "", cell: () => "Abrir" },
];

describe("columns to CSV", () => {
  it("exports the columns that have a csv value, export-only ones included, under their headers", () => {
    const text = columnsToCsv(columns, [{ name: "Ana", email: "ana@exemplo.com.br" }]);
    expect(text).toBe("\uFEFFNome;E-mail\r\nAna;ana@exemplo.com.br\r\n");
  });
});

/** A list endpoint over `total` rows that records the pages asked. */
function fakeList(total: number, options: { shrinkTo?: number } = {}) {
  const asked: { skip: number; limit: number }[] = [];
  const fetchPage = async (page: { skip: number; limit: number }): Promise<ListPage<number>> => {
    asked.push(page);
    const available = options.shrinkTo ?? total;
    const payload = Array.from({ length: Math.max(0, Math.min(page.limit, available - page.skip)) }, (_, i) => {
      return page.skip + i;
    });
    return { payload, pagination: { total } };
  };
  return { asked, fetchPage };
}

describe("fetching every row of the filter", () => {
  it("reads page after page until the total", async () => {
    const list = fakeList(250);
    const result = await fetchAllRows(list.fetchPage);
    expect(list.asked).toEqual([
      { skip: 0, limit: 100 },
      { skip: 100, limit: 100 },
      { skip: 200, limit: 100 },
    ]);
    expect(result.rows).toHaveLength(250);
    expect(result.rows[249]).toBe(249);
    expect(result.truncated).toBe(false);
  });

  it("stops at the row cap and says the export was cut", async () => {
    const list = fakeList(1000);
    const result = await fetchAllRows(list.fetchPage, { pageSize: 100, maxRows: 250 });
    expect(list.asked.at(-1)).toEqual({ skip: 200, limit: 50 });
    expect(result.rows).toHaveLength(250);
    expect(result).toMatchObject({ total: 1000, truncated: true });
  });

  it("stops at a short page when rows vanish while it reads", async () => {
    const list = fakeList(300, { shrinkTo: 150 });
    const result = await fetchAllRows(list.fetchPage);
    expect(list.asked).toHaveLength(2);
    expect(result.rows).toHaveLength(150);
  });

  it("asks one page of an empty list", async () => {
    const list = fakeList(0);
    expect((await fetchAllRows(list.fetchPage)).rows).toEqual([]);
    expect(list.asked).toHaveLength(1);
  });
});

describe("file name", () => {
  it("carries the São Paulo day of the export", () => {
    // 02:30 UTC on the 29th is still the 28th in São Paulo.
    expect(csvFileName("usuarios", new Date("2026-11-29T02:30:00Z"))).toBe("usuarios-2026-11-28.csv");
  });
});
