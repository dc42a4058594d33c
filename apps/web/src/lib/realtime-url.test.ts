import { describe, expect, it } from "vitest";
import { reconnectDelay, websocketUrl } from "./realtime-url";

describe("websocketUrl", () => {
  it("uses ws/wss on the API host", () => {
    expect(websocketUrl("http://localhost:3333")).toBe("ws://localhost:3333/ws");
    expect(websocketUrl("https://api.example.com/v1")).toBe("wss://api.example.com/ws");
  });
  it("carries the single-use ticket when given, and nothing else of the API URL's query", () => {
    expect(websocketUrl("https://api.example.com/v1?x=1", undefined, "abc_DEF-123")).toBe(
      "wss://api.example.com/ws?ticket=abc_DEF-123",
    );
  });
  it("resolves a relative API URL against the page origin", () => {
    expect(websocketUrl("/api", "https://portal.example.com")).toBe("wss://portal.example.com/ws");
  });
});

describe("reconnectDelay", () => {
  it("doubles from 1 s and caps at 30 s (plus jitter)", () => {
    expect(reconnectDelay(0, 0)).toBe(1000);
    expect(reconnectDelay(1, 0)).toBe(2000);
    expect(reconnectDelay(3, 0)).toBe(8000);
    expect(reconnectDelay(10, 0)).toBe(30_000);
    expect(reconnectDelay(10, 1)).toBe(36_000);
  });
});

describe("websocket URL and backoff (formerly the mirror's copy)", () => {
  it("derives ws(s)://host/ws from the API base URL", () => {
    expect(websocketUrl("http://localhost:3000")).toBe("ws://localhost:3000/ws");
    expect(websocketUrl("https://api.example.com/v1?x=1")).toBe("wss://api.example.com/ws");
    expect(websocketUrl("/api", "https://portal.example.com")).toBe("wss://portal.example.com/ws");
  });
  it("backs off 1 s, 2 s, 4 s ... up to 30 s with at most 20 % jitter", () => {
    expect(reconnectDelay(0, 0)).toBe(1000);
    expect(reconnectDelay(2, 0)).toBe(4000);
    expect(reconnectDelay(10, 0)).toBe(30_000);
    expect(reconnectDelay(10, 1)).toBe(36_000);
  });
});
