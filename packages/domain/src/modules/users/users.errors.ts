import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { AppError, fieldError } from "../../lib/app-error";
import { UniqueViolation } from "../../lib/db-errors";

export const userNotFound = () => new AppError("NOT_FOUND", MSG.userNotFound);
export const emailTaken = () => new AppError("CONFLICT", MSG.emailTaken);
export const cpfTaken = () => new AppError("CONFLICT", MSG.cpfTaken);
export const cnpjTaken = () => new AppError("CONFLICT", MSG.cnpjTaken);
export const cannotDeactivateSelf = () => new AppError("CONFLICT", MSG.cannotDeactivateSelf);
export const invalidInviteToken = () => new AppError("BAD_REQUEST", MSG.invalidInviteToken);
/** A grant or edit the role tiers refuse (docs/decisions/028); `message` names the roles (MSG.grantRefused...). */
export const roleGrantRefused = (message: string) => new AppError("FORBIDDEN", message);
export const creciRequired = () => fieldError("creci", FIELD_MSG.creciRequiredForBrokers);
export const notPartnerOrAgent = () => fieldError("agent_id", FIELD_MSG.partnerOrAgent);
export const partnerNotFound = () => new AppError("NOT_FOUND", MSG.partnerNotFound);
export const partnerAlreadyReviewed = () => new AppError("CONFLICT", MSG.partnerAlreadyReviewed);
export const notEstateAgency = () => fieldError("partner_agency_id", FIELD_MSG.estateAgency);

/** Maps a unique-index hit on users (the repository's UniqueViolation) to the right 409. */
export function uniqueViolationToError(err: unknown): AppError | null {
  if (!(err instanceof UniqueViolation)) return null;
  if (err.involves("cpf")) return cpfTaken();
  if (err.involves("cnpj")) return cnpjTaken();
  return emailTaken();
}
