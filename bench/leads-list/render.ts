/** Re-renders the markdown of a results JSON (after a change to the report layout): tsx leads-list/render.ts FILE.json */
import { readFile, writeFile } from "node:fs/promises";
import { type ComboResult, type ReportMeta, renderMarkdown } from "./report";

const file = process.argv[2];
if (!file?.endsWith(".json")) {
  console.error("usage: tsx leads-list/render.ts bench/results/leads-list-<date>.json");
  process.exit(1);
}
const { meta, results } = JSON.parse(await readFile(file, "utf8")) as { meta: ReportMeta; results: ComboResult[] };
await writeFile(file.replace(/\.json$/, ".md"), renderMarkdown(meta, results));
console.log(`wrote ${file.replace(/\.json$/, ".md")}`);
