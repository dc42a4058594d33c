import { z } from "zod";

/**
 * Every background job: queue, name and payload schema. Producers enqueue through one typed
 * function (`createJobProducer` in packages/domain/src/lib/job-producer.ts); the worker refuses to start if a
 * job has no handler. No BullMQ here: contracts import only zod.
 */
export const QUEUES = {
  email: "email",
  maintenance: "maintenance",
  distribution: "distribution",
  deadlines: "deadlines",
  webhooks: "webhooks",
  whatsapp: "whatsapp",
} as const;

/** BullMQ key prefix shared by every producer (API) and the worker; tests pass their own. */
export const QUEUE_PREFIX = "portal:bull";
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

interface JobDefinition {
  readonly queue: QueueName;
  readonly payload: z.ZodType;
}

export const JOBS = {
  /** Deliver one email_outbox row (enqueue it after the transaction that wrote the row commits). */
  "email.send": { queue: QUEUES.email, payload: z.object({ outboxId: z.uuid() }) },
  /** Repeatable: deliver every PENDING row that is due, whether or not its job reached Redis. */
  "email.sweep": { queue: QUEUES.email, payload: z.object({}) },
  /** Fires at an offer's deadline: expires it if still PENDING and offers the lead to the next agent. */
  "offer.expire": { queue: QUEUES.deadlines, payload: z.object({ offerId: z.uuid() }) },
  /** Repeatable (every minute): expires overdue offers and drains waiting leads, whatever Redis lost. */
  "offer.sweep": { queue: QUEUES.deadlines, payload: z.object({}) },
  /** Offers the waiting leads of a roulette (an agent became available, or a manual shoot). */
  "roulette.drain": { queue: QUEUES.distribution, payload: z.object({ rouletteId: z.uuid() }) },
  /** Repeatable (daily): leads without activity for their days_to_go_to_base go back to the base. */
  "leads.stale-sweep": { queue: QUEUES.maintenance, payload: z.object({}) },
  /** Repeatable: report_sale_events' lead columns set right where a lead moved at the instant of a sale (decision 071). */
  "reports.repair-sweep": { queue: QUEUES.maintenance, payload: z.object({}) },
  /** Deliver one webhook_deliveries row (outbox written in the domain event's transaction). */
  "webhook.deliver": { queue: QUEUES.webhooks, payload: z.object({ deliveryId: z.uuid() }) },
  /** Repeatable: deliver every PENDING webhook whose next attempt is due (retries, and whatever Redis lost). */
  "webhook.sweep": { queue: QUEUES.webhooks, payload: z.object({}) },
  /** Fires at a reservation's expires_at: expires it if still ACTIVE and promotes the unit's next queued one. */
  "reservation.expire": { queue: QUEUES.deadlines, payload: z.object({ reservationId: z.uuid() }) },
  /** Repeatable (every minute): expires overdue ACTIVE reservations, whatever Redis lost. */
  "reservation.sweep": { queue: QUEUES.deadlines, payload: z.object({}) },
  /**
   * Repeatable (every minute): routes the visits left WAITING at stands where a specialist is AVAILABLE (a drain lost
   * to a crash), with the stand's own drain and locks (decision 051).
   */
  "stand.sweep": { queue: QUEUES.distribution, payload: z.object({}) },
  /**
   * Repeatable (every 5 minutes): after the end of a stand's day (opening hours + 30 min) closes the presences left
   * open (check-out, specialists OFFLINE) and cancels the visits still waiting (decision 051).
   */
  "stand.day-end-sweep": { queue: QUEUES.maintenance, payload: z.object({}) },
  /**
   * 30 minutes before an appointment: the reminder notification. `startsAt` (epoch ms) is the start it was
   * scheduled for: a moved appointment gets a new job, and an old one finds a different start and does nothing.
   */
  "schedule.remind": {
    queue: QUEUES.deadlines,
    payload: z.object({ scheduleId: z.uuid(), startsAt: z.number().int() }),
  },
  /** Repeatable (every minute): sends every due reminder still unsent, whatever Redis lost. */
  "schedule.reminder-sweep": { queue: QUEUES.deadlines, payload: z.object({}) },
  /**
   * Sends one queued WhatsApp chat message (recorded in whatsapp_messages before this job exists) through the Cloud
   * API; rate limits and provider outages back off and retry, other errors are recorded on the message (decision 083).
   */
  "whatsapp.send": { queue: QUEUES.whatsapp, payload: z.object({ messageId: z.uuid() }) },
  /** Repeatable (every minute): re-enqueues chat messages still queued whose job Redis lost. */
  "whatsapp.send-sweep": { queue: QUEUES.whatsapp, payload: z.object({}) },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]["payload"]>;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}

export function jobsOfQueue(queue: QueueName): JobName[] {
  return JOB_NAMES.filter((name) => JOBS[name].queue === queue);
}

/**
 * Deterministic ids make re-enqueueing idempotent: BullMQ ignores an add whose id already exists.
 * BullMQ rejects custom ids containing ":", so the separator is "_".
 */
export const jobId: { readonly [N in JobName]?: (payload: JobPayload<N>) => string } = {
  "email.send": (p) => `email-send_${p.outboxId}`,
  "offer.expire": (p) => `offer-expire_${p.offerId}`,
  "webhook.deliver": (p) => `webhook-deliver_${p.deliveryId}`,
  "reservation.expire": (p) => `reservation-expire_${p.reservationId}`,
  "schedule.remind": (p) => `schedule-reminder_${p.scheduleId}_${p.startsAt}`,
  "whatsapp.send": (p) => `whatsapp-send_${p.messageId}`,
};
