import path from "node:path";
import { parseEnv, type SharedConfig, sharedConfig, sharedEnvSchema } from "@portal/domain/runtime-config";
import { z } from "zod";

/** Repository root: relative paths in the environment (MAIL_DIR) are resolved from here, not the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

/** The variables shared with the API (connections, prefixes and what buildDomain needs), then the worker's own. */
const envSchema = sharedEnvSchema.extend({
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(1).default("Portal de Vendas <nao-responda@portal.local>"),
  MAIL_DIR: z.string().min(1).default(".data/mail"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  WORKER_HEARTBEAT_FILE: z.string().optional(),
});

export interface WorkerConfig extends SharedConfig {
  /** Empty: emails are written as .eml files under mailDir instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  concurrency: number;
  /** Rewritten every 10 s while healthy (container healthcheck); unset: no file. */
  heartbeatFile: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const e = parseEnv(envSchema, env, "worker");
  return {
    ...sharedConfig(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.resolve(REPO_ROOT, e.MAIL_DIR),
    concurrency: e.WORKER_CONCURRENCY,
    heartbeatFile: e.WORKER_HEARTBEAT_FILE,
  };
}
