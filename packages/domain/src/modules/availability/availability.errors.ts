import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** Named errors of availability (presence); the texts are the contracts catalogue's (MSG). */
export const onlySpecialists = () => new AppError("FORBIDDEN", MSG.availabilityOnlySpecialists);
export const agentStatusForbidden = () => new AppError("FORBIDDEN", MSG.availabilityAgentForbidden);
export const availabilityUserNotFound = () => new AppError("NOT_FOUND", MSG.userNotFound);
export const availabilityAgentNotFound = () => new AppError("NOT_FOUND", MSG.rouletteAgentNotFound);
