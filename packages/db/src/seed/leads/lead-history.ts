/**
 * The history of one demo lead: log entries (creation, annotations, status change), ownership movements
 * consistent with the final owner, and past/open attendances. Pure: everything comes from `rng` and the draft.
 */
import {
  ARCHIVE_REASON_LABELS,
  DISCARD_REASON_LABELS,
  FOLLOW_UP_TYPES,
  LEAD_STATUS_LABELS,
} from "@portal/contracts/lead-enums";
import type { Prisma } from "../../client";
import type { Rng } from "./prng";
import { ANNOTATION_TEXTS, fillText } from "./texts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Movement reasons, the values of MOVEMENT_REASONS in packages/contracts/src/leads.ts. */
export const DEMO_MOVEMENT_REASONS = {
  created: "CREATED",
  distribution: "DISTRIBUTION",
  transfer: "TRANSFER",
  removedFromWallet: "REMOVED_FROM_WALLET",
} as const;

export interface LeadDraft {
  id: string;
  firstName: string;
  enterpriseId: string;
  enterpriseName: string;
  status: keyof typeof LEAD_STATUS_LABELS;
  statusProfile: Prisma.LeadLogCreateManyInput["statusProfile"];
  archiveReason: keyof typeof ARCHIVE_REASON_LABELS | null;
  discardReason: keyof typeof DISCARD_REASON_LABELS | null;
  createdAt: Date;
  /** Final owner (null = in the base). */
  ownerId: string | null;
  /** Owner before the last movement when it changed hands (reassigned or sent to the base). */
  previousOwnerId: string | null;
  /** Coordinator who reassigned the lead, when it was reassigned. */
  reassignedById: string | null;
  /** Offline leads are registered by their first owner; online ones arrive through the distribution. */
  createdByOwner: boolean;
  inAttendance: boolean;
}

export interface LeadHistory {
  logs: Prisma.LeadLogCreateManyInput[];
  movements: Prisma.LeadMovementCreateManyInput[];
  attendances: Prisma.AttendanceCreateManyInput[];
  lastActivityAt: Date;
  attendanceStartedAt: Date | null;
}

/** Sorted instants strictly between `from` and `to`. */
function instantsBetween(rng: Rng, from: number, to: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(from + Math.floor(rng.next() * Math.max(to - from, MINUTE)));
  return out.sort((a, b) => a - b);
}

function statusText(lead: LeadDraft): string {
  const label = LEAD_STATUS_LABELS[lead.status];
  if (lead.archiveReason) return `Status alterado para ${label}. Motivo: ${ARCHIVE_REASON_LABELS[lead.archiveReason]}.`;
  if (lead.discardReason) return `Status alterado para ${label}. Motivo: ${DISCARD_REASON_LABELS[lead.discardReason]}.`;
  return `Status alterado de ${LEAD_STATUS_LABELS.NEW} para ${label}.`;
}

export function buildLeadHistory(rng: Rng, lead: LeadDraft, now: Date): LeadHistory {
  const created = lead.createdAt.getTime();
  const end = now.getTime();
  // The owner who worked the lead before it was reassigned or sent to the base.
  const workedBy = lead.previousOwnerId ?? lead.ownerId;
  const firstOwner = lead.reassignedById ? lead.previousOwnerId : workedBy;
  const sentToBase = lead.ownerId === null && lead.previousOwnerId !== null;
  // Leave room after the work for a reassignment or the return to the base.
  const workEnd = sentToBase || lead.reassignedById ? created + (end - created) * 0.7 : end;

  const logs: Prisma.LeadLogCreateManyInput[] = [
    {
      id: rng.uuid(),
      leadId: lead.id,
      authorId: lead.createdByOwner ? firstOwner : null,
      type: "CREATED",
      text: lead.createdByOwner ? "Lead cadastrado no portal." : "Lead recebido pela distribuição.",
      createdAt: new Date(created),
    },
  ];
  const changesStatus = lead.status !== "NEW";
  const annotationCount = rng.int(0, 4);
  const times = instantsBetween(rng, created + 5 * MINUTE, workEnd, annotationCount + (changesStatus ? 1 : 0));
  const statusAt = changesStatus ? (times.pop() as number) : null;
  const attendances: Prisma.AttendanceCreateManyInput[] = [];

  for (const at of times) {
    const type = rng.pick(FOLLOW_UP_TYPES);
    logs.push({
      id: rng.uuid(),
      leadId: lead.id,
      authorId: workedBy,
      type,
      text: fillText(rng.pick(ANNOTATION_TEXTS[type]), lead.firstName, lead.enterpriseName),
      statusProfile: lead.statusProfile,
      createdAt: new Date(at),
    });
    if (type === "VISIT" && workedBy) {
      // A stand visit is an attendance that ended about an hour later.
      attendances.push({
        id: rng.uuid(),
        leadId: lead.id,
        attendantId: workedBy,
        isTemporary: false,
        startedAt: new Date(at - rng.int(30, 90) * MINUTE),
        endedAt: new Date(at),
      });
    }
  }
  if (statusAt !== null) {
    logs.push({
      id: rng.uuid(),
      leadId: lead.id,
      authorId: workedBy,
      type: "STATUS",
      text: statusText(lead),
      statusProfile: lead.statusProfile,
      data: {
        from: "NEW",
        to: lead.status,
        ...((lead.archiveReason ?? lead.discardReason) && { reason: lead.archiveReason ?? lead.discardReason }),
      },
      createdAt: new Date(statusAt),
    });
  }

  const movements: Prisma.LeadMovementCreateManyInput[] = [];
  if (firstOwner) {
    movements.push({
      id: rng.uuid(),
      leadId: lead.id,
      originUserId: null,
      destinationUserId: firstOwner,
      enterpriseId: lead.enterpriseId,
      actorId: lead.createdByOwner ? firstOwner : null,
      reason: lead.createdByOwner ? DEMO_MOVEMENT_REASONS.created : DEMO_MOVEMENT_REASONS.distribution,
      createdAt: new Date(created + rng.int(1, 4) * MINUTE),
    });
  }
  let lastActivity = Math.max(created, ...logs.map((l) => (l.createdAt as Date).getTime()));
  if (lead.reassignedById && lead.previousOwnerId && lead.ownerId) {
    const at = lastActivity + Math.floor(rng.next() * Math.max(end - lastActivity - MINUTE, MINUTE));
    movements.push({
      id: rng.uuid(),
      leadId: lead.id,
      originUserId: lead.previousOwnerId,
      destinationUserId: lead.ownerId,
      enterpriseId: lead.enterpriseId,
      actorId: lead.reassignedById,
      reason: DEMO_MOVEMENT_REASONS.transfer,
      createdAt: new Date(at),
    });
    lastActivity = at;
  } else if (sentToBase) {
    const at = Math.min(lastActivity + rng.int(15, 45) * DAY, end - rng.int(1, 48) * 60 * MINUTE);
    movements.push({
      id: rng.uuid(),
      leadId: lead.id,
      originUserId: lead.previousOwnerId,
      destinationUserId: null,
      enterpriseId: lead.enterpriseId,
      actorId: null,
      reason: DEMO_MOVEMENT_REASONS.removedFromWallet,
      createdAt: new Date(Math.max(at, lastActivity + MINUTE)),
    });
  }

  let attendanceStartedAt: Date | null = null;
  if (lead.inAttendance && lead.ownerId) {
    attendanceStartedAt = new Date(end - rng.int(5, 180) * MINUTE);
    attendances.push({
      id: rng.uuid(),
      leadId: lead.id,
      attendantId: lead.ownerId,
      isTemporary: false,
      startedAt: attendanceStartedAt,
      endedAt: null,
    });
    lastActivity = Math.max(lastActivity, attendanceStartedAt.getTime());
  }
  return { logs, movements, attendances, lastActivityAt: new Date(lastActivity), attendanceStartedAt };
}
