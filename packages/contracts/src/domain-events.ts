/**
 * Domain events: what a transaction announces to the rest of the system. Services emit them inside the transaction;
 * the domain delivers them to their consumers (realtime, notifications, webhooks, job enqueues) only after COMMIT, so
 * a rollback announces nothing (docs/decisions/068-domain-events-after-commit.md).
 */
import type { WEBHOOK_EVENTS } from "./inventory-enums";
import type { RealtimeEvent } from "./realtime";

/** A webhook event name integrations subscribe to. */
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** `unit.status_changed`: the `data` of the webhook body, as integrations receive it. */
export interface UnitStatusChangedData {
  unit_id: string;
  enterprise_id: string;
  from: string;
  to: string;
  /** The unit action that moved it (units' actions). */
  action?: string;
  /** The reservation whose start or end moved it. */
  reservation_id?: string;
  /** The sale whose move moved it. */
  sale_id?: string;
}

/** `sale.completed` / `sale.canceled` / `sale.distracted`: the `data` of the webhook body. */
export interface SaleMovedData {
  sale_id: string;
  unit_id: string;
  enterprise_id: string;
  lead_id: string;
  net_price_cents: number;
  status: string;
  reason: string | null;
}

/** A unit's status changed (webhook `unit.status_changed`). */
export interface UnitStatusChanged {
  type: "unit.status_changed";
  data: UnitStatusChangedData;
}

/** A sale was completed, canceled or distracted (the webhook of the same name). */
export interface SaleMoved {
  type: "sale.completed" | "sale.canceled" | "sale.distracted";
  data: SaleMovedData;
}

/** A webhook delivery row was written (the outbox, in the same transaction); its job is enqueued after commit. */
export interface WebhookDeliveryRecorded {
  type: "webhook.delivery_recorded";
  deliveryId: string;
}

/** An active reservation's end moved later (an approved RESERVE_EXTENSION solicitation). */
export interface ReservationExtended {
  type: "reservation.extended";
  reservationId: string;
  unitId: string;
  enterpriseId: string;
  expiresAt: Date | null;
}

/**
 * A reservation became the unit's ACTIVE one (made on an available unit, or promoted from the queue when the previous
 * one ended): its expiry job at `expiresAt` and the mirror's update.
 */
export interface ReservationActivated {
  type: "reservation.activated";
  reservationId: string;
  unitId: string;
  enterpriseId: string;
  expiresAt: Date | null;
}

/** A unit's row or its sale changed: the mirror's open screens refetch it (realtime `unit.changed`). */
export interface UnitChanged {
  type: "unit.changed";
  enterpriseId: string;
  unitId: string;
}

/**
 * A roulette offer was made, or its clock ran again after a stand attendance had paused it (decision 063): its expiry
 * job is due at `deadline`.
 */
export interface OfferDeadlineSet {
  type: "offer.deadline_set";
  offerId: string;
  deadline: Date;
}

/** A realtime message for one user's open screens (or every user's: BROADCAST_USER_ID). */
export interface RealtimeMessage {
  type: "realtime.message";
  userId: string;
  event: RealtimeEvent;
}

/**
 * A specialist went back to AVAILABLE or IN_PAUSE (an attendance ended, a stand check-in or resume): their header,
 * the waiting leads of the roulettes they are AVAILABLE in again, and their stand's board.
 */
export interface AttendanceEndedEvent {
  type: "attendance.ended";
  userId: string;
  status: "AVAILABLE" | "IN_PAUSE";
  rouletteIds: string[];
}

/** A stand's waiting visits may now have someone to go to: route them (StandVisitAttendanceService.drain). */
export interface StandDrainRequested {
  type: "stand.drain_requested";
  enterpriseId: string;
}

/** A chat message was recorded as queued (decision 083): its send job is enqueued after COMMIT. */
export interface WhatsAppMessageQueued {
  type: "whatsapp.message_queued";
  messageId: string;
}

/** A lead created by an inbound WhatsApp message entered the roulette queue: distribute it after COMMIT (decision 084). */
export interface WhatsAppLeadQueued {
  type: "whatsapp.lead_queued";
  leadId: string;
}

export type DomainEvent =
  | WhatsAppMessageQueued
  | WhatsAppLeadQueued
  | AttendanceEndedEvent
  | StandDrainRequested
  | UnitStatusChanged
  | SaleMoved
  | WebhookDeliveryRecorded
  | ReservationExtended
  | ReservationActivated
  | UnitChanged
  | OfferDeadlineSet
  | RealtimeMessage;
export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
