import { ENTERPRISE_MSG, seesOnlyActiveEnterprises } from "@portal/contracts/enterprises";
import { MSG } from "@portal/contracts/messages";
import { canReadInventory } from "@portal/contracts/policy";
import { AppError } from "../../lib/app-error";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";

/**
 * Read access to an enterprise's files and plans: the inventory readers (403 for anyone else); an enterprise the
 * caller may not see (missing, or inactive for partner brokers) is a 404.
 */
export async function assertEnterpriseVisible(
  repos: Pick<Repositories, "enterprises">,
  actor: AuthUser,
  enterpriseId: string,
): Promise<void> {
  if (!canReadInventory(actor.roles)) throw new AppError("FORBIDDEN", MSG.forbidden);
  const e = await repos.enterprises.findById(enterpriseId);
  if (!e || (!e.active && seesOnlyActiveEnterprises(actor.roles)))
    throw new AppError("NOT_FOUND", ENTERPRISE_MSG.notFound);
}
