import { z } from "zod";

/**
 * Every background job: queue, name and payload schema. Producers enqueue through one typed
 * function (apps/api/src/plugins/jobs.ts); the worker refuses to start if a job has no handler.
 */
export const QUEUES = { email: "email", maintenance: "maintenance" } as const;

export const JOBS = {
  "email.send": { queue: QUEUES.email, payload: z.object({ outboxId: z.uuid() }) },
  "email.sweep": { queue: QUEUES.email, payload: z.object({}) },
} as const;
export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]["payload"]>;

/** Deterministic ids make re-enqueueing idempotent. */
export const jobId = {
  "email.send": (p: JobPayload<"email.send">) => `email-send:${p.outboxId}`,
} as const;
