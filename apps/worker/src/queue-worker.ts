import { isJobName, JOBS, QUEUE_PREFIX, type QueueName } from "@portal/contracts/jobs";
import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from "bullmq";
import type { Logger } from "./logger.ts";
import { InvalidJobPayloadError, type JobRegistry, NoRetryError } from "./registry.ts";

export interface QueueWorkerOptions {
  connection: ConnectionOptions;
  /** BullMQ key prefix (default contracts QUEUE_PREFIX); tests use a unique one so they never share keys. */
  prefix?: string;
  concurrency: number;
  logger: Logger;
}

/** One BullMQ Worker per queue; it dispatches each job by name through the registry. */
export function createQueueWorker(queue: QueueName, registry: JobRegistry, options: QueueWorkerOptions): Worker {
  const { logger } = options;

  const processJob = async (job: Job) => {
    const name = job.name;
    if (!isJobName(name) || JOBS[name].queue !== queue) {
      throw new UnrecoverableError(`Unknown job "${name}" on queue "${queue}".`);
    }
    const jobLogger = logger.child({ queue, job: name, jobId: job.id, attempt: job.attemptsMade + 1 });
    try {
      return await registry.run(name, job.data, { jobId: job.id, attemptsMade: job.attemptsMade, logger: jobLogger });
    } catch (error) {
      // A payload that breaks the contract fails the same way on every retry.
      if (error instanceof InvalidJobPayloadError || error instanceof NoRetryError) {
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };

  const worker = new Worker(queue, processJob, {
    connection: options.connection,
    prefix: options.prefix ?? QUEUE_PREFIX,
    concurrency: options.concurrency,
  });

  worker.on("failed", (job, error) => {
    logger.warn({ queue, job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, "job failed");
  });
  worker.on("error", (error) => logger.error({ queue, err: error }, "queue worker error"));
  return worker;
}
