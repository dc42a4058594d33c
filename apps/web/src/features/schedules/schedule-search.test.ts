import { describe, expect, it } from "vitest";
import { scheduleSearchSchema } from "./schedule-search";

describe("the agenda's URL", () => {
  it("keeps a real day and drops one that does not exist (the page falls back to today instead of crashing)", () => {
    expect(scheduleSearchSchema.parse({ day: "2026-11-27" }).day).toBe("2026-11-27");
    expect(scheduleSearchSchema.parse({ day: "2026-13-40" }).day).toBeUndefined();
    expect(scheduleSearchSchema.parse({ day: "2026-02-31" }).day).toBeUndefined();
  });
});
