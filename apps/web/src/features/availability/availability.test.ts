import { describe, expect, it } from "vitest";
import { toggleValue } from "./availability";

describe("toggleValue", () => {
  it("selects only the self-settable statuses", () => {
    expect(toggleValue("AVAILABLE")).toBe("AVAILABLE");
    expect(toggleValue("IN_PAUSE")).toBe("IN_PAUSE");
    expect(toggleValue("OFFLINE")).toBe("");
    expect(toggleValue(undefined)).toBe("");
  });
});
