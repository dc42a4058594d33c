import { FILES_MSG } from "@portal/contracts/files";
import { LEAD_FILE_MSG } from "@portal/contracts/lead-files";
import { AppError, fieldError } from "../../lib/app-error";

/** Named errors of a lead's files; the texts are the contracts catalogue's (LEAD_FILE_MSG). */
export const leadFileNotFound = () => new AppError("NOT_FOUND", LEAD_FILE_MSG.notFound);
export const copartnerNotOfLead = () => fieldError("copartnerId", LEAD_FILE_MSG.copartnerNotFound);
export const unknownFileFormat = () => fieldError("file", LEAD_FILE_MSG.unknownFormat);
export const leadFileReplaced = () => new AppError("CONFLICT", FILES_MSG.replaced);
