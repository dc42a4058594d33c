import { SCHEDULE_MSG, type Shift } from "@portal/contracts/availability-schedules";
import { AppError, fieldError } from "../../lib/app-error";

/** Named errors of the availability schedules (decision 052); texts from the contracts' SCHEDULE_MSG. */
export const scheduleStandNotFound = () => new AppError("NOT_FOUND", SCHEDULE_MSG.standNotFound);
export const scheduleForbidden = () => new AppError("FORBIDDEN", SCHEDULE_MSG.forbidden);
export const scheduleEnterpriseRequired = () => fieldError("enterprise_id", SCHEDULE_MSG.enterpriseRequired);
export const scheduleNotSpecialist = (field: string) => fieldError(field, SCHEDULE_MSG.notSpecialist);
export const scheduleElsewhere = (specialist: string, stand: string, day: string, shift: Shift) =>
  new AppError("CONFLICT", SCHEDULE_MSG.alreadyElsewhere(specialist, stand, day, shift));
export const scheduleConflict = () => new AppError("CONFLICT", SCHEDULE_MSG.conflict);
export const scheduleChangedMeanwhile = () => new AppError("CONFLICT", SCHEDULE_MSG.changedMeanwhile);
export const scheduleSlotNotFound = () => new AppError("NOT_FOUND", SCHEDULE_MSG.swapNotFound);
export const scheduleImportRejected = (rows: string[]) => new AppError("BAD_REQUEST", rows);
export const scheduleImportNoFile = () => fieldError("file", SCHEDULE_MSG.importNoFile);
export const notScheduledNow = (stand: string) => new AppError("FORBIDDEN", SCHEDULE_MSG.notScheduledNow(stand));
export const overrideNotSpecialist = () => new AppError("CONFLICT", SCHEDULE_MSG.overrideNotSpecialist);
export const scheduleNotYourStand = () => new AppError("FORBIDDEN", SCHEDULE_MSG.notYourStand);
export const notScheduledToday = (stand: string) => new AppError("FORBIDDEN", SCHEDULE_MSG.notScheduledToday(stand));
