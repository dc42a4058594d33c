/** Wire DTOs of the enterprise wizard (GET/PUT /enterprises/{id}/step-N) and of its read views (catalog, logs). */
import type {
  commercialRulesResponse,
  constructionStatusSchema,
  enterpriseLogListResponse,
  noSalesTeamsResponse,
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  wizardStateSchema,
} from "@portal/contracts/enterprise-steps";
import type { PriceTableParams } from "@portal/contracts/price-table";
import type {
  CommercialRulesRows,
  ConstructionStatus,
  EnterpriseLogRow,
  EnterpriseStepsRow,
  EnterpriseWithoutTeamsRow,
  StepView,
} from "@portal/domain/enterprises";
import type { z } from "zod";

type Step4Dto = z.input<typeof step4Schema>;
type Rules = CommercialRulesRows;

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function toStep1Dto(e: EnterpriseStepsRow): z.input<typeof step1Schema> {
  return {
    name: e.name,
    city: e.city,
    group: e.group,
    phase: e.phase,
    property_type: e.propertyType,
    ownership: e.ownership,
    spe_company_name: e.speCompanyName,
    spe_cnpj: e.speCnpj,
    registry_number: e.registryNumber,
    address: e.zipCode
      ? {
          zip_code: e.zipCode,
          street: e.street,
          number: e.streetNumber,
          complement: e.complement,
          district: e.district,
          uf: e.state,
        }
      : null,
    description: e.description,
    delivery_date: isoDate(e.deliveryDate),
  } as z.input<typeof step1Schema>;
}

function toStep2Dto(towers: Extract<StepView, { step: 2 }>["towers"]): z.input<typeof step2Schema> {
  return {
    towers: towers.map((t) => ({
      _id: t.id,
      name: t.name,
      floors: t.floors,
      units_per_floor: t.unitsPerFloor,
      units: t._count.units,
    })),
    total_units: towers.reduce((n, t) => n + t._count.units, 0),
  };
}

function toStep3Dto(v: Extract<StepView, { step: 3 }>): z.input<typeof step3Schema> {
  return {
    index_type: v.enterprise.indexType,
    // The step-3 parameters as saved (PriceTableParams, JSON); base_floor is always written by step 3.
    params: ((v.enterprise.priceParams as PriceTableParams | null) ?? null) as z.input<typeof step3Schema>["params"],
    priced_units: v.stats.priced,
    total_units: v.stats.total,
    total_price: v.stats.sum,
  };
}

export function toCommissionInfoDto(c: Rules["commission"]): Step4Dto["commission_info"] {
  return c
    ? {
        agency_percentage: Number(c.agencyPercentage),
        broker_percentage: Number(c.brokerPercentage),
        coordinator_percentage: Number(c.coordinatorPercentage),
      }
    : null;
}

export function toSerieTemplateDto(t: Rules["templates"][number]): Step4Dto["serie_templates"][number] {
  return { _id: t.id, name: t.name, series: t.series as never };
}

export function toSaleCampaignDto(c: Rules["campaigns"][number]): Step4Dto["sale_campaigns"][number] {
  return {
    _id: c.id,
    name: c.name,
    discount_type: c.discountType,
    discount_value: c.discountType === "PERCENTAGE" ? Number(c.discountPercentage) : Number(c.discountAmount),
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    unit_ids: c.unitIds,
  };
}

function toApprovalRuleDto(x: Rules["rules"][number]): Step4Dto["approval_rules"][number] {
  const kind = x.kind as Step4Dto["approval_rules"][number]["kind"];
  return { _id: x.id, kind, threshold: Number(x.threshold), level: x.level, description: x.description };
}

/** Templates, running campaigns and approval rules (GET /enterprises/{id}/commercial-rules). */
export function toCommercialRulesDto(r: Omit<Rules, "commission">): z.input<typeof commercialRulesResponse> {
  return {
    serie_templates: r.templates.map(toSerieTemplateDto),
    sale_campaigns: r.campaigns.map(toSaleCampaignDto),
    approval_rules: r.rules.map(toApprovalRuleDto),
  };
}

function toStep4Dto(r: Rules): Step4Dto {
  return { commission_info: toCommissionInfoDto(r.commission), ...toCommercialRulesDto(r) };
}

function toStep5Dto(v: Extract<StepView, { step: 5 }>): z.input<typeof step5Schema> {
  return {
    medias: v.medias.map((m) => ({ _id: m.id, type: m.type, title: m.title, url: m.url, position: m.position })),
    files: v.files.map((f) => ({
      _id: f.id,
      file_type: f.fileType,
      file_name: f.fileName,
      createdAt: f.createdAt.toISOString(),
    })),
  } as z.input<typeof step5Schema>;
}

function toStep6Dto(v: Extract<StepView, { step: 6 }>): z.input<typeof step6Schema> {
  return {
    sales_team_ids: v.teams.salesTeamIds,
    approvers: v.teams.approvers.map((a) => ({ user_id: a.userId, full_name: a.fullName, level: a.level })),
    published: v.enterprise.published,
    publishedAt: v.enterprise.publishedAt ? v.enterprise.publishedAt.toISOString() : null,
  };
}

/** What a wizard step saved, in the step's wire shape. */
export function toStepDto(v: StepView) {
  switch (v.step) {
    case 1:
      return toStep1Dto(v.enterprise);
    case 2:
      return toStep2Dto(v.towers);
    case 3:
      return toStep3Dto(v);
    case 4:
      return toStep4Dto(v.rules);
    case 5:
      return toStep5Dto(v);
    case 6:
      return toStep6Dto(v);
  }
}

export function toWizardStateDto(e: EnterpriseStepsRow): z.input<typeof wizardStateSchema> {
  return { _id: e.id, wizard_step: e.wizardStep, published: e.published };
}

export function toConstructionStatusDto(s: ConstructionStatus): z.input<typeof constructionStatusSchema> {
  return { stages: s.stages, overall: s.overall, updatedAt: s.updatedAt.toISOString() };
}

type EnterpriseLogDto = z.input<typeof enterpriseLogListResponse>["payload"][number];
export function toEnterpriseLogDto(l: EnterpriseLogRow): EnterpriseLogDto {
  return { _id: l.id, actor_id: l.actorId, action: l.action, data: l.data, createdAt: l.createdAt.toISOString() };
}

export function toEnterpriseWithoutTeamsDto(
  e: EnterpriseWithoutTeamsRow,
): z.input<typeof noSalesTeamsResponse>["payload"][number] {
  return { _id: e.id, name: e.name, city: e.city };
}
