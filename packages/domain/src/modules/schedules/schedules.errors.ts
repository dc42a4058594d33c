import { formatDate } from "@portal/contracts/dates";
import { SCHEDULE_MSG } from "@portal/contracts/schedules";
import { AppError, fieldError } from "../../lib/app-error";

/** The agenda's named domain errors; the pt-BR texts live in the contracts' SCHEDULE_MSG (decision 053). */
export const scheduleNotFound = () => new AppError("NOT_FOUND", SCHEDULE_MSG.notFound);
export const scheduleSlotTaken = () => new AppError("CONFLICT", SCHEDULE_MSG.slotTaken);
export const scheduleNotScheduled = () => new AppError("CONFLICT", SCHEDULE_MSG.notScheduled);
export const scheduleForbidden = () => new AppError("FORBIDDEN", SCHEDULE_MSG.forbidden);
export const scheduleSpecialistOutOfScope = () => fieldError("specialist_id", SCHEDULE_MSG.specialistOutOfScope);
export const scheduleSpecialistInvalid = () => fieldError("specialist_id", SCHEDULE_MSG.specialistInvalid);
export const scheduleLeadInvalid = () => fieldError("lead_id", SCHEDULE_MSG.leadInvalid);
export const scheduleEnterpriseRequired = () => fieldError("enterprise_id", SCHEDULE_MSG.enterpriseRequired);
export const scheduleEnterpriseInvalid = () => fieldError("enterprise_id", SCHEDULE_MSG.enterpriseInvalid);
export const scheduleStartsInPast = () => fieldError("starts_at", SCHEDULE_MSG.startsInPast);
export const scheduleOutsideStandHours = (startsAt: Date, windows: string) =>
  fieldError("starts_at", SCHEDULE_MSG.outsideStandHours(formatDate(startsAt), windows));
export const scheduleEnterpriseNotFound = () => new AppError("NOT_FOUND", SCHEDULE_MSG.enterpriseNotFound);
