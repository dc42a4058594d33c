import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of the roulettes module; the texts are the contracts catalogue's (MSG). */
export const rouletteNotFound = () => new AppError("NOT_FOUND", MSG.rouletteNotFound);
export const agentNotFound = () => new AppError("NOT_FOUND", MSG.rouletteAgentNotFound);
export const agentAlreadyMember = () => new AppError("CONFLICT", MSG.rouletteAgentAlreadyMember);
/** Reading roulettes: managers and the specialists who take part (canReadRoulettes). */
export const readForbidden = () => new AppError("FORBIDDEN", MSG.rouletteReadForbidden);
/** Administering roulettes: admins and coordinators (canManageRoulettes), never a read-only user. */
export const managersOnly = () => new AppError("FORBIDDEN", MSG.rouletteManagersOnly);
/** A lead's roulette history explains who got it and why: for the people who administer roulettes. */
export const logsManagersOnly = () => new AppError("FORBIDDEN", MSG.rouletteLogsManagersOnly);
