/** Deterministic demo pre-leads (status AVAILABLE) for the pre-leads screen. Pure: no database. */
import type { Prisma } from "../../client";
import { MARKETING_SOURCES } from "./catalog";
import type { SeedEnterprise } from "./generate-leads";
import { mobilePhone, personalEmail, personName } from "./people";
import type { Rng } from "./prng";

const DAY = 24 * 60 * 60_000;

export function generateDemoPreLeads(input: {
  rng: Rng;
  now: Date;
  count: number;
  enterprises: readonly SeedEnterprise[];
  /** Phones of leads and other pre-leads: a pre-lead never duplicates them (updated in place). */
  takenPhones: Set<string>;
}): Prisma.PreLeadCreateManyInput[] {
  const { rng, now } = input;
  const active = input.enterprises.filter((e) => e.active);
  const emails = new Set<string>();
  const rows: Prisma.PreLeadCreateManyInput[] = [];
  for (let i = 0; i < input.count; i++) {
    const ent = rng.chance(0.85) ? rng.pick(active) : null;
    const city = ent?.city ?? null;
    const name = personName(rng);
    let phone = mobilePhone(rng, city);
    while (input.takenPhones.has(phone)) phone = mobilePhone(rng, city);
    input.takenPhones.add(phone);
    rows.push({
      id: rng.uuid(),
      fullName: name.fullName,
      phone,
      email: rng.chance(0.4) ? personalEmail(rng, name.fullName, emails) : null,
      source: "PRE_LEADS_BASE",
      marketingSource: rng.chance(0.7) ? rng.pick(MARKETING_SOURCES) : null,
      city,
      enterpriseId: ent?.id ?? null,
      status: "AVAILABLE",
      createdAt: new Date(now.getTime() - rng.int(0, 59) * DAY - rng.int(0, DAY - 1)),
    });
  }
  return rows;
}
