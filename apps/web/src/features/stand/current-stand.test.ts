import { describe, expect, it } from "vitest";
import { currentStandOf } from "./current-stand";

const device = { enterprise_id: "e-device", name: "Residencial Aurora" };
const presence = (kind: "RECEPTION" | "SPECIALIST") => ({
  kind,
  enterprise: { _id: "e-server", name: "Edifício Paulista Prime" },
});

describe("the receptionist's current stand", () => {
  it("is the stand they are checked in at (what the API scopes their register to), not the device's memory", () => {
    expect(currentStandOf(presence("RECEPTION"), device)).toEqual({
      enterprise_id: "e-server",
      name: "Edifício Paulista Prime",
    });
  });

  it("is the device's choice without a reception presence", () => {
    expect(currentStandOf(null, device)).toBe(device);
    expect(currentStandOf(undefined, null)).toBeNull();
    expect(currentStandOf(presence("SPECIALIST"), device)).toBe(device);
  });
});
