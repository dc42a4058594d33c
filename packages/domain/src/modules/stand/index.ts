// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { standOpeningHours } from "./stand-hours";
export type { Board, BoardEntry } from "./stand-presence.service";
export type { Page } from "./stand-queries.service";
export { decideRouting } from "./stand-routing";
export type {
  PresenceView,
  QueueMember,
  ServiceReportRecord,
  ServiceReportRow,
  StandLogRow,
  StandVisitRecord,
  StandVisitRow,
  ThirdPartyVisitRow,
} from "./stand-rows";
export type { StandServices } from "./stand-services";
export { buildStandServices } from "./stand-services";
export type { StandInfo } from "./stand-settings.service";
export type { DayEndResult, RouteWaitingResult } from "./stand-sweep.service";
export { DAY_END_GRACE_MS } from "./stand-sweep.service";
export type { VisitorLookupItem } from "./stand-visit-create.service";
