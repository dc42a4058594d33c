import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of sign-in; the texts are the contracts catalogue's (MSG). */
export const invalidCredentials = () => new AppError("UNAUTHORIZED", MSG.invalidCredentials);
export const loginRefused = () => new AppError("FORBIDDEN", MSG.loginRefused);
/** Too many attempts from this IP or for this e-mail; `retryAfterSeconds` goes out as Retry-After. */
export const tooManyLoginAttempts = (retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", MSG.tooManyLoginAttempts, { "retry-after": String(retryAfterSeconds) });
