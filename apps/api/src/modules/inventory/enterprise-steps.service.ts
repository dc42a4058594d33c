import {
  expandTowerPattern,
  STEP_MSG,
  type Step1Input,
  type Step2Input,
  type Step3Input,
  type Step4Input,
  type Step5Input,
  type Step6Input,
  type UnitUpdateInput,
} from "@portal/contracts/enterprise-steps";
import { ENTERPRISE_MSG } from "@portal/contracts/enterprises";
import { MSG } from "@portal/contracts/messages";
import { canManageEnterprises, hasRole } from "@portal/contracts/policy";
import { type PriceTableParams, unitTablePrice } from "@portal/contracts/price-table";
import { AppError, fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";

const notFound = () => new AppError("NOT_FOUND", ENTERPRISE_MSG.notFound);
/** Who may approve proposals: staff who decide on prices (alçadas). */
const APPROVER_ROLES = [
  "GERAL_ADMIN",
  "OPERATIONAL_ADMIN",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "SALES_SECRETARY",
];

/**
 * The enterprise wizard: each step validated (zod), then saved in one transaction with an enterprise log and
 * wizard_step = max(wizard_step, N), so the wizard resumes where it stopped (docs/decisions/011).
 */
export class EnterpriseStepsService {
  constructor(private readonly db: Database) {}

  private assertManager(actor: AuthUser) {
    if (!canManageEnterprises(actor.roles)) throw new AppError("FORBIDDEN", MSG.forbidden);
  }

  /** One transaction: lock, run, reach the step (0 = not a wizard step), log the action. */
  private async save<T>(
    actor: AuthUser,
    id: string,
    step: number,
    data: object,
    fn: (repos: Repositories) => Promise<T>,
    action = `STEP_${step}`,
  ) {
    this.assertManager(actor);
    return this.db.transaction(async (repos) => {
      await repos.enterpriseSteps.lockRow(id);
      const e = await repos.enterpriseSteps.find(id);
      if (!e) throw notFound();
      const out = await fn(repos);
      if (step > 0) await repos.enterpriseSteps.reachStep(id, step);
      await repos.enterpriseSteps.log(id, actor.id, action, JSON.parse(JSON.stringify(data)));
      return out;
    });
  }

  async get(actor: AuthUser, id: string, step: number): Promise<unknown> {
    this.assertManager(actor);
    return this.read(id, step);
  }

  /** What a step saved, without the access check (callers check their own rule). */
  async read(id: string, step: number): Promise<unknown> {
    const repo = this.db.repos.enterpriseSteps;
    const e = await repo.find(id);
    if (!e) throw notFound();
    switch (step) {
      case 1:
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
          delivery_date: e.deliveryDate ? e.deliveryDate.toISOString().slice(0, 10) : null,
        };
      case 2: {
        const towers = await repo.towers(id);
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
      case 3: {
        const stats = await repo.priceStats(id);
        return {
          index_type: e.indexType,
          params: (e.priceParams as PriceTableParams | null) ?? null,
          priced_units: stats.priced,
          total_units: stats.total,
          total_price: stats.sum,
        };
      }
      case 4: {
        const r = await repo.commercialRules(id);
        return {
          commission_info: r.commission
            ? {
                agency_percentage: Number(r.commission.agencyPercentage),
                broker_percentage: Number(r.commission.brokerPercentage),
                coordinator_percentage: Number(r.commission.coordinatorPercentage),
              }
            : null,
          serie_templates: r.templates.map((t) => ({ _id: t.id, name: t.name, series: t.series as never })),
          sale_campaigns: r.campaigns.map((c) => ({
            _id: c.id,
            name: c.name,
            discount_type: c.discountType,
            discount_value: c.discountType === "PERCENTAGE" ? Number(c.discountPercentage) : Number(c.discountAmount),
            starts_at: c.startsAt.toISOString(),
            ends_at: c.endsAt.toISOString(),
            unit_ids: c.unitIds,
          })),
          approval_rules: r.rules.map((x) => ({
            _id: x.id,
            kind: x.kind,
            threshold: Number(x.threshold),
            level: x.level,
            description: x.description,
          })),
        };
      }
      case 5: {
        const [medias, files] = await Promise.all([repo.medias(id), repo.files(id)]);
        return {
          medias: medias.map((m) => ({ _id: m.id, type: m.type, title: m.title, url: m.url, position: m.position })),
          files: files.map((f) => ({
            _id: f.id,
            file_type: f.fileType,
            file_name: f.fileName,
            createdAt: f.createdAt.toISOString(),
          })),
        };
      }
      default: {
        const t = await repo.teamsAndApprovers(id);
        return {
          sales_team_ids: t.salesTeamIds,
          approvers: t.approvers.map((a) => ({ user_id: a.userId, full_name: a.fullName, level: a.level })),
          published: e.published,
          publishedAt: e.publishedAt ? e.publishedAt.toISOString() : null,
        };
      }
    }
  }

  step1(actor: AuthUser, id: string, i: Step1Input) {
    return this.save(actor, id, 1, i, async (repos) => {
      if (await repos.enterprises.findByName(i.name, id)) throw new AppError("CONFLICT", ENTERPRISE_MSG.nameTaken);
      await repos.enterpriseSteps.updateIdentity(id, {
        name: i.name,
        city: i.city,
        group: i.group,
        phase: i.phase,
        propertyType: i.property_type,
        ownership: i.ownership,
        speCompanyName: i.spe_company_name,
        speCnpj: i.spe_cnpj,
        registryNumber: i.registry_number,
        zipCode: i.address.zip_code,
        street: i.address.street,
        streetNumber: i.address.number,
        complement: i.address.complement ?? null,
        district: i.address.district,
        state: i.address.uf,
        description: i.description,
        deliveryDate: i.delivery_date ? new Date(`${i.delivery_date}T00:00:00Z`) : null,
      });
    });
  }

  /** Generates towers and units from the pattern; refused once any unit is in a deal. */
  step2(actor: AuthUser, id: string, i: Step2Input) {
    return this.save(actor, id, 2, i, async (repos) => {
      if (await repos.enterpriseSteps.structureLocked(id)) throw new AppError("CONFLICT", STEP_MSG.structureLocked);
      await repos.enterpriseSteps.replaceStructure(
        id,
        i.towers.map((t, position) => ({
          name: t.name,
          floors: t.floors,
          unitsPerFloor: t.units_per_floor,
          position,
          units: expandTowerPattern(t).map((u) => ({
            floor: u.floor,
            number: u.number,
            type: u.layout.type,
            bedrooms: u.layout.bedrooms,
            suites: u.layout.suites,
            privateArea: u.layout.private_area,
            position: u.layout.position,
            garageSpots: u.layout.garage_spots,
          })),
        })),
      );
    });
  }

  /** Saves the price parameters and index, generates every unit's table price, snapshots them. */
  step3(actor: AuthUser, id: string, i: Step3Input) {
    return this.save(actor, id, 3, i, async (repos) => {
      const units = await repos.enterpriseSteps.unitsForPricing(id);
      if (units.length === 0) throw new AppError("CONFLICT", STEP_MSG.noUnits);
      const params: PriceTableParams = {
        base_price_per_m2: i.base_price_per_m2,
        floor_adjustment_percentage: i.floor_adjustment_percentage,
        base_floor: i.base_floor,
        position_adjustments: i.position_adjustments,
      };
      await repos.enterpriseSteps.savePriceParams(id, i.index_type, params as never);
      await repos.enterpriseSteps.setPrices(
        units.map((u) => ({
          id: u.id,
          price: unitTablePrice(
            { floor: u.floor, private_area: u.privateArea.toString(), position: u.position as "FRONT" },
            params,
          ),
        })),
      );
      await repos.prices.snapshot(id, { reason: "GENERATED", createdById: actor.id, indexType: i.index_type });
    });
  }

  step4(actor: AuthUser, id: string, i: Step4Input) {
    return this.save(actor, id, 4, i, async (repos) => {
      const unitIds = i.sale_campaigns.flatMap((c) => c.unit_ids);
      const known = await repos.enterpriseSteps.unitIdsOf(id, unitIds);
      i.sale_campaigns.forEach((c, n) => {
        if (c.unit_ids.some((u) => !known.has(u)))
          throw fieldError(`sale_campaigns.${n}.unit_ids`, STEP_MSG.unknownUnits);
      });
      const c = i.commission_info;
      await repos.enterpriseSteps.replaceCommercialRules(id, {
        commission: {
          agencyPercentage: c.agency_percentage,
          brokerPercentage: c.broker_percentage,
          coordinatorPercentage: c.coordinator_percentage,
        },
        templates: i.serie_templates.map((t) => ({ name: t.name, series: t.series })),
        campaigns: i.sale_campaigns.map((x) => ({
          name: x.name,
          discountType: x.discount_type,
          discountPercentage: x.discount_type === "PERCENTAGE" ? x.discount_value : null,
          discountAmount: x.discount_type === "ABSOLUTE" ? BigInt(x.discount_value) : null,
          startsAt: new Date(x.starts_at),
          endsAt: new Date(x.ends_at),
          unitIds: x.unit_ids,
        })),
        rules: i.approval_rules.map((r) => ({
          kind: r.kind,
          threshold: r.threshold,
          level: r.level,
          description: r.description,
        })),
      });
    });
  }

  step5(actor: AuthUser, id: string, i: Step5Input) {
    return this.save(actor, id, 5, i, (repos) => repos.enterpriseSteps.replaceMedias(id, i.medias, actor.id));
  }

  step6(actor: AuthUser, id: string, i: Step6Input) {
    return this.save(actor, id, 6, i, async (repos) => {
      const teamIds = await checkTeams(repos, i.sales_team_ids);
      await checkApprovers(repos, i.approvers);
      if (i.published) {
        const stats = await repos.enterpriseSteps.priceStats(id);
        if (stats.total === 0 || stats.priced < stats.total)
          throw new AppError("CONFLICT", STEP_MSG.publishNeedsPrices);
      }
      await repos.enterpriseSteps.replaceTeamsAndApprovers(
        id,
        teamIds,
        i.approvers.map((a) => ({ userId: a.user_id, level: a.level })),
      );
      await repos.enterpriseSteps.setPublished(id, i.published);
    });
  }

  /** sales-teams-settings: replaces the teams serving the enterprise. */
  salesTeamsSettings(actor: AuthUser, id: string, salesTeamIds: string[]) {
    return this.save(
      actor,
      id,
      0,
      { sales_team_ids: salesTeamIds },
      async (repos) => repos.enterpriseSteps.replaceSalesTeams(id, await checkTeams(repos, salesTeamIds)),
      "SALES_TEAMS_SETTINGS",
    );
  }

  /** add-approvers: adds approvers (or changes their level), keeping the others. */
  addApprovers(actor: AuthUser, id: string, approvers: { user_id: string; level: number }[]) {
    return this.save(
      actor,
      id,
      0,
      { approvers },
      async (repos) => {
        await checkApprovers(repos, approvers);
        await repos.enterpriseSteps.upsertApprovers(
          id,
          approvers.map((a) => ({ userId: a.user_id, level: a.level })),
        );
      },
      "ADD_APPROVERS",
    );
  }

  /** construction-status: progress per stage, percent. */
  setConstructionStatus(actor: AuthUser, id: string, stages: { name: string; percentage: number }[]) {
    return this.save(
      actor,
      id,
      0,
      { stages },
      (repos) => repos.enterpriseSteps.setConstructionStatus(id, stages),
      "CONSTRUCTION_STATUS",
    );
  }

  async constructionStatus(id: string) {
    const e = await this.db.repos.enterpriseSteps.find(id);
    if (!e) throw notFound();
    const stages = (e.constructionStatus as { name: string; percentage: number }[] | null) ?? [];
    const overall = stages.length ? stages.reduce((s, x) => s + x.percentage, 0) / stages.length : 0;
    return { stages, overall: Math.round(overall * 10) / 10, updatedAt: e.updatedAt.toISOString() };
  }

  /** Edits one generated unit (number, typology, area, price...). */
  updateUnit(actor: AuthUser, enterpriseId: string, unitId: string, i: UnitUpdateInput) {
    return this.save(actor, enterpriseId, 2, { unit_id: unitId, ...i }, async (repos) => {
      const unit = await repos.enterpriseSteps.findUnit(enterpriseId, unitId);
      if (!unit) throw new AppError("NOT_FOUND", "Unidade não encontrada.");
      if (i.number && (await repos.enterpriseSteps.unitNumberTaken(unit.towerId, i.number, unitId))) {
        throw fieldError("number", STEP_MSG.numberTaken);
      }
      await repos.enterpriseSteps.updateUnit(unitId, {
        number: i.number,
        type: i.type,
        bedrooms: i.bedrooms,
        suites: i.suites,
        privateArea: i.private_area,
        position: i.position,
        garageSpots: i.garage_spots,
        price: i.price === undefined ? undefined : i.price === null ? null : BigInt(i.price),
      });
    });
  }

  async wizardState(actor: AuthUser, id: string) {
    this.assertManager(actor);
    const e = await this.db.repos.enterpriseSteps.find(id);
    if (!e) throw notFound();
    return { _id: e.id, wizard_step: e.wizardStep, published: e.published };
  }
}

async function checkTeams(repos: Repositories, ids: string[]): Promise<string[]> {
  const teamIds = [...new Set(ids)];
  if ((await repos.enterpriseSteps.existingSalesTeams(teamIds)) !== teamIds.length) {
    throw fieldError("sales_team_ids", STEP_MSG.salesTeamInvalid);
  }
  return teamIds;
}

async function checkApprovers(repos: Repositories, approvers: { user_id: string }[]): Promise<void> {
  for (const [n, a] of approvers.entries()) {
    const u = await repos.users.findById(a.user_id);
    if (!u?.active || !hasRole(u.roles, APPROVER_ROLES))
      throw fieldError(`approvers.${n}.user_id`, STEP_MSG.approverInvalid);
  }
}
