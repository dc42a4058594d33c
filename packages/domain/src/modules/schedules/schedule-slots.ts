import { SLOT_MS } from "@portal/contracts/schedules";

/** The 30-minute slots [startsAt, endsAt) covers (both on the grid): one row each in schedule_slots. */
export function slotsBetween(startsAt: Date, endsAt: Date): Date[] {
  const slots: Date[] = [];
  for (let t = startsAt.getTime(); t < endsAt.getTime(); t += SLOT_MS) slots.push(new Date(t));
  return slots;
}
