import { isWithinWindow } from "../distribution/rotation";
import type { OpeningHours } from "./stand-rows";

/** The stand's opening hours as stored (jsonb), defensively read. */
export function openingHoursOf(value: unknown): OpeningHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (h): h is OpeningHours =>
      !!h &&
      typeof h === "object" &&
      typeof (h as OpeningHours).weekday === "number" &&
      typeof (h as OpeningHours).opens_at === "string" &&
      typeof (h as OpeningHours).closes_at === "string",
  );
}

/** Inside one of the opening windows at this instant (America/Sao_Paulo, the roulette's clock). */
export function isOpenAt(hours: readonly OpeningHours[], at: Date): boolean {
  return hours.some((h) => isWithinWindow({ weekdays: [h.weekday], startsAt: h.opens_at, endsAt: h.closes_at }, at));
}
