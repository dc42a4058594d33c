/**
 * One XLSX writer in a process of its own (so its memory is its own): `--writer=exceljs` (exceljs 4.4.0's streaming
 * WorkbookWriter) or `--writer=portal` (packages/domain/src/lib/export/xlsx-export.ts), `--rows=N` lead-shaped rows
 * (15 columns: text, dates, booleans, as the leads export), into a sink that takes `--sink-mbps` MB/s (0: as fast as
 * it can). Prints one JSON line: time until the writer finished producing, until the sink had every byte, bytes,
 * peak RSS and heap growth over the start, and the most bytes the writer had handed over that the sink had not yet
 * taken (what backpressure bounds).
 */
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { LEAD_EXPORT_COLUMNS } from "@portal/contracts/lead-exports";
import type { LeadListItemDto } from "@portal/contracts/leads";
import type { ExportRows } from "@portal/domain/export/export-rows";
import { xlsxExport } from "@portal/domain/export/xlsx-export";
import ExcelJS from "exceljs";

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const writer = arg("writer", "portal");
const rows = Number(arg("rows", "100000"));
const mbps = Number(arg("sink-mbps", "0"));
const BATCH = 2000;

function lead(i: number): LeadListItemDto {
  const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  return {
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    full_name: `Cliente Número ${i} da Silva Figueiredo`,
    phone: `55119${String(i).padStart(8, "0")}`,
    email: i % 2 ? `cliente.${i}@exemplo.com.br` : null,
    source: "SITE",
    origin_type: null,
    marketing_source: null,
    nature: "ONLINE",
    enterprise_id: "e",
    enterprise: { _id: "e", name: "Residencial Jardim das Acácias" },
    owner_id: "o",
    owner: { _id: "o", full_name: "Especialista Exemplo" },
    status: "TALKING",
    status_profile: "SCHEDULED_VISIT",
    interest_level: "HIGH",
    city: "Campinas",
    profile: "ADHERENT",
    is_client: i % 3 === 0,
    favorite: false,
    excluded: false,
    sales_team_id: null,
    roulette_id: null,
    days_to_go_to_base: null,
    archive_reason: null,
    discard_reason: null,
    in_attendance: false,
    attendance_started_at: null,
    last_interest_at: at,
    last_activity_at: at,
    has_partner: false,
    createdAt: at,
    updatedAt: at,
  } as LeadListItemDto;
}

const start = process.memoryUsage();
let peakRss = start.rss;
let peakHeap = start.heapUsed;
/** Live heap: after a full collection (run with --expose-gc), so garbage not yet collected does not count. */
const gc = (globalThis as { gc?: () => void }).gc;
let peakLive = 0;
let ticks = 0;
const sampler = setInterval(() => {
  if (gc && ++ticks % 25 === 0) {
    gc();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed - start.heapUsed);
  }
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 10);

let handed = 0; // bytes given to the sink's write()
let taken = 0; // bytes the sink has finished with
let maxAhead = 0;
const sink = new Writable({
  highWaterMark: 64 * 1024,
  write(chunk: Buffer, _enc, done) {
    const delay = mbps > 0 ? (chunk.length / (mbps * 1024 * 1024)) * 1000 : 0;
    const finish = () => {
      taken += chunk.length;
      done();
    };
    if (delay >= 1) setTimeout(finish, delay);
    else setImmediate(finish);
  },
});
const origWrite = sink.write.bind(sink);
sink.write = ((chunk: Buffer, ...rest: unknown[]) => {
  handed += chunk.length;
  maxAhead = Math.max(maxAhead, handed - taken);
  return (origWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
}) as typeof sink.write;

const t0 = performance.now();
let produced = 0;
if (writer === "exceljs") {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet("Leads");
  ws.columns = LEAD_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  for (let i = 0; i < rows; i++) {
    const l = lead(i);
    ws.addRow(LEAD_EXPORT_COLUMNS.map((c) => c.value(l) ?? null)).commit();
  }
  ws.commit();
  await wb.commit();
  produced = performance.now() - t0;
  if (!sink.writableFinished) await new Promise((r) => sink.once("finish", r));
} else {
  const source: ExportRows<LeadListItemDto> = {
    total: rows,
    close: async () => {
      produced = performance.now() - t0;
    },
    batches: (async function* () {
      for (let i = 0; i < rows; i += BATCH) {
        yield Array.from({ length: Math.min(BATCH, rows - i) }, (_, k) => lead(i + k));
      }
    })(),
  };
  await pipeline(xlsxExport(LEAD_EXPORT_COLUMNS, source, { sheet: "Leads" }), sink);
}
const done = performance.now() - t0;
clearInterval(sampler);
console.log(
  JSON.stringify({
    writer,
    rows,
    sinkMbps: mbps,
    producedMs: Math.round(produced),
    doneMs: Math.round(done),
    bytes: taken,
    peakRssGrowthMb: +((peakRss - start.rss) / 1048576).toFixed(1),
    peakHeapGrowthMb: +((peakHeap - start.heapUsed) / 1048576).toFixed(1),
    maxAheadMb: +(maxAhead / 1048576).toFixed(2),
    peakLiveHeapGrowthMb: gc ? +(peakLive / 1048576).toFixed(1) : null,
  }),
);
