import { describe, expect, it } from "vitest";
import { statusBadge, toggleValue } from "./availability";

describe("toggleValue", () => {
  it("selects only the self-settable statuses", () => {
    expect(toggleValue("AVAILABLE")).toBe("AVAILABLE");
    expect(toggleValue("IN_PAUSE")).toBe("IN_PAUSE");
    expect(toggleValue("OFFLINE")).toBe("");
    expect(toggleValue(undefined)).toBe("");
  });
});

describe("statusBadge", () => {
  it("names the statuses the toggle cannot show, so a specialist knows why no lead arrives", () => {
    expect(statusBadge("IN_ATTENDANCE")?.label).toBe("Em atendimento");
    expect(statusBadge("OFFLINE")?.label).toBe("Offline");
    expect(statusBadge("AVAILABLE")).toBeNull();
    expect(statusBadge("IN_PAUSE")).toBeNull();
    expect(statusBadge(undefined)).toBeNull();
  });
});
