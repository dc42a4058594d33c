import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const MAIN = path.resolve(import.meta.dirname, "../main.ts");

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the process printed (pino JSON lines), for failure messages. */
  output(): string;
  /** Resolves once the worker logged "worker started" (queues ready, schedules synced). */
  started: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real worker (src/main.ts through tsx) in a child process, with its own database and BullMQ prefix. */
export function spawnWorker(env: {
  DATABASE_URL: string;
  QUEUE_PREFIX: string;
  REDIS_PREFIX?: string;
  WORKER_CONCURRENCY?: string;
}): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      MAIL_DIR: path.join(os.tmpdir(), "portal-worker-process-mail"),
      REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"msg":"worker started"')) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`worker exited (${code ?? signal}) before starting:\n${out}`)),
    );
  });
  started.catch(() => undefined); // awaited by the caller (which sees the rejection); only marks it handled meanwhile
  return { child, output: () => out, started, exited };
}
