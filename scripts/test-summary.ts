// Adds up the vitest JSON reports of every package and prints one plain closing line, after a table of how long each
// stage of scripts/test.sh took (its TEST_STAGES_FILE) and each package's tests within it (from the reports).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dirs = ["apps", "packages"].flatMap((d) => readdirSync(path.join(root, d)).map((p) => path.join(root, d, p)));
dirs.push(path.join(root, "e2e"));

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numFailedTestSuites?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  startTime?: number;
  testResults?: {
    name?: string;
    endTime?: number;
    status?: string;
    message?: string;
    assertionResults?: { title?: string; fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

/** The first line of a failure, without colour codes, short enough for a CI log's tail. */
const firstLine = (text: string | undefined) =>
  (text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? "";

const seconds = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, "0")}s` : `${Math.round(s)}s`;

/** From the run's start to its last file's end: the package's wall time as its report saw it. */
function reportSeconds(r: VitestReport): number | null {
  const ends = (r.testResults ?? []).map((t) => t.endTime ?? 0);
  if (!r.startTime || ends.length === 0) return null;
  return Math.max(0, (Math.max(...ends) - r.startTime) / 1000);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const missing: string[] = [];
const packageTimes: [string, number][] = [];
const failures: string[] = [];
for (const dir of dirs) {
  if (!existsSync(path.join(dir, "package.json"))) continue;
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  if (!pkg.scripts?.test) continue;
  const file = path.join(dir, ".test-results", "vitest.json");
  if (!existsSync(file)) {
    missing.push(pkg.name);
    continue;
  }
  const r: VitestReport = JSON.parse(readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name ?? "?");
    const bad = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of bad)
      failures.push(`${where} > ${a.fullName ?? a.title}\n      ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed outside its tests (import error, a hook): its own message.
    if (file.status === "failed" && bad.length === 0) failures.push(`${where}\n      ${firstLine(file.message)}`);
  }
  const took = reportSeconds(r);
  if (took !== null) packageTimes.push([pkg.name, took]);
  console.log(`  ${pkg.name.padEnd(22)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
if (missing.length) console.log(`  no report (did not run or crashed): ${missing.join(", ")}`);

const stagesFile = process.env.TEST_STAGES_FILE;
if (stagesFile && existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t") as [string, string]);
  console.log("wall time:");
  for (const [name, secs] of stages) {
    if (name === "total") continue;
    console.log(`  ${name.padEnd(24)} ${seconds(Number(secs)).padStart(7)}`);
    // Each package's own test run within the turbo stage (turbo runs them one after the other).
    if (name === "unit + integration") {
      for (const [pkg, took] of packageTimes.filter(([pkg]) => pkg !== "@portal/e2e")) {
        console.log(`    ${pkg.padEnd(22)} ${seconds(took).padStart(5)}`);
      }
    }
  }
  const total = stages.find(([name]) => name === "total");
  if (total) console.log(`  ${"total".padEnd(24)} ${seconds(Number(total[1])).padStart(7)}`);
}

// Last, so that the tail of a CI log names what failed.
if (failures.length) {
  console.log("failed:");
  for (const f of failures.slice(0, 30)) console.log(`  ${f}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}

const total = failed + missing.length;
console.log(`tests: ${passed} passed, ${total} failed, ${skipped} skipped`);
process.exit(total > 0 ? 1 : 0);
