import type { RouletteAgentDto, RouletteDto } from "@portal/contracts/roulettes";
import type { RouletteLogRow } from "@portal/domain/distribution";
import { localDay } from "@portal/domain/distribution";
import type { AgentWithUser, RouletteRow } from "@portal/domain/roulettes";

export function toRouletteDto(r: RouletteRow): RouletteDto {
  return {
    _id: r.id,
    name: r.name,
    type: r.type,
    enterprise_ids: r.enterpriseIds,
    temporary_agent_mode: r.temporaryAgentMode,
    active: r.active,
    weekdays: r.weekdays,
    starts_at: r.startsAt,
    ends_at: r.endsAt,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Daily counters are reset lazily: a row whose counters_day is not today (São Paulo) counts zero. */
export function toAgentDto(a: AgentWithUser, now = new Date()): RouletteAgentDto {
  const today = a.countersDay?.toISOString().slice(0, 10) === localDay(now);
  return {
    _id: a.id,
    roulette_id: a.rouletteId,
    user: { _id: a.user.id, full_name: a.user.fullName },
    type: a.type,
    status: a.status,
    availability_status: a.user.availabilityStatus,
    added_by_id: a.addedById,
    position: a.position,
    offers_today: today ? a.offersToday : 0,
    assigned_today: today ? a.assignedToday : 0,
    last_offered_at: a.lastOfferedAt?.toISOString() ?? null,
    last_assigned_at: a.lastAssignedAt?.toISOString() ?? null,
  };
}

/** GET /roulettes/{id}: the roulette, its members in rotation order and how many leads wait for it. */
export function toRouletteDetailDto(d: { roulette: RouletteRow; agents: AgentWithUser[]; waitingLeads: number }) {
  return { ...toRouletteDto(d.roulette), agents: d.agents.map((a) => toAgentDto(a)), waiting_leads: d.waitingLeads };
}

/** GET /roulettes/agents: a membership with its roulette. */
export function toAgentListItemDto(a: AgentWithUser & { roulette: Pick<RouletteRow, "id" | "name" | "type"> }) {
  return { ...toAgentDto(a), roulette: { _id: a.roulette.id, name: a.roulette.name, type: a.roulette.type } };
}

export function toRouletteLogDto(l: RouletteLogRow) {
  return {
    _id: l.id,
    roulette_id: l.rouletteId,
    lead_id: l.leadId,
    lead_name: l.leadName,
    user_id: l.userId,
    actor_id: l.actorId,
    action: l.action,
    reason: l.reason,
    data: (l.data ?? null) as Record<string, unknown> | null,
    createdAt: l.createdAt.toISOString(),
  };
}

/** GET /roulettes/logs: one decision about a lead, with the roulette's name. */
export function toLeadRouletteLogDto(l: RouletteLogRow & { roulette: { name: string } | null }) {
  return { ...toRouletteLogDto(l), roulette_name: l.roulette?.name ?? null };
}
