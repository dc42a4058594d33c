// Adds up the vitest JSON reports of every package and prints one plain closing line.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dirs = ["apps", "packages"].flatMap((d) => readdirSync(path.join(root, d)).map((p) => path.join(root, d, p)));
dirs.push(path.join(root, "e2e"));

let passed = 0;
let failed = 0;
let skipped = 0;
const missing: string[] = [];
for (const dir of dirs) {
  if (!existsSync(path.join(dir, "package.json"))) continue;
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  if (!pkg.scripts?.test) continue;
  const file = path.join(dir, ".test-results", "vitest.json");
  if (!existsSync(file)) {
    missing.push(pkg.name);
    continue;
  }
  const r = JSON.parse(readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`  ${pkg.name.padEnd(22)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
if (missing.length) console.log(`  no report (did not run or crashed): ${missing.join(", ")}`);
const total = failed + missing.length;
console.log(`tests: ${passed} passed, ${total} failed, ${skipped} skipped`);
process.exit(total > 0 ? 1 : 0);
