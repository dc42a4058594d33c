import { MSG } from "@portal/contracts/messages";
import { SOLICITATION_MSG } from "@portal/contracts/solicitations";
import { AppError, fieldError } from "../../lib/app-error";

/** The solicitations' named domain errors; the pt-BR texts live in the contracts' SOLICITATION_MSG (decision 054). */
export const solicitationNotFound = () => new AppError("NOT_FOUND", SOLICITATION_MSG.notFound);
export const solicitationClosed = () => new AppError("CONFLICT", SOLICITATION_MSG.closed);
export const solicitationNotDecider = () => new AppError("FORBIDDEN", SOLICITATION_MSG.notDecider);
export const solicitationOwnRequest = () => new AppError("FORBIDDEN", SOLICITATION_MSG.ownRequest);
export const solicitationOnlyRequesterCancels = () => new AppError("FORBIDDEN", SOLICITATION_MSG.onlyRequesterCancels);
export const solicitationTypeNotAllowed = () => new AppError("FORBIDDEN", SOLICITATION_MSG.typeNotAllowed);
export const solicitationForbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
export const solicitationAlreadyOpen = () => new AppError("CONFLICT", SOLICITATION_MSG.alreadyOpen);
export const extensionAlreadyOpen = () => new AppError("CONFLICT", SOLICITATION_MSG.extensionAlreadyOpen);
export const transferLeadField = () => fieldError("lead_id", SOLICITATION_MSG.leadNotFound);
export const transferLeadAlreadyYours = () => fieldError("lead_id", SOLICITATION_MSG.leadAlreadyYours);
export const transferLeadMoved = () => new AppError("CONFLICT", SOLICITATION_MSG.leadMoved);
export const transferLeadAlreadyRequester = () => new AppError("CONFLICT", SOLICITATION_MSG.leadAlreadyRequester);
export const transferRequesterCannotOwn = () => new AppError("CONFLICT", SOLICITATION_MSG.requesterCannotOwn);
export const extensionReservationField = () => fieldError("reservation_id", SOLICITATION_MSG.reservationNotFound);
export const extensionReservationNotActive = () => fieldError("reservation_id", SOLICITATION_MSG.reservationNotActive);
export const extensionReservationIndefinite = () =>
  fieldError("reservation_id", SOLICITATION_MSG.reservationIndefinite);
export const shiftSwapNotYours = () => fieldError("shift_swap.date", SOLICITATION_MSG.shiftNotYours);
export const shiftSwapRequesterShiftGone = () => new AppError("CONFLICT", SOLICITATION_MSG.swapRequesterShiftGone);
export const shiftSwapOtherShiftGone = () => new AppError("CONFLICT", SOLICITATION_MSG.swapOtherShiftGone);
export const shiftSwapOtherSpecialist = () =>
  fieldError("shift_swap.other_specialist_id", SOLICITATION_MSG.otherSpecialist);
export const shiftSwapEnterprise = () => fieldError("shift_swap.enterprise_id", SOLICITATION_MSG.enterpriseNotFound);
export const otherEnterprise = () => fieldError("enterprise_id", SOLICITATION_MSG.enterpriseNotFound);
export const shiftSwapStarted = (field: "shift_swap.date" | "shift_swap.other_date") =>
  fieldError(field, SOLICITATION_MSG.shiftStarted);
