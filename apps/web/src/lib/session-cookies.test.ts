import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookies";
import { decodeSession, encodeSession, ROLES_COOKIE, type Session, toSession, USER_COOKIE } from "./session-cookies";

const session: Session = {
  user: {
    _id: "u1",
    full_name: "Ana Souza",
    email: "ana@demo.local",
    read_only: false,
    is_registration_complete: true,
  },
  roles: ["GERAL_ADMIN", "MARKETING"],
};

describe("session cookies", () => {
  it("round-trips through serialized cookies", () => {
    const values = encodeSession(session);
    const header = Object.entries(values)
      .map(([name, value]) => serializeCookie(name, value, { maxAgeSeconds: 172800 }).split(";")[0])
      .join("; ");
    expect(decodeSession(parseCookies(header))).toEqual(session);
  });

  it("writes the spec's 2-day life and encodes unsafe characters", () => {
    const text = serializeCookie(USER_COOKIE, '{"full_name":"João; Silva"}', { maxAgeSeconds: 172800, secure: true });
    expect(text).toContain("Max-Age=172800");
    expect(text).toContain("Path=/");
    expect(text).toContain("SameSite=Lax");
    expect(text).toContain("Secure");
    expect(text.split(";")[0]).not.toContain(" Silva");
  });

  it("expires a cookie with Max-Age=0", () => {
    expect(serializeCookie(ROLES_COOKIE, "", { maxAgeSeconds: 0 })).toContain("Max-Age=0");
  });

  it("treats missing or malformed parts as no session", () => {
    const values = encodeSession(session);
    expect(decodeSession({ [ROLES_COOKIE]: values[ROLES_COOKIE] })).toBeNull();
    expect(decodeSession({ ...values, [USER_COOKIE]: "{not json" })).toBeNull();
    expect(decodeSession({ ...values, [USER_COOKIE]: JSON.stringify({ _id: "u1" }) })).toBeNull();
    expect(decodeSession({ ...values, [ROLES_COOKIE]: "" })).toBeNull();
  });

  it("keeps only the basic fields of a login answer (never the token)", () => {
    const fromLogin = toSession({ ...session.user, roles: session.roles, authorization: "secret-token" } as never);
    expect(JSON.stringify(encodeSession(fromLogin))).not.toContain("secret-token");
    expect(fromLogin).toEqual(session);
  });

  it("parses the first value of a repeated cookie and tolerates bad escapes", () => {
    expect(parseCookies("a=1; a=2; b=%E0%A4%A; c")).toEqual({ a: "1", b: "%E0%A4%A" });
  });
});
