import { canDecideSolicitation } from "@portal/contracts/policy";
import type { Repositories } from "../../repositories/repositories";
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

/** Resolves the names of a page of requests in a few queries (no query per row). */
export async function viewsOf(repos: Repositories, actor: Actor, rows: SolicitationRow[]): Promise<SolicitationView[]> {
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
    return {
      row: s,
      requesterName: users.get(s.requesterId) ?? "",
      leadName: s.leadId ? (leads.get(s.leadId) ?? "") : null,
      leadOwnerName: name(s.leadOwnerId),
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
