const TIME_ZONE = "America/Sao_Paulo";
const ymd = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const offset = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

/** The instant the calendar day of `at` began in America/Sao_Paulo (daily limits count from here). */
export function startOfBusinessDay(at: Date): Date {
  const day = ymd.format(at); // 2025-03-05
  const gmt = offset.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT-03:00";
  const suffix = gmt === "GMT" ? "Z" : gmt.replace("GMT", "");
  return new Date(`${day}T00:00:00${suffix}`);
}
