import { ENTERPRISE_FILE_MSG } from "@portal/contracts/enterprise-files";
import { ENTERPRISE_PLAN_MSG } from "@portal/contracts/enterprise-plans";
import { STEP_MSG } from "@portal/contracts/enterprise-steps";
import { ENTERPRISE_MSG } from "@portal/contracts/enterprises";
import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

export const forbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
export const enterpriseNotFound = () => new AppError("NOT_FOUND", ENTERPRISE_MSG.notFound);
export const enterpriseNameTaken = () => new AppError("CONFLICT", ENTERPRISE_MSG.nameTaken);

// The wizard.
/** Step 2 again once a unit is reserved, in a sale or under a proposal. */
export const structureLocked = () => new AppError("CONFLICT", STEP_MSG.structureLocked);
/** Step 3 before step 2 generated any unit. */
export const noUnitsToPrice = () => new AppError("CONFLICT", STEP_MSG.noUnits);
/** Step 6 publishing while a unit has no price. */
export const publishNeedsPrices = () => new AppError("CONFLICT", STEP_MSG.publishNeedsPrices);

// Files and plans.
export const enterpriseFileNotFound = () => new AppError("NOT_FOUND", ENTERPRISE_FILE_MSG.notFound);
/** A file type the caller's roles may not upload (spec 5). */
export const enterpriseFileTypeNotAllowed = () => new AppError("FORBIDDEN", ENTERPRISE_FILE_MSG.typeNotAllowed);
export const enterprisePlanNotFound = () => new AppError("NOT_FOUND", ENTERPRISE_PLAN_MSG.notFound);
