import type { Shift, SolicitationDetailDto, SolicitationDto } from "@portal/contracts/solicitations";
import type { SolicitationDetail, SolicitationView } from "@portal/domain/solicitations";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const user = (id: string | null, name: string | null) => (id ? { _id: id, full_name: name ?? "" } : null);

interface StoredSwap {
  date: string;
  shift: Shift;
  enterprise_id: string;
  other_specialist_id: string;
  other_date: string;
  other_shift: Shift;
}

export function toSolicitationDto(v: SolicitationView): SolicitationDto {
  const s = v.row;
  const swap = s.shiftSwap as StoredSwap | null;
  return {
    _id: s.id,
    type: s.type,
    status: s.status,
    requester: { _id: s.requesterId, full_name: v.requesterName },
    message: s.message,
    enterprise_id: v.leadRestricted ? null : s.enterpriseId,
    lead: s.leadId ? { _id: s.leadId, full_name: v.leadName ?? "" } : null,
    lead_owner: v.leadRestricted ? null : user(s.leadOwnerId, v.leadOwnerName),
    lead_restricted: v.leadRestricted,
    reservation: v.reservation
      ? {
          _id: v.reservation.id,
          unit_id: v.reservation.unitId,
          unit_name: v.reservation.unitName,
          status: v.reservation.status,
          expires_at: iso(v.reservation.expiresAt),
        }
      : null,
    extension_minutes: s.extensionMinutes,
    shift_swap: swap
      ? {
          date: swap.date,
          shift: swap.shift,
          enterprise_id: swap.enterprise_id,
          other_specialist: { _id: swap.other_specialist_id, full_name: v.otherSpecialist?.name ?? "" },
          other_date: swap.other_date,
          other_shift: swap.other_shift,
        }
      : null,
    decided_by: user(s.decidedById, v.decidedByName),
    decided_at: iso(s.decidedAt),
    replies_count: v.repliesCount,
    can_decide: v.canDecide,
    can_cancel: v.canCancel,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toSolicitationDetailDto(v: SolicitationDetail): SolicitationDetailDto {
  return {
    ...toSolicitationDto(v),
    replies: v.replies.map((r) => ({
      _id: r.row.id,
      author: { _id: r.row.authorId, full_name: r.authorName },
      message: r.row.message,
      decision: r.row.decision === "OPEN" ? null : r.row.decision,
      createdAt: r.row.createdAt.toISOString(),
    })),
  };
}
