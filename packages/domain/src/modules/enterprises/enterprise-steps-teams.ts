/** Wizard step 6 and its settings pages: sales teams, approvers and publishing. */
import { STEP_MSG, type Step6Input } from "@portal/contracts/enterprise-steps";
import { canBeEnterpriseApprover } from "@portal/contracts/policy";
import { fieldError } from "../../lib/app-error";
import type { Repositories } from "../../repositories/repositories";
import { publishNeedsPrices } from "./enterprises.errors";

export async function saveTeamsAndApprovers(repos: Repositories, id: string, i: Step6Input): Promise<void> {
  const teamIds = await checkTeams(repos, i.sales_team_ids);
  await checkApprovers(repos, i.approvers);
  if (i.published) {
    const stats = await repos.enterpriseSteps.priceStats(id);
    if (stats.total === 0 || stats.priced < stats.total) throw publishNeedsPrices();
  }
  await repos.enterpriseSteps.replaceTeamsAndApprovers(
    id,
    teamIds,
    i.approvers.map((a) => ({ userId: a.user_id, level: a.level })),
  );
  await repos.enterpriseSteps.setPublished(id, i.published);
}

/** add-approvers: adds approvers (or changes their level), keeping the others. */
export async function upsertApprovers(
  repos: Repositories,
  id: string,
  approvers: { user_id: string; level: number }[],
): Promise<void> {
  await checkApprovers(repos, approvers);
  await repos.enterpriseSteps.upsertApprovers(
    id,
    approvers.map((a) => ({ userId: a.user_id, level: a.level })),
  );
}

export async function checkTeams(repos: Repositories, ids: string[]): Promise<string[]> {
  const teamIds = [...new Set(ids)];
  if ((await repos.enterpriseSteps.existingSalesTeams(teamIds)) !== teamIds.length) {
    throw fieldError("sales_team_ids", STEP_MSG.salesTeamInvalid);
  }
  return teamIds;
}

async function checkApprovers(repos: Repositories, approvers: { user_id: string }[]): Promise<void> {
  for (const [n, a] of approvers.entries()) {
    const u = await repos.users.findById(a.user_id);
    if (!u?.active || !canBeEnterpriseApprover(u.roles))
      throw fieldError(`approvers.${n}.user_id`, STEP_MSG.approverInvalid);
  }
}
