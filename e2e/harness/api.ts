/** Direct API calls from the browser tests (set-up and checks that the screens do not show). */
import { expect, inject } from "vitest";
import { DEMO_PASSWORD } from "./browser";

/** Signs a demo user in against the API and returns the session cookie for direct calls. */
export async function apiSession(email: string): Promise<string> {
  const res = await fetch(new URL("/users/login", inject("apiUrl")), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, working_systems: ["SALES"] }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** One JSON call as the cookie's user; fails the test unless the answer has the expected status. */
export async function apiCall<T>(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  expected: number | readonly number[] = 200,
): Promise<T> {
  const res = await fetch(new URL(path, inject("apiUrl")), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ok = typeof expected === "number" ? [expected] : expected;
  expect(ok, `${method} ${path} answered ${res.status}: ${text}`).toContain(res.status);
  return (text ? JSON.parse(text) : null) as T;
}
