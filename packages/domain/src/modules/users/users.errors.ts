import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";
import { UniqueViolation } from "../../lib/db-errors";

export const userNotFound = () => new AppError("NOT_FOUND", MSG.userNotFound);
export const emailTaken = () => new AppError("CONFLICT", MSG.emailTaken);
export const cpfTaken = () => new AppError("CONFLICT", MSG.cpfTaken);
export const cnpjTaken = () => new AppError("CONFLICT", MSG.cnpjTaken);

/** Maps a unique-index hit on users (the repository's UniqueViolation) to the right 409. */
export function uniqueViolationToError(err: unknown): AppError | null {
  if (!(err instanceof UniqueViolation)) return null;
  if (err.involves("cpf")) return cpfTaken();
  if (err.involves("cnpj")) return cnpjTaken();
  return emailTaken();
}
