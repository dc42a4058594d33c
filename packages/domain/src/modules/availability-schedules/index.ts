// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export type { ScheduleRow, SpecialistRow } from "./availability-schedules.repository";
export { swapShiftsInTx } from "./availability-schedules.service";
export type { AvailabilitySchedulesServices } from "./availability-schedules-services";
export { buildAvailabilitySchedulesServices } from "./availability-schedules-services";
export { dutyKeysAt } from "./schedule-duty";
