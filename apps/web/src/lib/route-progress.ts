/**
 * Drives the top progress bar during route changes (spec 9: start position 0.3, stop delay
 * 200 ms, height 3). Kept free of React and Mantine so the timing can be unit-tested.
 */
export const PROGRESS_START = 0.3;
export const PROGRESS_STOP_DELAY_MS = 200;
export const PROGRESS_HEIGHT = 3;

export interface ProgressBar {
  reset(): void;
  /** 0..100 */
  set(value: number): void;
  start(): void;
  complete(): void;
}

export interface RouteProgress {
  begin(): void;
  end(): void;
}

export function createRouteProgress(
  bar: ProgressBar,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): RouteProgress {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  return {
    begin() {
      if (pending !== undefined) {
        timers.clearTimeout(pending);
        pending = undefined;
      }
      if (running) return;
      running = true;
      bar.reset();
      bar.set(PROGRESS_START * 100);
      bar.start();
    },
    end() {
      if (!running || pending !== undefined) return;
      pending = timers.setTimeout(() => {
        pending = undefined;
        running = false;
        bar.complete();
      }, PROGRESS_STOP_DELAY_MS);
    },
  };
}
