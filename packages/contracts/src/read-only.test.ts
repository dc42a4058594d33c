import { describe, expect, it } from "vitest";
import { isAllowedForReadOnly, READ_ONLY_ALLOWED_WRITES } from "./read-only";

describe("isAllowedForReadOnly", () => {
  it("lets every read method through", () => {
    for (const m of ["GET", "HEAD", "OPTIONS", "get"]) expect(isAllowedForReadOnly(m, "/admin/users")).toBe(true);
  });

  it("lets through only the listed writes: own password, avatar, own notifications, logout", () => {
    for (const key of READ_ONLY_ALLOWED_WRITES) {
      const [method, url] = key.split(" ") as [string, string];
      expect(isAllowedForReadOnly(method, url), key).toBe(true);
    }
    expect(isAllowedForReadOnly("put", "/notifications/:id")).toBe(true);
  });

  it("refuses every other write", () => {
    expect(isAllowedForReadOnly("POST", "/admin/users")).toBe(false);
    expect(isAllowedForReadOnly("PUT", "/admin/users/:id")).toBe(false);
    expect(isAllowedForReadOnly("PUT", "/settings/:key")).toBe(false);
    expect(isAllowedForReadOnly("DELETE", "/notifications/:id")).toBe(false);
    expect(isAllowedForReadOnly("PUT", "/notifications/user/:userId")).toBe(false);
    expect(isAllowedForReadOnly("PATCH", "/admin/profile")).toBe(false);
  });
});
