import type { SalesTeamDetailDto, SalesTeamDto } from "@portal/contracts/sales-teams";
import type { SalesTeamDetailRow, SalesTeamRow } from "@portal/domain/sales-teams";

export function toSalesTeamDto(t: SalesTeamRow): SalesTeamDto {
  return {
    _id: t.id,
    name: t.name,
    active: t.active,
    master_id: t.masterId,
    master: t.master ? { _id: t.master.id, full_name: t.master.fullName } : null,
    members_count: t.membersCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function toSalesTeamDetailDto(t: SalesTeamDetailRow): SalesTeamDetailDto {
  return {
    ...toSalesTeamDto(t),
    members: t.members.map((m) => ({ _id: m.id, full_name: m.fullName, roles: m.roles })),
  };
}
