import { rm, writeFile } from "node:fs/promises";
import type { Logger } from "./logger.ts";

/**
 * The worker has no HTTP port, so container healthchecks look at this file's age instead: it is
 * rewritten every `everyMs` while the worker is healthy and goes stale (or disappears) otherwise.
 */
export function startHeartbeat(
  file: string,
  isHealthy: () => boolean,
  logger: Logger,
  everyMs = 10_000,
): { stop(): Promise<void> } {
  const beat = async () => {
    if (!isHealthy()) return;
    await writeFile(file, `${new Date().toISOString()}\n`).catch((err) =>
      logger.warn({ err, file }, "could not write heartbeat file"),
    );
  };
  void beat();
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await rm(file, { force: true });
    },
  };
}
