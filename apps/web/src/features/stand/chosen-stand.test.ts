import { describe, expect, it } from "vitest";
import { chosenStandKey, clearChosenStand, parseChosenStand, readChosenStand, saveChosenStand } from "./chosen-stand";

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("the stand chosen on this device", () => {
  it("is remembered per user and read back", () => {
    const store = memoryStore();
    saveChosenStand("user-1", { enterprise_id: "e-1", name: "Residencial Aurora" }, store);
    expect(readChosenStand("user-1", store)).toEqual({ enterprise_id: "e-1", name: "Residencial Aurora" });
    expect(readChosenStand("user-2", store)).toBeNull();
    expect(store.data.get(chosenStandKey("user-1"))).toBe('{"enterprise_id":"e-1","name":"Residencial Aurora"}');
  });

  it("returns the same object while nothing changed (React's external store needs it)", () => {
    const store = memoryStore();
    saveChosenStand("user-3", { enterprise_id: "e-1", name: "A" }, store);
    expect(readChosenStand("user-3", store)).toBe(readChosenStand("user-3", store));
    saveChosenStand("user-3", { enterprise_id: "e-2", name: "B" }, store);
    expect(readChosenStand("user-3", store)?.enterprise_id).toBe("e-2");
  });

  it("forgets the choice and treats unreadable storage as no choice", () => {
    const store = memoryStore();
    saveChosenStand("user-4", { enterprise_id: "e-1", name: "A" }, store);
    clearChosenStand("user-4", store);
    expect(readChosenStand("user-4", store)).toBeNull();
    expect(parseChosenStand("{not json")).toBeNull();
    expect(parseChosenStand('{"enterprise_id":""}')).toBeNull();
    expect(parseChosenStand(null)).toBeNull();
  });
});
