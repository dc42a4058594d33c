import type { EnterpriseFileType } from "@portal/contracts/enterprise-files";
import type { EnterprisePlanDto, PlanKind } from "@portal/contracts/enterprise-plans";
import type { EnterpriseDto } from "@portal/contracts/enterprises";
import type { EnterpriseFileRow, EnterprisePlanRow, EnterpriseRow } from "@portal/domain/enterprises";

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

export function toEnterpriseFileDto(f: EnterpriseFileRow) {
  return {
    _id: f.id,
    enterprise_id: f.enterpriseId,
    file_type: f.fileType as EnterpriseFileType,
    file_name: f.fileName,
    mime_type: f.mimeType,
    size: f.size,
    uploaded_by_id: f.uploadedById,
    createdAt: f.createdAt.toISOString(),
  };
}

export function toEnterprisePlanDto(p: EnterprisePlanRow): EnterprisePlanDto {
  return {
    _id: p.id,
    enterprise_id: p.enterpriseId,
    kind: p.kind as PlanKind,
    tower_id: p.towerId,
    tower_name: p.tower?.name ?? null,
    title: p.title,
    order: p.sortOrder,
    file_name: p.fileName,
    mime_type: p.mimeType,
    size: p.size,
    created_by_id: p.createdById,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
