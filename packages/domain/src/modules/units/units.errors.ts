import { RESERVATION_MSG, UNIT_MSG } from "@portal/contracts/inventory";
import { MSG } from "@portal/contracts/messages";
import { UNIT_ACTION_LABELS, type UnitAction } from "@portal/contracts/unit-state";
import { AppError } from "../../lib/app-error";

export const forbidden = () => new AppError("FORBIDDEN", MSG.forbidden);

// Units.
export const unitNotFound = () => new AppError("NOT_FOUND", UNIT_MSG.notFound);
/** The caller's roles may not take this unit action. */
export const unitActionForbidden = (action: UnitAction) =>
  new AppError("FORBIDDEN", UNIT_MSG.actionForbidden(UNIT_ACTION_LABELS[action]));
export const fakeStatusAdminOnly = () => new AppError("FORBIDDEN", UNIT_MSG.fakeStatusAdminOnly);
/** The state machine refused the move; `message` is its pt-BR reason (contracts/unit-state). */
export const unitTransitionRefused = (message: string) => new AppError("CONFLICT", message);
/** The conditional UPDATE found the unit no longer in the state it was read in. */
export const unitChangedConcurrently = () => new AppError("CONFLICT", UNIT_MSG.changedConcurrently);

// Reservations.
export const reservationNotFound = () => new AppError("NOT_FOUND", RESERVATION_MSG.notFound);
export const unitAlreadyReserved = () => new AppError("CONFLICT", RESERVATION_MSG.unitReserved);
export const unitNotReservable = () => new AppError("CONFLICT", RESERVATION_MSG.unitNotReservable);
export const alreadyQueued = () => new AppError("CONFLICT", RESERVATION_MSG.alreadyQueued);
export const technicalReserveOnlyStaff = () => new AppError("FORBIDDEN", RESERVATION_MSG.technicalOnlyStaff);
export const indefiniteOnlyStaff = () => new AppError("FORBIDDEN", RESERVATION_MSG.indefiniteOnlyStaff);
export const otherBrokerOnlyStaff = () => new AppError("FORBIDDEN", RESERVATION_MSG.otherBrokerOnlyStaff);
export const reservationNotYours = () => new AppError("FORBIDDEN", RESERVATION_MSG.notYours);
export const reservationNotOpen = () => new AppError("CONFLICT", RESERVATION_MSG.notOpen);
export const reservationNotActiveToExtend = () => new AppError("CONFLICT", RESERVATION_MSG.notActiveToExtend);
export const reservationIndefiniteNoExtend = () => new AppError("CONFLICT", RESERVATION_MSG.indefiniteNoExtend);
