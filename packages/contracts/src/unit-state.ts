import type { UnitStatus } from "./inventory-enums";

/**
 * The unit state machine (spec 4 shows the states and calls, not the transitions; ours, after how
 * incorporadoras run a mirror — docs/decisions/011). Pure: the API applies the result with a
 * conditional UPDATE (... WHERE status = from AND suspended = from.suspended) so two concurrent actions
 * cannot both win.
 *
 * | action               | from                                   | to                           |
 * |----------------------|----------------------------------------|------------------------------|
 * | reserve              | AVAILABLE, not suspended               | RESERVED                     |
 * | release (reservation)| RESERVED                               | AVAILABLE                    |
 * | suspend              | AVAILABLE, not suspended               | AVAILABLE, suspended         |
 * | make-available       | suspended (AVAILABLE) or RESERVED      | AVAILABLE, not suspended     |
 * | exchange (permuta)   | AVAILABLE, not suspended               | SOLD (given to the landowner)|
 * | start-sale-process   | AVAILABLE not suspended, or RESERVED   | IN_SALES_PROCESS             |
 * | cancel-sale-process  | IN_SALES_PROCESS                       | AVAILABLE                    |
 * | make-sold-for-admin  | AVAILABLE not suspended, RESERVED, IN_SALES_PROCESS | SOLD            |
 * | fake-status          | any (changes only what brokers see)    | unchanged                    |
 */
export const UNIT_ACTIONS = [
  "reserve",
  "release",
  "suspend",
  "make-available",
  "exchange",
  "start-sale-process",
  "cancel-sale-process",
  "make-sold-for-admin",
] as const;
export type UnitAction = (typeof UNIT_ACTIONS)[number];

export interface UnitState {
  status: UnitStatus;
  suspended: boolean;
}

export type UnitTransition = { ok: true; next: UnitState } | { ok: false; message: string };

/** What the action does, as in "Não é possível {label}". */
export const UNIT_ACTION_LABELS: Record<UnitAction, string> = {
  reserve: "reservar a unidade",
  release: "liberar a reserva da unidade",
  suspend: "suspender a unidade",
  "make-available": "disponibilizar a unidade",
  exchange: "permutar a unidade",
  "start-sale-process": "iniciar o processo de venda da unidade",
  "cancel-sale-process": "cancelar o processo de venda da unidade",
  "make-sold-for-admin": "marcar a unidade como vendida",
};

const STATUS_TEXT: Record<UnitStatus, string> = {
  AVAILABLE: "disponível",
  RESERVED: "reservada",
  IN_SALES_PROCESS: "em processo de venda",
  SOLD: "vendida",
};

/** pt-BR text of a state, e.g. "suspensa" or "reservada". */
export function unitStateText(s: UnitState): string {
  return s.suspended ? "suspensa" : STATUS_TEXT[s.status];
}

function refuse(action: UnitAction, from: UnitState): UnitTransition {
  return { ok: false, message: `Não é possível ${UNIT_ACTION_LABELS[action]}: ela está ${unitStateText(from)}.` };
}

const go = (status: UnitStatus, suspended = false): UnitTransition => ({ ok: true, next: { status, suspended } });

export function nextUnitState(from: UnitState, action: UnitAction): UnitTransition {
  const free = from.status === "AVAILABLE" && !from.suspended;
  switch (action) {
    case "reserve":
      return free ? go("RESERVED") : refuse(action, from);
    case "release":
      return from.status === "RESERVED" ? go("AVAILABLE") : refuse(action, from);
    case "suspend":
      return free ? go("AVAILABLE", true) : refuse(action, from);
    case "make-available":
      return (from.status === "AVAILABLE" && from.suspended) || from.status === "RESERVED"
        ? go("AVAILABLE")
        : refuse(action, from);
    case "exchange":
      return free ? go("SOLD") : refuse(action, from);
    case "start-sale-process":
      return free || from.status === "RESERVED" ? go("IN_SALES_PROCESS") : refuse(action, from);
    case "cancel-sale-process":
      return from.status === "IN_SALES_PROCESS" ? go("AVAILABLE") : refuse(action, from);
    case "make-sold-for-admin":
      return free || from.status === "RESERVED" || from.status === "IN_SALES_PROCESS"
        ? go("SOLD")
        : refuse(action, from);
  }
}

/** What a broker (partner) sees: the fake status when an admin set one, else the real one. */
export function brokerVisibleStatus(unit: { status: UnitStatus; fakeStatus: UnitStatus | null }): UnitStatus {
  return unit.fakeStatus ?? unit.status;
}
