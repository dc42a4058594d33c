/** The enterprise wizard: access check and the per-step transaction; each step group writes through its own file. */
import type {
  Step1Input,
  Step2Input,
  Step3Input,
  Step4Input,
  Step5Input,
  Step6Input,
  UnitUpdateInput,
} from "@portal/contracts/enterprise-steps";
import { canManageEnterprises, canReadInventory } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { unitNotFound } from "../units/units.errors";
import type { UnitRow } from "../units/units.repository";
import { readStep, type StepView } from "./enterprise-step-views";
import type { EnterpriseStepsRow } from "./enterprise-steps.repository";
import { saveCommercialRules, savePrices } from "./enterprise-steps-commercial";
import { saveIdentity, saveStructure, updateGeneratedUnit } from "./enterprise-steps-structure";
import { checkTeams, saveTeamsAndApprovers, upsertApprovers } from "./enterprise-steps-teams";
import { enterpriseNotFound, forbidden } from "./enterprises.errors";

/** Progress per construction stage and their mean, rounded to one decimal. */
export interface ConstructionStatus {
  stages: { name: string; percentage: number }[];
  overall: number;
  updatedAt: Date;
}

/**
 * The enterprise wizard: each step validated (zod), then saved in one transaction with an enterprise log and
 * wizard_step = max(wizard_step, N), so the wizard resumes where it stopped (docs/decisions/011).
 * This class holds the access check and that transaction; what each step group writes lives beside it
 * (enterprise-steps-structure, -commercial, -teams) and what it reads back in enterprise-step-views.
 */
export class EnterpriseStepsService {
  constructor(private readonly db: Database) {}

  private assertManager(actor: AuthUser) {
    if (!canManageEnterprises(actor.roles)) throw forbidden();
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
      if (!e) throw enterpriseNotFound();
      const out = await fn(repos);
      if (step > 0) await repos.enterpriseSteps.reachStep(id, step);
      await repos.enterpriseSteps.log(id, actor.id, action, JSON.parse(JSON.stringify(data)));
      return out;
    });
  }

  async get(actor: AuthUser, id: string, step: number): Promise<StepView> {
    this.assertManager(actor);
    return this.read(id, step);
  }

  /** What a step saved, without the access check (callers check their own rule). */
  async read(id: string, step: number): Promise<StepView> {
    return readStep(this.db.repos, id, step);
  }

  step1(actor: AuthUser, id: string, i: Step1Input) {
    return this.save(actor, id, 1, i, (repos) => saveIdentity(repos, id, i));
  }

  /** Generates towers and units from the pattern; refused once any unit is in a deal. */
  step2(actor: AuthUser, id: string, i: Step2Input) {
    return this.save(actor, id, 2, i, (repos) => saveStructure(repos, id, i));
  }

  /** Saves the price parameters and index, generates every unit's table price, snapshots them. */
  step3(actor: AuthUser, id: string, i: Step3Input) {
    return this.save(actor, id, 3, i, (repos) => savePrices(repos, actor, id, i));
  }

  step4(actor: AuthUser, id: string, i: Step4Input) {
    return this.save(actor, id, 4, i, (repos) => saveCommercialRules(repos, id, i));
  }

  step5(actor: AuthUser, id: string, i: Step5Input) {
    return this.save(actor, id, 5, i, (repos) => repos.enterpriseSteps.replaceMedias(id, i.medias, actor.id));
  }

  step6(actor: AuthUser, id: string, i: Step6Input) {
    return this.save(actor, id, 6, i, (repos) => saveTeamsAndApprovers(repos, id, i));
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
    return this.save(actor, id, 0, { approvers }, (repos) => upsertApprovers(repos, id, approvers), "ADD_APPROVERS");
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

  /** construction-status as the inventory readers see it. */
  async readConstructionStatus(actor: AuthUser, id: string) {
    if (!canReadInventory(actor.roles)) throw forbidden();
    return this.constructionStatus(id);
  }

  /** construction-status without the access check (after a write the caller was allowed to make). */
  async constructionStatus(id: string): Promise<ConstructionStatus> {
    const e = await this.db.repos.enterpriseSteps.find(id);
    if (!e) throw enterpriseNotFound();
    const stages = (e.constructionStatus as { name: string; percentage: number }[] | null) ?? [];
    const overall = stages.length ? stages.reduce((s, x) => s + x.percentage, 0) / stages.length : 0;
    return { stages, overall: Math.round(overall * 10) / 10, updatedAt: e.updatedAt };
  }

  /** Edits one generated unit (number, typology, area, price...); returns the unit as saved. */
  async updateUnit(actor: AuthUser, enterpriseId: string, unitId: string, i: UnitUpdateInput): Promise<UnitRow> {
    await this.save(actor, enterpriseId, 2, { unit_id: unitId, ...i }, (repos) =>
      updateGeneratedUnit(repos, enterpriseId, unitId, i),
    );
    const unit = await this.db.repos.units.findById(unitId);
    if (!unit) throw unitNotFound();
    return unit;
  }

  /** Where the wizard resumes: the enterprise row (its wizard step and whether it is published). */
  async wizardState(actor: AuthUser, id: string): Promise<EnterpriseStepsRow> {
    this.assertManager(actor);
    const e = await this.db.repos.enterpriseSteps.find(id);
    if (!e) throw enterpriseNotFound();
    return e;
  }
}
