/** Wizard steps 1-2 and unit edits: the enterprise's identity, its towers and generated units. */
import {
  expandTowerPattern,
  STEP_MSG,
  type Step1Input,
  type Step2Input,
  type UnitUpdateInput,
} from "@portal/contracts/enterprise-steps";
import { fieldError } from "../../lib/app-error";
import type { Repositories } from "../../repositories/repositories";
import { unitNotFound } from "../units/units.errors";
import { enterpriseNameTaken, structureLocked } from "./enterprises.errors";

export async function saveIdentity(repos: Repositories, id: string, i: Step1Input): Promise<void> {
  if (await repos.enterprises.findByName(i.name, id)) throw enterpriseNameTaken();
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
}

/** Generates towers and units from the pattern; refused once any unit is in a deal. */
export async function saveStructure(repos: Repositories, id: string, i: Step2Input): Promise<void> {
  if (await repos.enterpriseSteps.structureLocked(id)) throw structureLocked();
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
}

/** Edits one generated unit (number, typology, area, price...). */
export async function updateGeneratedUnit(
  repos: Repositories,
  enterpriseId: string,
  unitId: string,
  i: UnitUpdateInput,
): Promise<void> {
  const unit = await repos.enterpriseSteps.findUnit(enterpriseId, unitId);
  if (!unit) throw unitNotFound();
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
}
