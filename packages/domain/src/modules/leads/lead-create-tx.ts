import type { LeadCreateInput } from "@portal/contracts/leads";
import type { Repositories } from "../../repositories/repositories";
import { queueForDistribution } from "../distribution/lead-roulette";
import { QUEUED_ON_CREATE_REASON } from "./lead-create-batch";
import { createdLogData, newLeadRow } from "./lead-new-row";
import type { LeadRow } from "./leads.repository";

/** Statuses the deals flow owns: a returning client keeps them (the interest is still logged). */
const DEAL_STATUSES: readonly string[] = ["PROPOSAL", "CONTRACT", "SOLD"];

export interface CreatedInTx {
  /** The phone already had a live lead for this enterprise: that lead got a NEW_INTEREST. */
  duplicate: boolean;
  lead: LeadRow;
  /** The new lead entered the roulette queue (distribute it after commit). */
  queued: boolean;
}

/**
 * The one-by-one create of a lead inside the caller's transaction, decided under the phone + enterprise lock:
 * the existing live lead's new interest (NEW_INTEREST, unless the deals flow owns its status), or a new lead with
 * its CREATED log, its CREATED movement (owned) or its roulette queue row (`queue`, no owner). POST /leads (after
 * its batched fast path) and the stand's visitor check-in (docs/decisions/048) both create leads through it.
 */
export async function createLeadInTx(
  repos: Repositories,
  /** id null: the system (an inbound WhatsApp message from an unknown number, decision 084). */
  actor: { id: string | null },
  input: LeadCreateInput,
  opts: { ownerId: string | null; enterpriseId: string | null; queue: boolean },
): Promise<CreatedInTx> {
  const { ownerId, enterpriseId } = opts;
  // Same phone + enterprise creates are serialised: exactly one lead, the others see it as a duplicate.
  await repos.leads.lockPhoneKey(input.phone, enterpriseId);
  const existing = await repos.leads.findActiveDuplicate(input.phone, enterpriseId);
  if (existing)
    return { duplicate: true, lead: await registerNewInterest(repos, actor, existing, input), queued: false };
  const now = new Date();
  const row = newLeadRow(actor.id, input, ownerId, enterpriseId);
  const lead = await repos.leads.create({ ...row, lastInterestAt: now, lastActivityAt: now });
  await repos.leadLogs.create({ leadId: lead.id, authorId: actor.id, type: "CREATED", data: createdLogData(row) });
  if (ownerId) {
    await repos.leadMovements.create({
      leadId: lead.id,
      originUserId: null,
      destinationUserId: ownerId,
      enterpriseId,
      actorId: actor.id,
      reason: "CREATED",
    });
    return { duplicate: false, lead, queued: false };
  }
  if (enterpriseId && opts.queue) {
    // Without an owner the lead enters the roulette of its enterprise (the queue row commits with it).
    await queueForDistribution(repos, lead.id, QUEUED_ON_CREATE_REASON);
    return { duplicate: false, lead, queued: true };
  }
  return { duplicate: false, lead, queued: false };
}

async function registerNewInterest(
  repos: Repositories,
  actor: { id: string | null },
  existing: LeadRow,
  input: LeadCreateInput,
): Promise<LeadRow> {
  const keepsStatus = DEAL_STATUSES.includes(existing.status);
  const lead = await repos.leads.update(existing.id, {
    lastInterestAt: new Date(),
    ...(keepsStatus ? {} : { status: "NEW_INTEREST", archiveReason: null, discardReason: null }),
  });
  await repos.leadLogs.create({
    leadId: lead.id,
    authorId: actor.id,
    type: "NEW_INTEREST",
    data: {
      from: existing.status,
      to: lead.status,
      source: input.source,
      full_name: input.full_name,
      ...(input.email ? { email: input.email } : {}),
    },
  });
  return lead;
}
