import { describe, expect, it } from "vitest";
import { messageBody, payloadTime, phoneCandidates } from "./whatsapp-payload";

describe("phoneCandidates (the Brazilian ninth digit)", () => {
  it("matches a 13-digit mobile with and without its 9, and a 12-digit one with a 9 added", () => {
    expect(phoneCandidates("5511987654321")).toEqual(["5511987654321", "551187654321"]);
    expect(phoneCandidates("551187654321")).toEqual(["551187654321", "5511987654321"]);
  });

  it("leaves landlines (first digit 2-5) and foreign numbers alone", () => {
    expect(phoneCandidates("551132345678")).toEqual(["551132345678"]);
    expect(phoneCandidates("14155550123")).toEqual(["14155550123"]);
  });
});

describe("payload fields", () => {
  it("reads unix seconds and nothing else as a time", () => {
    expect(payloadTime("1764400000")).toEqual(new Date(1764400000 * 1000));
    expect(payloadTime("ontem")).toBeNull();
    expect(payloadTime(undefined)).toBeNull();
  });

  it("takes the body from text, a caption or a button title", () => {
    expect(messageBody({ id: "w", from: "1", type: "text", text: { body: "Oi" } })).toBe("Oi");
    expect(messageBody({ id: "w", from: "1", type: "image", image: { id: "m", caption: "Planta" } })).toBe("Planta");
    expect(
      messageBody({ id: "w", from: "1", type: "interactive", interactive: { button_reply: { title: "Sim" } } }),
    ).toBe("Sim");
    expect(messageBody({ id: "w", from: "1", type: "audio", audio: { id: "m" } })).toBeNull();
  });
});
