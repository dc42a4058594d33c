/** What the demo history generator reads (from the demo seed's rows) and what it writes (rows per table). */
import type { Prisma } from "../../client";
import type { Rng } from "../leads/prng";
import type { PriceTables } from "./price-tables";

export interface HistoryUnit {
  id: string;
  towerId: string;
  /** Table price today (centavos). */
  price: number;
  /** Free for the history: available, priced, and no reservation, proposal or sale of the demo deals. */
  free: boolean;
}

export interface HistoryEnterprise {
  id: string;
  name: string;
  city: string;
  teamId: string | null;
  coordinatorId: string | null;
  commission: { agency: number; broker: number; coordinator: number } | null;
  launchMonthsAgo: number;
  /** Relative weight of its monthly sales. */
  salesPerMonth: number;
  indexType: "INCCDI" | "IGPM";
  tables: PriceTables;
  /** The table the enterprise wizard generated (dated at the seed's run): moved back to the launch. */
  generatedSnapshotId: string | null;
  /** Every unit of the enterprise. */
  units: HistoryUnit[];
}

/** An enterprise without inventory: leads only. */
export interface LeadOnlyEnterprise {
  id: string;
  city: string;
  teamId: string | null;
}

export interface HistoryPeople {
  booth: readonly string[];
  online: string;
  partnerBroker: string;
  agency: string;
  patriani: string;
  receptionist: string;
  secretary: string;
  financial: string;
  /** Coordinators who move leads between specialists. */
  coordinators: readonly string[];
}

export interface HistoryInput {
  rng: Rng;
  now: Date;
  /** The first lead's id: the history's marker (idempotency). */
  markerId: string;
  /** Who made the price tables. */
  adminId: string;
  enterprises: readonly HistoryEnterprise[];
  leadOnly: readonly LeadOnlyEnterprise[];
  people: HistoryPeople;
  roulettes: { online: string | null; booth: string | null };
  /** Teams of the online, partner and Patriani-agent leads. */
  channelTeams: { online: string | null; partner: string | null; patriani: string | null };
  takenPhones: Set<string>;
}

export interface HistoryRows {
  leads: Prisma.LeadCreateManyInput[];
  movements: Prisma.LeadMovementCreateManyInput[];
  attendances: Prisma.AttendanceCreateManyInput[];
  offers: Prisma.LeadOfferCreateManyInput[];
  visits: Prisma.StandVisitCreateManyInput[];
  serviceReports: Prisma.ServiceReportCreateManyInput[];
  thirdPartyVisits: Prisma.ThirdPartyVisitCreateManyInput[];
  schedules: Prisma.ScheduleCreateManyInput[];
  slots: Prisma.ScheduleSlotCreateManyInput[];
  proposals: Prisma.ProposalCreateManyInput[];
  proposalSeries: Prisma.ProposalSerieCreateManyInput[];
  proposalLogs: Prisma.ProposalLogCreateManyInput[];
  sales: Prisma.SaleCreateManyInput[];
  saleBuyers: Prisma.SaleBuyerCreateManyInput[];
  saleLogs: Prisma.SaleLogCreateManyInput[];
  commissions: Prisma.CommissionCreateManyInput[];
  unitLogs: Prisma.UnitLogCreateManyInput[];
  snapshots: Prisma.PriceSnapshotCreateManyInput[];
  snapshotItems: Prisma.PriceSnapshotItemCreateManyInput[];
}

/** The units' state after the history: status and price (sold units keep the price they were sold at). */
export interface UnitOutcome {
  id: string;
  status: "AVAILABLE" | "IN_SALES_PROCESS" | "SOLD";
  price: number;
}

export const emptyRows = (): HistoryRows => ({
  leads: [],
  movements: [],
  attendances: [],
  offers: [],
  visits: [],
  serviceReports: [],
  thirdPartyVisits: [],
  schedules: [],
  slots: [],
  proposals: [],
  proposalSeries: [],
  proposalLogs: [],
  sales: [],
  saleBuyers: [],
  saleLogs: [],
  commissions: [],
  unitLogs: [],
  snapshots: [],
  snapshotItems: [],
});
