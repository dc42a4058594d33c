/** What each wizard step saved, as the wizard reads it back (GET /enterprises/:id/step-N and the catalog). */
import type { PriceTableParams } from "@portal/contracts/price-table";
import type { Repositories } from "../../repositories/repositories";
import { enterpriseNotFound } from "./enterprises.errors";

/** Step 1 identity, 2 towers, 3 prices, 4 commercial rules, 5 media and files, 6 (and beyond) teams and approvers. */
export async function readStep(repos: Repositories, id: string, step: number): Promise<unknown> {
  const repo = repos.enterpriseSteps;
  const e = await repo.find(id);
  if (!e) throw enterpriseNotFound();
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
