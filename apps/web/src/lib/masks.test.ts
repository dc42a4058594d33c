import { describe, expect, it } from "vitest";
import { phoneInputValue } from "./masks";

describe("phoneInputValue", () => {
  it("gives the phone mask a stored E.164 phone as its national text, never the first 11 digits", () => {
    expect(phoneInputValue("5511997937563")).toBe("(11) 99793-7563");
    expect(phoneInputValue("551133334444")).toBe("(11) 3333-4444");
  });
  it("passes typed and partly typed text through unchanged", () => {
    expect(phoneInputValue("(11) 99793-7563")).toBe("(11) 99793-7563");
    expect(phoneInputValue("(11) 9979")).toBe("(11) 9979");
    expect(phoneInputValue(undefined)).toBe("");
  });
});
