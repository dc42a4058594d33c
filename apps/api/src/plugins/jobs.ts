import { JOBS, type JobName, type JobPayload, jobId } from "@portal/contracts/jobs";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { EnqueueOptions, JobQueue } from "../lib/ports";

/** Typed producer: job names and payloads come from contracts/jobs.ts; ids are deterministic where defined. */
export function createJobQueue(connection: Redis, prefix: string): JobQueue & { close(): Promise<void> } {
  const queues = new Map<string, Queue>();
  const queueFor = (name: string) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix });
      queues.set(name, q);
    }
    return q;
  };
  const toJob = <N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions) => {
    const data = JOBS[name].payload.parse(payload);
    const idFn = (jobId as Record<string, ((p: unknown) => string) | undefined>)[name];
    return {
      name,
      data,
      opts: {
        jobId: idFn?.(data),
        ...(opts?.delayMs ? { delay: Math.max(0, Math.round(opts.delayMs)) } : {}),
        attempts: 5,
        backoff: { type: "exponential" as const, delay: 5000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    };
  };
  return {
    async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions) {
      const job = toJob(name, payload, opts);
      await queueFor(JOBS[name].queue).add(name, job.data, job.opts);
    },
    async enqueueMany<N extends JobName>(name: N, jobs: { payload: JobPayload<N>; opts?: EnqueueOptions }[]) {
      if (jobs.length === 0) return;
      await queueFor(JOBS[name].queue).addBulk(jobs.map((j) => toJob(name, j.payload, j.opts)));
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
