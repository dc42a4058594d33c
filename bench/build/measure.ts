/**
 * One start of a server process, measured: cold start (API: until GET /health answers 200; worker: until it logs
 * "worker started"), CPU until ready, RSS of the process tree at ready and after an idle time, SIGTERM to exit;
 * and the medians of several rounds.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** RSS in bytes of a process and all its descendants (tsx runs an esbuild service beside Node). */
async function treeRss(pid: number): Promise<number> {
  let total = 0;
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (kb) total += Number(kb) * 1024;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ").filter(Boolean)) total += await treeRss(Number(child));
  }
  return total;
}

/** CPU time (user + system, ms) of a process and its live descendants, from /proc (10 ms ticks). */
async function treeCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, and cutime 16,
  // cstime 17 (children that have exited and been waited for).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  let total = [11, 12, 13, 14].reduce((sum, i) => sum + (Number(fields[i]) || 0), 0) * 10;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ").filter(Boolean)) total += await treeCpuMs(Number(child));
  }
  return total;
}

function healthOk(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/health", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
    });
    req.on("error", () => resolve(false));
  });
}

export interface Sample {
  variant: string;
  startMs: number;
  /** CPU the process tree used until ready: moves far less with the machine's load than the wall time. */
  cpuMs: number;
  rssReadyMb: number;
  rssSettledMb: number;
  stopMs: number;
}

export const mbOf = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function stop(child: ChildProcess): Promise<number> {
  const t0 = performance.now();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
  return Math.round(performance.now() - t0);
}

export interface Launch {
  variant: string;
  kind: "api" | "worker";
  cwd: string;
  args: string[];
}

export async function measure(launch: Launch, env: NodeJS.ProcessEnv, settleMs: number): Promise<Sample> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, launch.args, {
    cwd: launch.cwd,
    env: { ...env, API_PORT: String(port), API_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exitedEarly = false;
  child.once("exit", () => {
    exitedEarly = true;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (launch.kind === "worker" && output.includes('"msg":"worker started"')) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${launch.variant} exited (${code}) before ready:\n${output}`)));
  });
  ready.catch(() => undefined); // awaited below where it matters; an exit after the start is the SIGTERM
  if (launch.kind === "api") {
    while (!(await healthOk(port))) {
      if (exitedEarly) await ready; // throws with the output
      await new Promise((r) => setTimeout(r, 10));
    }
  } else {
    await ready;
  }
  const startMs = Math.round(performance.now() - t0);
  const cpuMs = await treeCpuMs(child.pid!);
  const rssReady = await treeRss(child.pid!);
  await new Promise((r) => setTimeout(r, settleMs));
  const rssSettled = await treeRss(child.pid!);
  const stopMs = await stop(child);
  return {
    variant: launch.variant,
    startMs,
    cpuMs,
    rssReadyMb: mbOf(rssReady),
    rssSettledMb: mbOf(rssSettled),
    stopMs,
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round(((s[mid - 1]! + s[mid]!) / 2) * 10) / 10;
}

export interface Summary {
  variant: string;
  runs: number;
  startMedianMs: number;
  startMinMs: number;
  startMaxMs: number;
  cpuMedianMs: number;
  rssReadyMedianMb: number;
  rssSettledMedianMb: number;
  stopMedianMs: number;
}

export function summarise(samples: Sample[], variant: string): Summary {
  const mine = samples.filter((s) => s.variant === variant);
  const starts = mine.map((s) => s.startMs);
  return {
    variant,
    runs: mine.length,
    startMedianMs: median(starts),
    startMinMs: Math.min(...starts),
    startMaxMs: Math.max(...starts),
    cpuMedianMs: median(mine.map((s) => s.cpuMs)),
    rssReadyMedianMb: median(mine.map((s) => s.rssReadyMb)),
    rssSettledMedianMb: median(mine.map((s) => s.rssSettledMb)),
    stopMedianMs: median(mine.map((s) => s.stopMs)),
  };
}
