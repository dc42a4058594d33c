import { JOBS, type JobName, type JobPayload, jobId, QUEUE_PREFIX, type QueueName } from "@portal/contracts/jobs";
import { type ConnectionOptions, type DefaultJobOptions, type JobsOptions, Queue } from "bullmq";
import type { JobQueue, EnqueueOptions as PortEnqueueOptions } from "./ports";

/** Retries for every job unless the producer overrides them: 5 attempts, 5 s, 10 s, 20 s, 40 s. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: "exponential", delay: 5_000 },
  // Finished jobs are kept a while: with deterministic ids, a re-enqueue in that window is a no-op.
  removeOnComplete: { age: 24 * 3600, count: 5_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5_000 },
} satisfies DefaultJobOptions;

/**
 * Ids come from contracts `jobId`, never from the caller. `delayMs` is the port's spelling (services say "run this
 * many ms from now"); `delay` is BullMQ's, kept for tests and schedules that speak BullMQ.
 */
export type EnqueueOptions = Omit<JobsOptions, "jobId" | "repeat"> & PortEnqueueOptions;

export interface JobProducerOptions {
  /** BullMQ key prefix; must match the worker's. Default: contracts QUEUE_PREFIX ("portal:bull"). */
  prefix?: string;
}

/**
 * The one job producer of the portal: the API (through the JobQueue port) and the worker enqueue with the same
 * retries and retention, so a deterministic job id stays idempotent for the same window whoever enqueued it.
 */
export interface JobProducer extends JobQueue {
  /**
   * Validates the payload with the contract schema and adds the job to its queue. Returns the job id.
   * Rejects when Redis fails the command; with an ioredis connection using `maxRetriesPerRequest: null`
   * it waits for Redis instead, so request paths should pass a connection that fails fast. Callers that
   * already wrote an outbox row may log the error and move on: the worker's sweep delivers it anyway.
   */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions): Promise<string>;
  /** Several jobs of one name in one round trip (BullMQ addBulk), same validation and ids as enqueue(). */
  enqueueMany<N extends JobName>(name: N, jobs: { payload: JobPayload<N>; opts?: EnqueueOptions }[]): Promise<void>;
  /** The BullMQ queue behind a queue name (schedulers, inspection in tests). */
  queue(name: QueueName): Queue;
  /** Closes the queues; the Redis connection belongs to the caller. */
  close(): Promise<void>;
}

function bullOptions(opts: EnqueueOptions | undefined): JobsOptions {
  if (!opts) return {};
  const { delayMs, ...rest } = opts;
  return delayMs === undefined ? rest : { ...rest, delay: Math.max(0, Math.round(delayMs)) };
}

export function createJobProducer(connection: ConnectionOptions, options: JobProducerOptions = {}): JobProducer {
  const queues = new Map<QueueName, Queue>();

  const queue = (name: QueueName): Queue => {
    let existing = queues.get(name);
    if (!existing) {
      existing = new Queue(name, {
        connection,
        prefix: options.prefix ?? QUEUE_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queues.set(name, existing);
    }
    return existing;
  };

  return {
    async enqueue(name, payload, opts) {
      const definition = JOBS[name];
      const data = definition.payload.parse(payload);
      const makeId = jobId[name] as ((p: typeof payload) => string) | undefined;
      const job = await queue(definition.queue).add(name, data, { ...bullOptions(opts), jobId: makeId?.(payload) });
      return job.id as string;
    },
    async enqueueMany(name, jobs) {
      if (jobs.length === 0) return;
      const definition = JOBS[name];
      const makeId = jobId[name] as ((p: (typeof jobs)[number]["payload"]) => string) | undefined;
      await queue(definition.queue).addBulk(
        jobs.map((j) => {
          const data = definition.payload.parse(j.payload);
          return { name, data, opts: { ...bullOptions(j.opts), jobId: makeId?.(j.payload) } };
        }),
      );
    },
    async remove(name, payload) {
      const makeId = jobId[name] as ((p: typeof payload) => string) | undefined;
      if (!makeId) return;
      // A job that is running (locked) cannot be removed; BullMQ throws then, and its handler re-checks the row.
      await queue(JOBS[name].queue).remove(makeId(payload));
    },
    queue,
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
    },
  };
}
