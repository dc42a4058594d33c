import type { EnterpriseDto } from "@portal/contracts/enterprises";
import type { EnterpriseRow } from "@portal/domain/enterprises";

export function toEnterpriseDto(e: EnterpriseRow): EnterpriseDto {
  return {
    _id: e.id,
    name: e.name,
    city: e.city,
    group: e.group,
    phase: e.phase,
    property_type: e.propertyType,
    active: e.active,
    days_to_go_to_base: e.daysToGoToBase,
    sales_teams: e.salesTeams.map(({ salesTeam: t }) => ({ _id: t.id, name: t.name })),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
