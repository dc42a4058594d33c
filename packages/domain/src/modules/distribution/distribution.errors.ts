import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of distribution (offers, play-in-roulette); the texts are the contracts catalogue's (MSG). */
export const offerOfAnotherAgent = () => new AppError("FORBIDDEN", MSG.offerOfAnotherAgent);
export const offerExpired = () => new AppError("FORBIDDEN", MSG.offerExpired);

/** Why a lead cannot be thrown into the roulette; the single call answers with `code`, the bulk one names `leads.N`. */
export interface PlayRefusal {
  code: "FORBIDDEN" | "BAD_REQUEST" | "CONFLICT";
  message: string;
}
export const playForbidden = (): PlayRefusal => ({ code: "FORBIDDEN", message: MSG.playInRouletteForbidden });
export const playNoEnterprise = (): PlayRefusal => ({ code: "BAD_REQUEST", message: MSG.playInRouletteNoEnterprise });
export const playExcluded = (): PlayRefusal => ({ code: "CONFLICT", message: MSG.playInRouletteExcluded });
export const playNoRoulette = (type: string): PlayRefusal => ({
  code: "CONFLICT",
  message: MSG.playInRouletteNoRoulette(type),
});
/** The single play-in-roulette answers a refusal with its own status. */
export const playRefused = (r: PlayRefusal) => new AppError(r.code, r.message);
