import type { QueueMember } from "./stand-rows";

/**
 * Pure rules of the stand's routing (docs/decisions/048): who serves a visitor and why. No database here, so the
 * unit tests cover the decision exactly as the service applies it (the service reads the queue under the stand's
 * row lock and writes what this returns).
 *
 * 1. The lead's owner, when they are checked in at this stand, AVAILABLE and free: their client.
 * 2. Otherwise the first free AVAILABLE specialist of the stand's queue (every visit sends its specialist to the end
 *    of the line, and so does finishing it), skipping IN_ATTENDANCE, IN_PAUSE and inactive users, and those who
 *    already have a visitor on the way (routed, not finished): one visitor per specialist (decision 063).
 * 3. Nobody free: the visit waits (WAITING) for the next one who becomes free.
 * Whenever the visit does not go to its owner, the owner is told their client is at the stand.
 */

export type SkipReason = "IN_ATTENDANCE" | "IN_PAUSE" | "OFFLINE" | "INACTIVE_USER" | "VISIT_ON_THE_WAY";

export interface Skip {
  member: QueueMember;
  reason: SkipReason;
}

export interface Owner {
  id: string;
  name: string;
  active: boolean;
}

export type Routing =
  | { kind: "OWNER"; chosen: QueueMember; reason: string; skipped: Skip[]; notifyOwner: false }
  | { kind: "QUEUE"; chosen: QueueMember; reason: string; skipped: Skip[]; notifyOwner: boolean }
  | { kind: "WAITING"; chosen: null; reason: string; skipped: Skip[]; notifyOwner: boolean };

export const SKIP_REASON_TEXT: Record<SkipReason, string> = {
  IN_ATTENDANCE: "em atendimento",
  IN_PAUSE: "em pausa",
  OFFLINE: "ausente (offline)",
  INACTIVE_USER: "usuário inativo",
  VISIT_ON_THE_WAY: "já tem um visitante a caminho",
};

function skipReason(m: QueueMember): SkipReason | null {
  if (!m.userActive) return "INACTIVE_USER";
  if (m.availability !== "AVAILABLE") return m.availability;
  // AVAILABLE but a visit routed to them is not finished: the next visitor goes to someone else, or waits.
  return m.openVisits > 0 ? "VISIT_ON_THE_WAY" : null;
}

/** May take the next visitor now: active, AVAILABLE and without a visit on the way (the drain's and sweep's test). */
export function isFree(m: QueueMember): boolean {
  return skipReason(m) === null;
}

/** What is said about the owner when the visit goes elsewhere. */
function ownerSituation(owner: Owner, here: QueueMember | undefined): string {
  if (!here) return `responsável ${owner.name} não está de plantão aqui`;
  const why = skipReason(here);
  return `responsável ${owner.name} está de plantão aqui, mas ${why ? SKIP_REASON_TEXT[why] : "indisponível"}`;
}

/** `members` in queue order (queue_at, id), as StandPresencesRepository.queue() reads them. */
export function decideRouting(owner: Owner | null, members: readonly QueueMember[]): Routing {
  const ownerHere = owner ? members.find((m) => m.userId === owner.id) : undefined;
  if (owner && ownerHere && skipReason(ownerHere) === null) {
    return {
      kind: "OWNER",
      chosen: ownerHere,
      reason: `cliente de ${owner.name}, de plantão aqui e disponível`,
      skipped: [],
      notifyOwner: false,
    };
  }
  const skipped: Skip[] = [];
  const notifyOwner = !!owner?.active;
  const about = owner ? `; ${ownerSituation(owner, ownerHere)}` : "";
  for (const member of members) {
    const reason = skipReason(member);
    if (reason === null) {
      return {
        kind: "QUEUE",
        chosen: member,
        reason: `próximo disponível da fila da vez${about}`,
        skipped,
        notifyOwner,
      };
    }
    skipped.push({ member, reason });
  }
  return {
    kind: "WAITING",
    chosen: null,
    reason: `nenhum especialista disponível no plantão${about}`,
    skipped,
    notifyOwner,
  };
}

/**
 * The board's columns: free ones in queue order (their place is their turn), in attendance (serving, or with a
 * visitor on the way: busy with a client either way, not in the line), and the rest (paused, away, inactive).
 */
export function boardColumnOf(m: QueueMember): "AVAILABLE" | "IN_ATTENDANCE" | "UNAVAILABLE" {
  const why = skipReason(m);
  if (why === null) return "AVAILABLE";
  return why === "IN_ATTENDANCE" || why === "VISIT_ON_THE_WAY" ? "IN_ATTENDANCE" : "UNAVAILABLE";
}
