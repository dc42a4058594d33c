import { seesOnlyActiveEnterprises } from "@portal/contracts/enterprises";
import { canReadInventory } from "@portal/contracts/policy";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { enterpriseNotFound, forbidden } from "./enterprises.errors";
import type { EnterpriseRow } from "./enterprises.repository";

/**
 * Read access to an enterprise and what hangs from it (files, plans, units, the mirror, prices): `may` says who
 * (default: the inventory readers; 403 for anyone else); an enterprise the caller may not see (missing, or
 * inactive for partner brokers) is a 404. Returns the enterprise.
 */
export async function assertEnterpriseVisible(
  repos: Pick<Repositories, "enterprises">,
  actor: AuthUser,
  enterpriseId: string,
  may: (roles: readonly string[]) => boolean = canReadInventory,
): Promise<EnterpriseRow> {
  if (!may(actor.roles)) throw forbidden();
  const e = await repos.enterprises.findById(enterpriseId);
  if (!e || (!e.active && seesOnlyActiveEnterprises(actor.roles))) throw enterpriseNotFound();
  return e;
}
