import { BUSINESS_TIME_ZONE, startOfBusinessDay as startOfCalendarDay } from "../leads/lead-dates";

/** The calendar day (YYYY-MM-DD) of an instant in the business time zone. */
const ymd = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The instant the calendar day of `at` began in America/Sao_Paulo (daily limits count from here). */
export function startOfBusinessDay(at: Date): Date {
  const [year, month, day] = ymd.format(at).split("-").map(Number) as [number, number, number];
  return startOfCalendarDay(year, month, day);
}
