/** Wizard steps 3-4: table prices from the price parameters, and the commercial rules (commission, plans, campaigns, approval rules). */
import { STEP_MSG, type Step3Input, type Step4Input } from "@portal/contracts/enterprise-steps";
import { type PriceTableParams, unitTablePrice } from "@portal/contracts/price-table";
import { fieldError } from "../../lib/app-error";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { noUnitsToPrice } from "./enterprises.errors";

/** Saves the price parameters and index, generates every unit's table price, snapshots them. */
export async function savePrices(repos: Repositories, actor: AuthUser, id: string, i: Step3Input): Promise<void> {
  const units = await repos.enterpriseSteps.unitsForPricing(id);
  if (units.length === 0) throw noUnitsToPrice();
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
}

export async function saveCommercialRules(repos: Repositories, id: string, i: Step4Input): Promise<void> {
  const unitIds = i.sale_campaigns.flatMap((c) => c.unit_ids);
  const known = await repos.enterpriseSteps.unitIdsOf(id, unitIds);
  i.sale_campaigns.forEach((c, n) => {
    if (c.unit_ids.some((u) => !known.has(u))) throw fieldError(`sale_campaigns.${n}.unit_ids`, STEP_MSG.unknownUnits);
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
}
