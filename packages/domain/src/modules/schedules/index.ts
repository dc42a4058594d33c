// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { Page } from "./schedule-queries.service";
export type { RemindOutcome } from "./schedule-reminders.service";
export type { ScheduleCellRecord, ScheduleRecord } from "./schedules-rows";
export type { SchedulesServices } from "./schedules-services";
export { buildSchedulesServices } from "./schedules-services";
