import { canDecideSolicitation } from "@portal/contracts/policy";
import type { Repositories } from "../../repositories/repositories";
import { canSeeLead } from "../leads/lead-access";
import type { SolicitationReplyRow, SolicitationRow } from "./solicitations.repository";

/** A request with the names the wire shows and what the caller may do now (the mapper turns it into the DTO). */
export interface SolicitationView {
  row: SolicitationRow;
  requesterName: string;
  leadName: string | null;
  leadOwnerName: string | null;
  decidedByName: string | null;
  otherSpecialist: { id: string; name: string } | null;
  reservation: { id: string; unitId: string; unitName: string; status: string; expiresAt: Date | null } | null;
  repliesCount: number;
  /**
   * The caller asked for a lead they may not see (someone else's client): the answer keeps its id only, not its
   * name, owner or enterprise (decision 065, revising 054). Whoever decides sees it whole.
   */
  leadRestricted: boolean;
  canDecide: boolean;
  canCancel: boolean;
}

export interface SolicitationReplyView {
  row: SolicitationReplyRow;
  authorName: string;
}

type Actor = { id: string; roles: readonly string[]; readOnly: boolean };

const otherSpecialistId = (s: SolicitationRow): string | null => {
  const swap = s.shiftSwap as { other_specialist_id?: string } | null;
  return swap?.other_specialist_id ?? null;
};

/**
 * The lead transfers of this page the caller asked for about leads they may not see: not theirs now, not in their
 * scope, and not a visitor they served at a stand (who met the client knows the name and whose client it is).
 */
async function restrictedLeads(repos: Repositories, actor: Actor, rows: SolicitationRow[]): Promise<Set<string>> {
  const asked = rows.filter((s) => s.type === "LEAD_TRANSFER" && s.leadId && s.requesterId === actor.id);
  if (!asked.length) return new Set();
  const leadIds = asked.map((s) => s.leadId as string);
  const [owners, served] = await Promise.all([
    repos.solicitations.leadOwners(leadIds),
    repos.standVisits.leadsServedBy(actor.id, leadIds),
  ]);
  return new Set(
    leadIds.filter(
      (id) =>
        !served.has(id) && !canSeeLead({ id: actor.id, roles: [...actor.roles] }, { ownerId: owners.get(id) ?? null }),
    ),
  );
}

/** Resolves the names of a page of requests in a few queries (no query per row). */
export async function viewsOf(repos: Repositories, actor: Actor, rows: SolicitationRow[]): Promise<SolicitationView[]> {
  const restricted = await restrictedLeads(repos, actor, rows);
  const userIds = rows.flatMap((s) =>
    [s.requesterId, s.leadOwnerId, s.decidedById, otherSpecialistId(s)].filter((x): x is string => Boolean(x)),
  );
  const [users, leads, reservations, counts] = await Promise.all([
    repos.solicitations.userNames(userIds),
    repos.solicitations.leadNames(rows.map((s) => s.leadId).filter((x): x is string => Boolean(x))),
    repos.solicitations.reservations(rows.map((s) => s.reservationId).filter((x): x is string => Boolean(x))),
    repos.solicitations.replyCounts(rows.map((s) => s.id)),
  ]);
  const name = (id: string | null) => (id ? (users.get(id) ?? "") : null);
  return rows.map((s) => {
    const other = otherSpecialistId(s);
    const hidden = Boolean(s.leadId && restricted.has(s.leadId));
    return {
      row: s,
      requesterName: users.get(s.requesterId) ?? "",
      leadName: s.leadId && !hidden ? (leads.get(s.leadId) ?? "") : null,
      leadOwnerName: hidden ? null : name(s.leadOwnerId),
      leadRestricted: hidden,
      decidedByName: name(s.decidedById),
      otherSpecialist: other ? { id: other, name: users.get(other) ?? "" } : null,
      reservation: s.reservationId ? (reservations.get(s.reservationId) ?? null) : null,
      repliesCount: counts.get(s.id) ?? 0,
      canDecide: s.status === "OPEN" && canDecideSolicitation(actor, s),
      canCancel: s.status === "OPEN" && s.requesterId === actor.id && !actor.readOnly,
    };
  });
}

export async function repliesOf(repos: Repositories, solicitationId: string): Promise<SolicitationReplyView[]> {
  const rows = await repos.solicitations.replies(solicitationId);
  const names = await repos.solicitations.userNames(rows.map((r) => r.authorId));
  return rows.map((row) => ({ row, authorName: names.get(row.authorId) ?? "" }));
}
