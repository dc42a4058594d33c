import { type Logger, pino } from "pino";

export type { Logger };

/** JSON lines on stdout; the platform (docker, systemd) collects them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "worker" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
