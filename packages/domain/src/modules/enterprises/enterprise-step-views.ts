/** What each wizard step saved, as domain data (the API's enterprises.mapper turns each into the step's wire DTO). */
import type { Repositories } from "../../repositories/repositories";
import type {
  CommercialRulesRows,
  EnterpriseFileListRow,
  EnterpriseMediaRow,
  EnterpriseStepsRow,
  PriceStats,
  TeamsAndApprovers,
  TowerCountRow,
} from "./enterprise-steps.repository";
import { enterpriseNotFound } from "./enterprises.errors";

/** Step 1 identity, 2 towers, 3 prices, 4 commercial rules, 5 media and files, 6 teams, approvers and publishing. */
export type StepView =
  | { step: 1; enterprise: EnterpriseStepsRow }
  | { step: 2; towers: TowerCountRow[] }
  | { step: 3; enterprise: EnterpriseStepsRow; stats: PriceStats }
  | { step: 4; rules: CommercialRulesRows }
  | { step: 5; medias: EnterpriseMediaRow[]; files: EnterpriseFileListRow[] }
  | { step: 6; enterprise: EnterpriseStepsRow; teams: TeamsAndApprovers };

/** The wizard steps, 1 to 6 (a number above 6 reads step 6, as before). */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export async function readStep(repos: Repositories, id: string, step: number): Promise<StepView> {
  const repo = repos.enterpriseSteps;
  const enterprise = await repo.find(id);
  if (!enterprise) throw enterpriseNotFound();
  switch (step) {
    case 1:
      return { step: 1, enterprise };
    case 2:
      return { step: 2, towers: await repo.towers(id) };
    case 3:
      return { step: 3, enterprise, stats: await repo.priceStats(id) };
    case 4:
      return { step: 4, rules: await repo.commercialRules(id) };
    case 5: {
      const [medias, files] = await Promise.all([repo.medias(id), repo.files(id)]);
      return { step: 5, medias, files };
    }
    default:
      return { step: 6, enterprise, teams: await repo.teamsAndApprovers(id) };
  }
}
