import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

export const userNotFound = () => new AppError("NOT_FOUND", MSG.userNotFound);
export const emailTaken = () => new AppError("CONFLICT", MSG.emailTaken);
export const cpfTaken = () => new AppError("CONFLICT", MSG.cpfTaken);
export const cnpjTaken = () => new AppError("CONFLICT", MSG.cnpjTaken);

/** Maps a unique-constraint violation (Prisma P2002) on users to the right 409. */
export function uniqueViolationToError(err: unknown): AppError | null {
  const e = err as {
    code?: string;
    meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } };
  };
  if (e?.code !== "P2002") return null;
  const text = JSON.stringify(e.meta ?? {});
  if (text.includes("cpf")) return cpfTaken();
  if (text.includes("cnpj")) return cnpjTaken();
  return emailTaken();
}
