/** Direct API calls from the browser tests (set-up and checks that the screens do not show). */
import { randomInt } from "node:crypto";
import { randomCpf } from "@portal/db/documents";
import { expect, inject } from "vitest";
import { credentials, type Login } from "./browser";

/** Signs a user in against the API and returns the session cookie for direct calls. */
export async function apiSession(user: Login): Promise<string> {
  const res = await fetch(new URL("/users/login", inject("apiUrl")), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...credentials(user), working_systems: ["SALES"] }),
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

/** The lead fields the browser tests read from POST /leads. */
export interface CreatedLead {
  _id: string;
  full_name: string;
  status: string;
  interest_level: string;
  favorite: boolean;
  in_attendance: boolean;
  owner: { full_name: string } | null;
}

/** A fresh lead created by `user` (a specialist creating a lead becomes its owner), with a random mobile phone. */
export async function createLeadAs(user: Login, fullName: string): Promise<CreatedLead> {
  const body = await apiCall<{ duplicate: boolean; lead: CreatedLead }>(
    await apiSession(user),
    "POST",
    "/leads",
    { full_name: fullName, phone: `1199${randomInt(1_000_000, 9_999_999)}`, city: "Campinas", source: "SITE" },
    201,
  );
  expect(body.duplicate).toBe(false);
  return body.lead;
}

/** A partner broker's own client (decision 064): registered by the partner for one enterprise, owned by them. */
export async function createPartnerClientAs(
  user: Login,
  fullName: string,
  enterpriseId: string,
): Promise<{ _id: string; full_name: string }> {
  return apiCall(
    await apiSession(user),
    "POST",
    "/leads/partner-clients",
    {
      full_name: fullName,
      phone: `4899${randomInt(1_000_000, 9_999_999)}`,
      cpf: randomCpf(),
      enterprise_id: enterpriseId,
    },
    201,
  );
}
