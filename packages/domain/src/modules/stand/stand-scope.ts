import { hasRole } from "@portal/contracts/policy";
import { ADMIN_ROLES } from "@portal/contracts/roles";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { localDay } from "../distribution/rotation";

/**
 * The stand scope (decision 061): the one rule of which stands a caller works at, used by the visits (check-in of a
 * visitor, reads, assign, cancel, the partial report), the presences (queue actions, check-in overrides), the board
 * and the shift grid's writes.
 * - Admins (GERAL_ADMIN, OPERATIONAL_ADMIN; MASTER): every stand.
 * - BOOTH_COORDINATOR: the stands served by an active sales team they master or belong to (enterprise_sales_teams).
 * - RECEPCIONIST: the stand of their open reception presence, while they are scheduled there on today's São Paulo
 *   date (any shift), or when an admin or the stand's coordinator checked them in there today outside the schedule.
 * - BOOTH_SPECIALIST: the stands they are scheduled at today, and the stand of their open presence (the queue they
 *   are in; their visits stay the ones routed to them).
 * Roles add up (a coordinator who is also a receptionist gets both).
 */
export interface StandScope {
  every: boolean;
  /** Stands of the caller's sales teams (booth coordinators). */
  coordinated: ReadonlySet<string>;
  /** The receptionist's stand now (their presence, valid by today's schedule or an override), or null. */
  reception: string | null;
  /** The stand of a receptionist's open presence that the schedule no longer covers (the 403 names it). */
  receptionLapsed: string | null;
  /** Where a receptionist may check in today: the stands they are scheduled at on today's date. */
  receptionScheduled: ReadonlySet<string>;
  /** A booth specialist's stands (scheduled today, or where their open presence is). */
  specialist: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** Today's date in America/Sao_Paulo ("YYYY-MM-DD"): the day a receptionist's schedule is read for. */
export const standDay = (at = new Date()) => localDay(at);

/** Whether a receptionist's open presence still counts: scheduled there today, or checked in by override today. */
export function receptionPresenceValid(
  presence: { enterpriseId: string; checkedInAt: Date; overrideById: string | null },
  scheduledToday: ReadonlySet<string>,
  at = new Date(),
): boolean {
  if (scheduledToday.has(presence.enterpriseId)) return true;
  return !!presence.overrideById && localDay(presence.checkedInAt) === localDay(at);
}

export async function standScopeOf(repos: Repositories, actor: AuthUser, at = new Date()): Promise<StandScope> {
  const scope: StandScope = {
    every: hasRole(actor.roles, ADMIN_ROLES),
    coordinated: NONE,
    reception: null,
    receptionLapsed: null,
    receptionScheduled: NONE,
    specialist: NONE,
  };
  if (scope.every) return scope;
  const coordinator = hasRole(actor.roles, ["BOOTH_COORDINATOR"]);
  const receptionist = hasRole(actor.roles, ["RECEPCIONIST"]);
  const specialist = hasRole(actor.roles, ["BOOTH_SPECIALIST"]);
  if (!coordinator && !receptionist && !specialist) return scope;
  // One read whatever the roles (the visitor check-in's cost is pinned, decision 056).
  const facts = await repos.stands.scopeFacts(actor.id, standDay(at), coordinator);
  const scheduled = new Set(facts.scheduled);
  const presence = facts.presence;
  scope.coordinated = new Set(facts.teams);
  if (receptionist) scope.receptionScheduled = scheduled;
  if (receptionist && presence?.kind === "RECEPTION") {
    if (receptionPresenceValid(presence, scheduled, at)) scope.reception = presence.enterpriseId;
    else scope.receptionLapsed = presence.enterpriseId;
  }
  if (specialist) {
    scope.specialist = new Set([...scheduled, ...(presence?.kind === "SPECIALIST" ? [presence.enterpriseId] : [])]);
  }
  return scope;
}

/** Whether the scope covers the stand (any of its parts). */
export function worksAt(scope: StandScope, enterpriseId: string): boolean {
  return (
    scope.every ||
    scope.coordinated.has(enterpriseId) ||
    scope.reception === enterpriseId ||
    scope.specialist.has(enterpriseId)
  );
}

/** Whether the scope manages the stand: its visits and queue as admin or coordinator, or as its receptionist. */
export function actsAt(scope: StandScope, enterpriseId: string): boolean {
  return scope.every || scope.coordinated.has(enterpriseId) || scope.reception === enterpriseId;
}

/** The stands a scope names (not `every`): what a list is narrowed to. */
export function stands(scope: StandScope): Set<string> {
  return new Set([...scope.coordinated, ...(scope.reception ? [scope.reception] : []), ...scope.specialist]);
}
