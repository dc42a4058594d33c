import { FILES_MSG } from "@portal/contracts/files";
import { MSG } from "@portal/contracts/messages";
import { formatBRL } from "@portal/contracts/money";
import { DEALS_MSG } from "@portal/contracts/proposals";
import { SALE_EXTRAS_MSG } from "@portal/contracts/sales-extras";
import { AppError, fieldError } from "../../lib/app-error";

// Texts: MSG (contracts/messages.ts), DEALS_MSG (contracts/proposals.ts) and SALE_EXTRAS_MSG
// (contracts/sales-extras.ts); a move refused by a state machine carries the text contracts gives it.

const conflict = (text: string) => new AppError("CONFLICT", text);

// ------------------------------------------------------------------ the sale
/** 404 both for a missing sale and for one the caller may not see. */
export const saleNotFound = () => new AppError("NOT_FOUND", DEALS_MSG.saleNotFound);
export const saleForbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
export const saleMoveRefused = (text: string) => conflict(text);
export const saleChanged = () => conflict(DEALS_MSG.saleChanged);
export const unitChanged = () => conflict(DEALS_MSG.unitChanged);
export const unitHasLiveSale = () => conflict(DEALS_MSG.unitHasLiveSale);
export const unitReservedForOther = () => conflict(DEALS_MSG.unitReservedForOther);
export const proposalNotApproved = () => conflict(DEALS_MSG.saleProposalNotApproved);
export const buyersNotInProcess = () => conflict(MSG.saleBuyersNotInProcess);

export const proposalMissing = () => fieldError("proposal_id", MSG.saleProposalMissing);
/** The lead's contract data cannot be the buyer: `field` names the first missing piece. */
export const leadContractDataIncomplete = (field: string) =>
  fieldError("buyers", MSG.saleLeadContractDataIncomplete(field));
export const buyerLeadNotFound = (index: number) => fieldError(`buyers.${index}.lead_id`, DEALS_MSG.leadNotFound);
/** A person named on the sale (coordinator, participant) who is not an active user. */
export const userNotActive = (field: string) => fieldError(field, DEALS_MSG.userNotFound);

// ------------------------------------------------------------------ commissions
export const commissionNotFound = () => new AppError("NOT_FOUND", MSG.saleCommissionNotFound);
export const commissionMoveRefused = (text: string) => conflict(text);

// ------------------------------------------------------------------ files
export const saleFileNotFound = () => new AppError("NOT_FOUND", MSG.saleFileNotFound);
export const saleFileReplaced = () => new AppError("CONFLICT", FILES_MSG.replaced);
export const saleFileUploadRefused = () => new AppError("FORBIDDEN", MSG.saleFileTypeUploadRefused);
export const saleFileDeleteRefused = () => new AppError("FORBIDDEN", MSG.saleFileTypeDeleteRefused);
export const saleFileUnknownFormat = () => fieldError("file", MSG.saleFileFormat);
/** A format the type does not take: "PDF" when that is the only one, else the generic text. */
export const saleFileFormatRefused = (allowed: readonly string[]) =>
  fieldError("file", allowed.length === 1 ? MSG.saleFilePdfOnly : MSG.saleFileFormatRefused);

// ------------------------------------------------------------------ extras (docs/decisions/015)
export const recreateNotClosed = () => conflict(SALE_EXTRAS_MSG.recreateNotClosed);
export const recreateAlreadyDone = () => conflict(SALE_EXTRAS_MSG.recreateAlreadyDone);
export const recreateLeadGone = () => conflict(SALE_EXTRAS_MSG.recreateLeadGone);
export const recreateProposalClosed = () => conflict(SALE_EXTRAS_MSG.recreateProposalClosed);
export const recreateUnitNotAvailable = () => conflict(SALE_EXTRAS_MSG.recreateUnitNotAvailable);

export const homeBrokerClosed = () => conflict(SALE_EXTRAS_MSG.homeBrokerClosed);
export const homeBrokerRole = () => fieldError("home_broker_id", SALE_EXTRAS_MSG.homeBrokerRole);

export const participantsNotInProcess = () => conflict(SALE_EXTRAS_MSG.participantsNotInProcess);
export const participantNotActive = (index: number) => userNotActive(`participants.${index}.user_id`);

export const paymentsInfoClosed = () => conflict(SALE_EXTRAS_MSG.paymentsInfoClosed);
export const planDoesNotAddUp = (issue: string) => conflict(MSG.salePlanDoesNotAddUp(issue));
/** The financed value must be the plan's FINANCING series (in centavos). */
export const financedValueMismatch = (planCents: number) =>
  fieldError(
    "financed_value_cents",
    planCents === 0 ? MSG.salePlanWithoutFinancing : MSG.salePlanFinancingIs(formatBRL(planCents)),
  );
/** The FGTS value must be the plan's FGTS series (in centavos). */
export const fgtsValueMismatch = (planCents: number) =>
  fieldError("fgts_value_cents", planCents === 0 ? MSG.salePlanWithoutFgts : MSG.salePlanFgtsIs(formatBRL(planCents)));
export const signalAboveAct = (actCents: number) =>
  fieldError("signal_paid_value_cents", MSG.saleSignalAboveAct(formatBRL(actCents)));

export const groupNotFound = () => new AppError("NOT_FOUND", SALE_EXTRAS_MSG.groupNotFound);
export const groupSaleNotInGroup = () => new AppError("NOT_FOUND", SALE_EXTRAS_MSG.groupSaleNotInGroup);
export const groupSaleNotLive = () => conflict(SALE_EXTRAS_MSG.groupSaleNotLive);
export const groupOtherEnterprise = () => conflict(SALE_EXTRAS_MSG.groupOtherEnterprise);
export const groupOtherBuyers = () => conflict(SALE_EXTRAS_MSG.groupOtherBuyers);
export const groupSaleTaken = () => conflict(SALE_EXTRAS_MSG.groupSaleTaken);
