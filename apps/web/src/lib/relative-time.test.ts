import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-11-20T15:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relative times", () => {
  it("says 'agora mesmo' under 45 seconds", () => {
    expect(formatRelativeTime(ago(10), now)).toBe("agora mesmo");
    expect(formatRelativeTime(ago(-20), now)).toBe("agora mesmo");
  });

  it("reads past times in pt-BR, floored to the largest unit", () => {
    expect(formatRelativeTime(ago(5 * 60), now)).toBe("há 5 minutos");
    expect(formatRelativeTime(ago(60), now)).toBe("há 1 minuto");
    expect(formatRelativeTime(ago(119), now)).toBe("há 1 minuto");
    expect(formatRelativeTime(ago(2 * 3600 + 59 * 60), now)).toBe("há 2 horas");
    expect(formatRelativeTime(ago(86_400), now)).toBe("há 1 dia");
    expect(formatRelativeTime(ago(3 * 86_400), now)).toBe("há 3 dias");
    expect(formatRelativeTime(ago(65 * 86_400), now)).toBe("há 2 meses");
    expect(formatRelativeTime(ago(800 * 86_400), now)).toBe("há 2 anos");
  });

  it("never reads a past instant as the future: a server clock ahead of this device's reads 'agora mesmo'", () => {
    expect(formatRelativeTime(ago(-70), now)).toBe("agora mesmo");
    expect(formatRelativeTime(new Date(now.getTime() + 3 * 3600 * 1000).toISOString(), now)).toBe("agora mesmo");
    expect(formatRelativeTime(ago(3 * 3600).toISOString(), now)).toBe("há 3 horas");
  });

  it("shows a dash for missing or invalid values", () => {
    expect(formatRelativeTime(null, now)).toBe("—");
    expect(formatRelativeTime("não é data", now)).toBe("—");
  });
});
