import { MSG } from "@portal/contracts/messages";
import { DEALS_MSG } from "@portal/contracts/proposals";
import { AppError, fieldError } from "../../lib/app-error";

// Texts: MSG (contracts/messages.ts) and DEALS_MSG (contracts/proposals.ts); a move refused by the state machine
// carries the text contracts/sale-state.ts gives it.

/** 404 both for a missing proposal and for one the caller may not see. */
export const proposalNotFound = () => new AppError("NOT_FOUND", DEALS_MSG.proposalNotFound);
export const dealForbidden = () => new AppError("FORBIDDEN", MSG.forbidden);
export const notApprover = () => new AppError("FORBIDDEN", DEALS_MSG.notApprover);

export const proposalMoveRefused = (text: string) => new AppError("CONFLICT", text);
export const proposalChanged = () => new AppError("CONFLICT", DEALS_MSG.proposalChanged);
export const proposalHasLiveSale = () => new AppError("CONFLICT", DEALS_MSG.proposalHasLiveSale);
export const unitReservedForOther = () => new AppError("CONFLICT", DEALS_MSG.unitReservedForOther);
export const unitNotNegotiable = () => new AppError("CONFLICT", DEALS_MSG.unitNotNegotiable);
export const unitWithoutPrice = () => new AppError("CONFLICT", DEALS_MSG.unitWithoutPrice);

export const unitNotFound = () => fieldError("unit_id", DEALS_MSG.unitNotFound);
export const leadNotFound = () => fieldError("lead_id", DEALS_MSG.leadNotFound);
export const brokerNotActive = () => fieldError("broker_id", DEALS_MSG.userNotFound);
export const partnerOwnBroker = () => fieldError("broker_id", DEALS_MSG.partnerOwnBroker);
export const agencyNotPartner = () => fieldError("agency_id", DEALS_MSG.agencyNotPartner);
export const reasonRequired = () => fieldError("reason", DEALS_MSG.reasonRequired);
export const tagNotOnProposal = () => fieldError("tag", MSG.proposalTagMissing);
/** A discount the price does not allow (the field and text come from contracts/discount.ts). */
export const invalidDiscount = (field: string, text: string) => fieldError(field, text);
/** 400 with every plan issue (contracts/payment-plan.ts), each naming its field ("series.2.value_cents"). */
export const invalidPlan = (issues: { path: (string | number)[]; message: string }[]) =>
  new AppError(
    "BAD_REQUEST",
    issues.map((i) => `"${i.path.join(".")}" ${i.message}`),
  );
