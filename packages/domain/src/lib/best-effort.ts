/** What best-effort work logs to: the app's logger (pino) or anything with `warn`. */
export interface WarnLog {
  warn(obj: object, msg: string): void;
}

/**
 * A catch handler for work whose failure must not fail the caller (orphaned-file cleanup, realtime nudges,
 * triggers a sweep retries): logs the error at warn with what was attempted, then resolves. Use it instead of a
 * silent `.catch(() => undefined)`, e.g. `await storage.delete(key).catch(logBestEffort(this.log, "...", { key }))`.
 */
export function logBestEffort(log: WarnLog | undefined, what: string, context: object = {}) {
  return (err: unknown): undefined => {
    log?.warn({ err, ...context }, `best effort failed: ${what}`);
    return undefined;
  };
}

/**
 * Marks a promise that is awaited later (started early to overlap with other work) as handled, so Node does not
 * report it unhandled in between. Its rejection is not swallowed: the later `await` throws it.
 */
export function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
