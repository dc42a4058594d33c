import path from "node:path";
import { QUEUE_PREFIX } from "@portal/contracts/jobs";
import { z } from "zod";

/** Repository root: relative paths in the environment (MAIL_DIR) are resolved from here, not the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

const envSchema = z.object({
  REDIS_URL: z.string().min(1).default("redis://127.0.0.1:6379"),
  DATABASE_URL: z.string().min(1).default("postgresql://postgres@127.0.0.1:5432/portal"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(1).default("Portal de Vendas <nao-responda@portal.local>"),
  MAIL_DIR: z.string().min(1).default(".data/mail"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  WORKER_HEARTBEAT_FILE: z.string().optional(),
  /** BullMQ key prefix; must match the API's producer. Tests give each worker process its own. */
  QUEUE_PREFIX: z.string().min(1).default(QUEUE_PREFIX),
  /** Prefix of the realtime pub/sub channel (`${REDIS_PREFIX}realtime`); must match the API's redisPrefix. */
  REDIS_PREFIX: z.string().min(1).default("portal:"),
});

export interface WorkerConfig {
  redisUrl: string;
  databaseUrl: string;
  /** Empty: emails are written as .eml files under mailDir instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  concurrency: number;
  /** Rewritten every 10 s while healthy (container healthcheck); unset: no file. */
  heartbeatFile: string | undefined;
  queuePrefix: string;
  redisPrefix: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  // Treat "FOO=" (empty, as in .env.example) like an unset variable.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid worker environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    redisUrl: e.REDIS_URL,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.resolve(REPO_ROOT, e.MAIL_DIR),
    logLevel: e.LOG_LEVEL,
    concurrency: e.WORKER_CONCURRENCY,
    heartbeatFile: e.WORKER_HEARTBEAT_FILE,
    queuePrefix: e.QUEUE_PREFIX,
    redisPrefix: e.REDIS_PREFIX,
  };
}
