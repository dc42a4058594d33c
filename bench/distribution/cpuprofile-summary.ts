/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by file/package, top N.
 * Usage: tsx distribution/cpuprofile-summary.ts /tmp/prof/CPU.*.cpuprofile [--top=30]
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file) throw new Error("usage: cpuprofile-summary.ts FILE.cpuprofile");
const top = Number(process.argv.find((a) => a.startsWith("--top="))?.split("=")[1] ?? 30);
const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
p.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
});

function place(url: string): string {
  if (!url) return "(native/vm)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    return `npm:${rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (url.startsWith("node:")) return url;
  const m = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : url;
}

const byFn = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const n = byId.get(id) as Node;
  const name = n.callFrame.functionName || "(anonymous)";
  total += us;
  if (name === "(idle)") {
    idle += us;
    continue;
  }
  const where = place(n.callFrame.url);
  const key = `${name} ${where}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ""}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  byPlace.set(where, (byPlace.get(where) ?? 0) + us);
}
const busy = total - idle;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
console.log(
  `profile ${((p.endTime - p.startTime) / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`,
);
console.log("\nself time by file / package:");
for (const [k, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms(us)} ms ${pct(us)}  ${k}`);
console.log("\nself time by function:");
for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)} ms ${pct(us)}  ${k}`);
