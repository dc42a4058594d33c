import type {
  Prisma,
  ServiceReport,
  Stand,
  StandLog,
  StandPresence,
  StandVisit,
  ThirdPartyVisit,
} from "@portal/db/client";

/** The stand module's row shapes (what repositories return and the API's mapper reads). */

export type StandRow = Stand;
export type StandPresenceRow = StandPresence;
export type StandVisitRecord = StandVisit;
export type ServiceReportRecord = ServiceReport;
export type ThirdPartyVisitRecord = ThirdPartyVisit;
export type StandLogRow = StandLog;
export type Availability = "AVAILABLE" | "IN_PAUSE" | "IN_ATTENDANCE" | "OFFLINE";
export type StandVisitStatusValue = StandVisit["status"];
export type AssignmentType = NonNullable<StandVisit["assignmentType"]>;

export interface OpeningHours {
  weekday: number;
  opens_at: string;
  closes_at: string;
}

/** A stand with its enterprise and live counts (GET /stands, /enterprises/{id}/stand). */
export interface StandView {
  enterpriseId: string;
  enterpriseName: string;
  enterpriseCity: string;
  /** null: the enterprise has no stand row yet (an admin has never saved one). */
  stand: StandRow | null;
  specialistsPresent: number;
  waitingVisits: number;
}

/** A presence with the names the wire shows. */
export interface PresenceView extends StandPresenceRow {
  userName: string;
  enterpriseName: string;
}

/** An open specialist presence as the routing and the board see it: queue order plus the user's availability. */
export interface QueueMember {
  presenceId: string;
  userId: string;
  userName: string;
  availability: Availability;
  userActive: boolean;
  queueAt: Date;
  checkedInAt: Date;
  lastAssignedAt: Date | null;
  visitsCount: number;
  /**
   * Their visits routed and not finished (ASSIGNED or IN_ATTENDANCE). The lista da vez gives one visitor per
   * specialist: while one is on the way or being served they are not available for the next (decision 063).
   */
  openVisits: number;
}

/** A visit with the names and relations the wire shows. */
export interface StandVisitRow extends StandVisitRecord {
  enterpriseName: string;
  specialistName: string | null;
  receptionistName: string | null;
  ownerName: string | null;
  thirdPartyVisit: ThirdPartyVisitRow | null;
  serviceReportId: string | null;
}

export interface ThirdPartyVisitRow extends ThirdPartyVisitRecord {
  enterpriseName: string;
  visitorName: string;
  brokerUserName: string | null;
}

export interface ServiceReportRow extends ServiceReportRecord {
  enterpriseName: string;
  specialistName: string | null;
  visitorName: string;
}

/** Prisma include of a visit's relations (names are joined separately, in one users read). */
export const visitInclude = {
  stand: { select: { enterprise: { select: { name: true } } } },
  thirdPartyVisit: true,
  serviceReport: { select: { id: true } },
} satisfies Prisma.StandVisitInclude;

export const reportInclude = {
  standVisit: { select: { visitorName: true, stand: { select: { enterprise: { select: { name: true } } } } } },
} satisfies Prisma.ServiceReportInclude;

export const thirdPartyInclude = {
  standVisit: {
    select: { visitorName: true, specialistId: true, stand: { select: { enterprise: { select: { name: true } } } } },
  },
} satisfies Prisma.ThirdPartyVisitInclude;
