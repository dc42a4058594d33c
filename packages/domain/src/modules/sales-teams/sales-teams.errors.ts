import { SALES_TEAM_MSG } from "@portal/contracts/sales-teams";
import { AppError } from "../../lib/app-error";

/** Named errors of sales teams; the texts are the contracts catalogue's (SALES_TEAM_MSG). */
export const salesTeamNotFound = () => new AppError("NOT_FOUND", SALES_TEAM_MSG.notFound);
export const salesTeamNameTaken = () => new AppError("CONFLICT", SALES_TEAM_MSG.nameTaken);
export const notATeamMember = () => new AppError("NOT_FOUND", SALES_TEAM_MSG.notMember);
