import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRouteProgress, PROGRESS_STOP_DELAY_MS } from "./route-progress";

function fakeBar() {
  const calls: string[] = [];
  return {
    calls,
    bar: {
      reset: () => calls.push("reset"),
      set: (v: number) => calls.push(`set:${v}`),
      start: () => calls.push("start"),
      complete: () => calls.push("complete"),
    },
  };
}

describe("createRouteProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts at 30% and completes 200 ms after the route resolves", () => {
    const { calls, bar } = fakeBar();
    const progress = createRouteProgress(bar);
    progress.begin();
    expect(calls).toEqual(["reset", "set:30", "start"]);
    progress.end();
    vi.advanceTimersByTime(PROGRESS_STOP_DELAY_MS - 1);
    expect(calls).not.toContain("complete");
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe("complete");
  });

  it("keeps running when a new navigation starts during the stop delay", () => {
    const { calls, bar } = fakeBar();
    const progress = createRouteProgress(bar);
    progress.begin();
    progress.end();
    vi.advanceTimersByTime(100);
    progress.begin();
    vi.advanceTimersByTime(500);
    expect(calls.filter((c) => c === "complete")).toHaveLength(0);
    expect(calls.filter((c) => c === "start")).toHaveLength(1);
    progress.end();
    vi.advanceTimersByTime(PROGRESS_STOP_DELAY_MS);
    expect(calls.filter((c) => c === "complete")).toHaveLength(1);
  });

  it("ignores an end without a begin", () => {
    const { calls, bar } = fakeBar();
    createRouteProgress(bar).end();
    vi.runAllTimers();
    expect(calls).toEqual([]);
  });
});
