import type { UnitStatus } from "@portal/contracts/inventory-enums";
import {
  hasRole,
  RESERVE_ROLES,
  SALE_PROCESS_ROLES,
  TECHNICAL_RESERVE_ROLES,
  UNIT_ADMIN_ROLES,
} from "@portal/contracts/policy";
import { nextUnitState, type UnitAction } from "@portal/contracts/unit-state";

/**
 * Which buttons the unit drawer shows: the actions the unit state machine allows from the unit's
 * state AND the caller's roles allow (the same lists the API checks). The API stays the judge: a
 * concurrent change still answers 409 and the drawer shows its message.
 */
export type DrawerAction = Exclude<UnitAction, "release">;

export interface DrawerActionMeta {
  label: string;
  /** The API refuses these without a reason (it goes to the unit log). */
  needsReason: boolean;
  color: string;
  roles: readonly string[];
}

export const DRAWER_ACTIONS: Record<DrawerAction, DrawerActionMeta> = {
  reserve: { label: "Reservar", needsReason: false, color: "yellow", roles: RESERVE_ROLES },
  "start-sale-process": {
    label: "Iniciar processo de venda",
    needsReason: false,
    color: "blue",
    roles: SALE_PROCESS_ROLES,
  },
  "cancel-sale-process": {
    label: "Cancelar processo de venda",
    needsReason: true,
    color: "orange",
    roles: SALE_PROCESS_ROLES,
  },
  suspend: { label: "Suspender", needsReason: true, color: "gray", roles: UNIT_ADMIN_ROLES },
  "make-available": { label: "Disponibilizar", needsReason: false, color: "teal", roles: UNIT_ADMIN_ROLES },
  exchange: { label: "Permutar", needsReason: true, color: "grape", roles: UNIT_ADMIN_ROLES },
  "make-sold-for-admin": { label: "Marcar como vendida", needsReason: true, color: "red", roles: UNIT_ADMIN_ROLES },
};

const ORDER: DrawerAction[] = [
  "reserve",
  "start-sale-process",
  "cancel-sale-process",
  "make-available",
  "suspend",
  "exchange",
  "make-sold-for-admin",
];

export function allowedUnitActions(
  unit: { status: UnitStatus; suspended: boolean },
  roles: readonly string[],
): DrawerAction[] {
  return ORDER.filter((a) => hasRole(roles, DRAWER_ACTIONS[a].roles) && nextUnitState(unit, a).ok);
}

/** The sales desk may place technical reserves, reserve for other brokers and release anyone's reservation. */
export function isSalesDesk(roles: readonly string[]): boolean {
  return hasRole(roles, TECHNICAL_RESERVE_ROLES);
}

/** The signed-in user, as the mirror's drawer needs them. */
export interface MirrorUser {
  id: string;
  roles: readonly string[];
}

/** A broker releases their own reservation; the sales desk any. */
export function canReleaseReservation(reservation: { broker_id: string; status: string }, user: MirrorUser): boolean {
  if (reservation.status !== "ACTIVE" && reservation.status !== "QUEUED") return false;
  return reservation.broker_id === user.id || isSalesDesk(user.roles);
}
