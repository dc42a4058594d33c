/**
 * Deterministic demo leads (pure: no database). Given the enterprises and the demo specialists/coordinators,
 * builds every row the seed inserts: leads, logs, movements, attendances, favourites and co-partners.
 */
import {
  ARCHIVE_REASONS,
  CITIES,
  DISCARD_REASONS,
  FUNNEL_STAGES,
  LEAD_ORIGIN_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  ONLINE_SOURCES,
} from "@portal/contracts/lead-enums";
import type { Prisma } from "../../client";
import { cpfFromBase } from "../../documents";
import { MARKETING_SOURCES, STREET_NAMES } from "./catalog";
import { buildLeadHistory, type LeadDraft } from "./lead-history";
import { mobilePhone, PROFESSIONS, personalEmail, personName } from "./people";
import type { Rng } from "./prng";

const DAY = 24 * 60 * 60_000;
type LeadStatus = (typeof LEAD_STATUSES)[number];
type FunnelStage = (typeof FUNNEL_STAGES)[number];

export interface SeedEnterprise {
  id: string;
  name: string;
  city: string;
  active: boolean;
  salesTeamId: string | null;
  daysToGoToBase: number | null;
  cepPrefix: string;
  districts: readonly string[];
}

export interface GenerateLeadsInput {
  rng: Rng;
  now: Date;
  count: number;
  enterprises: readonly SeedEnterprise[];
  boothSpecialistId: string;
  onlineSpecialistId: string;
  /** Coordinators: they reassign leads and mark a few favourites. */
  coordinatorIds: readonly string[];
  /** Phones already used (e.g. by existing leads); generated phones avoid them and are added. */
  takenPhones: Set<string>;
}

export interface GeneratedLeads {
  leads: Prisma.LeadCreateManyInput[];
  logs: Prisma.LeadLogCreateManyInput[];
  movements: Prisma.LeadMovementCreateManyInput[];
  attendances: Prisma.AttendanceCreateManyInput[];
  favorites: Prisma.LeadFavoriteCreateManyInput[];
  copartners: Prisma.LeadCopartnerCreateManyInput[];
}

const STATUS_WEIGHTS: Record<LeadStatus, number> = {
  NEW: 12,
  NEW_INTEREST: 6,
  TALKING: 28,
  STOPPED: 12,
  EXPIRED: 5,
  FILED: 10,
  NON_ADHERENT: 5,
  EXCLUDED: 3,
  PROPOSAL: 7,
  CONTRACT: 4,
  SOLD: 8,
};
const INTEREST_WEIGHTS = { HIGH: 20, MEDIUM: 30, LOW: 20, FROZEN: 8, NO_CLASSIFICATION: 22 } as const;
const ORGANIC_SOURCE_WEIGHTS: Partial<Record<(typeof LEAD_SOURCES)[number], number>> = {
  SITE: 14,
  FACEBOOK: 12,
  INSTAGRAM: 12,
  WHATSAPP: 12,
  STAND: 12,
  PHONE: 6,
  PORTAL: 6,
  CONTACT_US: 4,
  INDICATION: 4,
  MEU_IMOVEL_PORTAL: 3,
  TIKTOK: 2,
  WA_TEMPLATE: 2,
  PRE_LEADS_BASE: 2,
  AGENT_PARTNER: 2,
};
/** Codes of MARITAL_STATUSES / MARRIAGE_REGIMES in packages/contracts/src/leads.ts. */
const MARITAL = ["SINGLE", "MARRIED", "MARRIED", "STABLE_UNION", "DIVORCED", "WIDOWED"] as const;
const REGIMES = ["PARTIAL_COMMUNION", "PARTIAL_COMMUNION", "UNIVERSAL_COMMUNION", "TOTAL_SEPARATION"] as const;

function stageFor(rng: Rng, status: LeadStatus): FunnelStage | null {
  switch (status) {
    case "NEW":
      return null;
    case "PROPOSAL":
      return "PROPOSAL_SENT";
    case "CONTRACT":
    case "SOLD":
      return "CONTRACT_SIGNING";
    case "NEW_INTEREST":
    case "EXCLUDED":
      return rng.chance(0.5) ? null : rng.pick(FUNNEL_STAGES.slice(0, 4));
    default:
      return rng.pick(FUNNEL_STAGES.slice(0, 10));
  }
}

function contractData(rng: Rng, name: { sex: "F" | "M" }, ent: SeedEnterprise, index: number) {
  const maritalStatus = rng.pick(MARITAL);
  return {
    document: cpfFromBase(300_000_000 + index * 7919),
    documentType: "CPF",
    rg: `${rng.int(10, 59)}${String(rng.int(0, 999_999)).padStart(6, "0")}${rng.int(0, 9)}`,
    issuingAgency: "SSP",
    uf: "SP",
    dob: new Date(Date.UTC(rng.int(1960, 2000), rng.int(0, 11), rng.int(1, 28))),
    profession: rng.pick(PROFESSIONS),
    sex: name.sex === "F" ? "FEMALE" : "MALE",
    maritalStatus,
    marriageRegime: maritalStatus === "MARRIED" ? rng.pick(REGIMES) : null,
    nationality: "Brasileira",
    naturalness: rng.pick(CITIES),
    address: {
      zip_code: `${ent.cepPrefix}${String(rng.int(0, 99_999)).padStart(5, "0")}`,
      street: rng.pick(STREET_NAMES),
      number: String(rng.int(10, 2500)),
      district: rng.pick(ent.districts),
      city: ent.city,
      uf: "SP",
    },
  };
}

function uniquePhone(rng: Rng, city: string | null, taken: Set<string>): string {
  let phone = mobilePhone(rng, city);
  while (taken.has(phone)) phone = mobilePhone(rng, city);
  taken.add(phone);
  return phone;
}

export function generateDemoLeads(input: GenerateLeadsInput): GeneratedLeads {
  const { rng, now, enterprises } = input;
  const active = enterprises.filter((e) => e.active);
  const emails = new Set<string>();
  const out: GeneratedLeads = { leads: [], logs: [], movements: [], attendances: [], favorites: [], copartners: [] };
  let inAttendanceLeft = 12;

  for (let i = 0; i < input.count; i++) {
    // The first rows cover every status and source once; the rest follow realistic weights.
    const status: LeadStatus =
      i < LEAD_STATUSES.length ? (LEAD_STATUSES[i] as LeadStatus) : rng.weighted(STATUS_WEIGHTS);
    const source =
      i < LEAD_SOURCES.length
        ? (LEAD_SOURCES[i] as string)
        : rng.weighted(ORGANIC_SOURCE_WEIGHTS as Record<string, number>);
    const nature = ONLINE_SOURCES.includes(source) ? "ONLINE" : "OFFLINE";
    const ent = rng.chance(0.95) ? rng.pick(active) : rng.pick(enterprises);
    const city = rng.chance(0.8) ? ent.city : rng.chance(0.5) ? rng.pick(CITIES) : null;
    const name = personName(rng);

    // Ownership: online leads mostly with the online specialist; a share of stale leads back in the base.
    const natural = nature === "ONLINE" ? input.onlineSpecialistId : input.boothSpecialistId;
    const other = natural === input.onlineSpecialistId ? input.boothSpecialistId : input.onlineSpecialistId;
    const worker = rng.chance(0.85) ? natural : other;
    const inBase =
      status === "STOPPED" || status === "EXPIRED" ? rng.chance(0.5) : status === "NEW" ? rng.chance(0.25) : false;
    const reassigned = !inBase && rng.chance(0.12);
    const ownerId = inBase ? null : worker;
    const previousOwnerId = inBase ? worker : reassigned ? (other === worker ? natural : other) : null;
    const ageDays = inBase ? rng.int(25, 180) : rng.int(0, 179);
    const createdAt = new Date(now.getTime() - ageDays * DAY - rng.int(0, DAY - 1));

    const statusProfile = stageFor(rng, status);
    const archiveReason = status === "FILED" ? rng.pick(ARCHIVE_REASONS) : null;
    const discardReason = status === "NON_ADHERENT" ? rng.pick(DISCARD_REASONS) : null;
    const inAttendance =
      ownerId !== null &&
      inAttendanceLeft > 0 &&
      (status === "TALKING" || status === "NEW_INTEREST") &&
      rng.chance(0.05);
    if (inAttendance) inAttendanceLeft--;

    const draft: LeadDraft = {
      id: rng.uuid(),
      firstName: name.firstName,
      enterpriseId: ent.id,
      enterpriseName: ent.name,
      status,
      statusProfile,
      archiveReason,
      discardReason,
      createdAt,
      ownerId,
      previousOwnerId,
      reassignedById: reassigned ? rng.pick(input.coordinatorIds) : null,
      createdByOwner: nature === "OFFLINE",
      inAttendance,
    };
    const history = buildLeadHistory(rng, draft, now);
    const lastInterestAt =
      status === "NEW_INTEREST"
        ? new Date(createdAt.getTime() + Math.floor(rng.next() * (now.getTime() - createdAt.getTime())))
        : createdAt;
    const hasPartner = rng.chance(0.04);
    const withContract = status === "PROPOSAL" || status === "CONTRACT" || status === "SOLD";

    out.leads.push({
      id: draft.id,
      fullName: name.fullName,
      phone: uniquePhone(rng, city ?? ent.city, input.takenPhones),
      email: rng.chance(0.55) ? personalEmail(rng, name.fullName, emails) : null,
      source,
      originType: rng.pick(LEAD_ORIGIN_TYPES),
      marketingSource: nature === "ONLINE" ? rng.pick(MARKETING_SOURCES) : null,
      nature,
      enterpriseId: ent.id,
      ownerId,
      status,
      statusProfile,
      interestLevel: status === "SOLD" ? "HIGH" : rng.weighted(INTEREST_WEIGHTS),
      profile: status === "NON_ADHERENT" ? "NON_ADHERENT" : rng.chance(0.55) ? "ADHERENT" : "UNCLASSIFIED",
      city,
      isClient: status === "SOLD",
      excluded: status === "EXCLUDED",
      salesTeamId: ent.salesTeamId,
      daysToGoToBase: ent.daysToGoToBase !== null && rng.chance(0.5) ? ent.daysToGoToBase : null,
      archiveReason,
      discardReason,
      inAttendance,
      attendanceStartedAt: history.attendanceStartedAt,
      lastInterestAt,
      lastActivityAt: new Date(Math.max(history.lastActivityAt.getTime(), lastInterestAt.getTime())),
      hasPartner,
      createdById: nature === "OFFLINE" ? (previousOwnerId ?? ownerId) : null,
      createdAt,
      updatedAt: new Date(Math.max(history.lastActivityAt.getTime(), lastInterestAt.getTime())),
      ...(withContract && contractData(rng, name, ent, i)),
    });
    out.logs.push(...history.logs);
    out.movements.push(...history.movements);
    out.attendances.push(...history.attendances);

    if (ownerId && rng.chance(0.1)) out.favorites.push({ userId: ownerId, leadId: draft.id, createdAt: now });
    if (rng.chance(0.02))
      out.favorites.push({ userId: rng.pick(input.coordinatorIds), leadId: draft.id, createdAt: now });
    if (hasPartner) {
      const partner = personName(rng);
      out.copartners.push({
        id: rng.uuid(),
        leadId: draft.id,
        fullName: partner.fullName,
        phone: uniquePhone(rng, ent.city, input.takenPhones),
        relationship: rng.pick(["Cônjuge", "Cônjuge", "Irmão(ã)", "Pai/Mãe", "Sócio(a)"]),
        createdAt,
      });
    }
  }
  return out;
}
