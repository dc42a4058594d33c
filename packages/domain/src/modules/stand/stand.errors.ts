import { SCHEDULE_MSG } from "@portal/contracts/availability-schedules";
import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { STAND_REGISTER_MSG } from "@portal/contracts/stand-register";
import { AppError, fieldError } from "../../lib/app-error";

/** The stand's named domain errors; the pt-BR texts live in the contracts' MSG (decision 048). */
export const standNotFound = () => new AppError("NOT_FOUND", MSG.standNotFound);
export const standInactive = () => new AppError("CONFLICT", MSG.standInactive);
export const standEnterpriseNotFound = () => new AppError("NOT_FOUND", MSG.standEnterpriseNotFound);
export const standVisitNotFound = () => new AppError("NOT_FOUND", MSG.standVisitNotFound);
export const serviceReportNotFound = () => new AppError("NOT_FOUND", MSG.serviceReportNotFound);
export const thirdPartyVisitNotFound = () => new AppError("NOT_FOUND", MSG.thirdPartyVisitNotFound);
export const standPresenceNotFound = () => new AppError("NOT_FOUND", MSG.standPresenceNotFound);
export const standCheckInRefused = () => new AppError("FORBIDDEN", MSG.standCheckInRefused);
export const standNotCheckedIn = () => new AppError("CONFLICT", MSG.standNotCheckedIn);
export const standReceptionElsewhere = () => new AppError("FORBIDDEN", MSG.standReceptionElsewhere);
export const standVisitNotYours = () => new AppError("FORBIDDEN", MSG.standVisitNotYours);
export const standVisitNotAssigned = () => new AppError("CONFLICT", MSG.standVisitNotAssigned);
export const standVisitNotInAttendance = () => new AppError("CONFLICT", MSG.standVisitNotInAttendance);
export const standVisitClosed = () => new AppError("CONFLICT", MSG.standVisitClosed);
export const standVisitInAttendance = () => new AppError("CONFLICT", MSG.standVisitInAttendance);
export const standAlreadyAttending = () => new AppError("CONFLICT", MSG.standAlreadyAttending);
export const standSpecialistInAttendance = () => new AppError("CONFLICT", MSG.standSpecialistInAttendance);
export const standAttendanceOpen = () => new AppError("CONFLICT", MSG.standAttendanceOpen);
export const standEnterpriseField = () => fieldError("enterprise_id", FIELD_MSG.standEnterprise);
export const standSpecialistField = () => fieldError("specialist_id", MSG.standSpecialistNotHere);
export const standPartialReportNoStand = () => new AppError("CONFLICT", MSG.standPartialReportNoStand);
export const standPartialReportNotYourStand = () => new AppError("FORBIDDEN", MSG.standPartialReportNotYourStand);
export const standForbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
export const standExportTooLarge = (rows: number, max: number) =>
  new AppError("BAD_REQUEST", STAND_REGISTER_MSG.exportTooLarge(rows, max));
export const standNotYours = () => new AppError("FORBIDDEN", MSG.standNotYours);
export const standNotScheduledToday = (stand: string) =>
  new AppError("FORBIDDEN", SCHEDULE_MSG.notScheduledToday(stand));
