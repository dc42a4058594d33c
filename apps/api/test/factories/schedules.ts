/** Appointments for the agenda tests (decision 053): grid-aligned instants and a POST helper. */
import { SLOT_MS } from "@portal/contracts/schedules";
import type { TestContext } from "../helpers";
import type { Staff } from "./leads";

let offset = 0;
/** A fresh slot start on the grid, days ahead, different on every call (tests never collide by accident). */
export function freshSlot(daysAhead = 3): Date {
  offset += 1;
  const base = Math.ceil(Date.now() / SLOT_MS) * SLOT_MS + daysAhead * 86_400_000;
  return new Date(base + offset * 10 * SLOT_MS);
}

export const at = (base: Date, slots: number) => new Date(base.getTime() + slots * SLOT_MS);

export function postSchedule(ctx: TestContext, who: Staff, body: Record<string, unknown>) {
  return ctx.app.inject({ method: "POST", url: "/schedules", headers: who.headers, payload: body });
}

export function putSchedule(ctx: TestContext, who: Staff, path: string, body: Record<string, unknown> = {}) {
  return ctx.app.inject({ method: "PUT", url: `/schedules/${path}`, headers: who.headers, payload: body });
}

export function getSchedules(ctx: TestContext, who: Staff, query: string) {
  return ctx.app.inject({ method: "GET", url: `/schedules${query}`, headers: who.headers });
}
