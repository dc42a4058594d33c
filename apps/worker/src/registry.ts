import { JOB_NAMES, JOBS, type JobName, type JobPayload, type QueueName } from "@portal/contracts/jobs";
import { z } from "zod";
import type { Logger } from "./logger.ts";

export interface JobContext {
  /** BullMQ job id (deterministic where contracts define `jobId`). */
  jobId: string | undefined;
  /** Attempts already made before this one (0 on the first run). */
  attemptsMade: number;
  logger: Logger;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<unknown>;

export interface JobModule<N extends JobName = JobName> {
  readonly name: N;
  readonly handle: JobHandler<N>;
}

/** One job file = one `defineJob` call; the payload type comes from contracts. */
export function defineJob<N extends JobName>(name: N, handle: JobHandler<N>): JobModule<N> {
  return { name, handle };
}

export class MissingJobHandlersError extends Error {
  constructor(readonly missing: readonly JobName[]) {
    super(`No handler registered for job(s): ${missing.join(", ")}. Every job in contracts JOBS needs one.`);
    this.name = "MissingJobHandlersError";
  }
}

/** The payload does not match the contract: retrying cannot fix it. */
export class InvalidJobPayloadError extends Error {
  constructor(
    readonly jobName: JobName,
    readonly issues: string,
  ) {
    super(`Invalid payload for job "${jobName}": ${issues}`);
    this.name = "InvalidJobPayloadError";
  }
}

/**
 * Thrown by a handler when a BullMQ retry would not help (e.g. the outbox row already holds its own
 * retry schedule). The job fails at once; the queue worker maps it to BullMQ's UnrecoverableError.
 */
export class NoRetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NoRetryError";
  }
}

export type AnyJobModule = { [N in JobName]: JobModule<N> }[JobName];

export class JobRegistry {
  readonly #handlers = new Map<JobName, AnyJobModule>();

  constructor(modules: readonly AnyJobModule[] = []) {
    for (const module of modules) this.register(module);
  }

  register(module: AnyJobModule): this {
    if (this.#handlers.has(module.name)) {
      throw new Error(`Job "${module.name}" already has a handler.`);
    }
    this.#handlers.set(module.name, module);
    return this;
  }

  missing(): JobName[] {
    return JOB_NAMES.filter((name) => !this.#handlers.has(name));
  }

  /** Called at boot, before anything connects: a job without a handler would pile up unseen. */
  assertComplete(): void {
    const missing = this.missing();
    if (missing.length > 0) throw new MissingJobHandlersError(missing);
  }

  /** Queues that have at least one registered job: one BullMQ Worker each. */
  queues(): QueueName[] {
    return [...new Set([...this.#handlers.keys()].map((name) => JOBS[name].queue))];
  }

  /** Validates the raw payload with the contract schema, then runs the job's handler. */
  async run(name: JobName, rawPayload: unknown, ctx: JobContext): Promise<unknown> {
    const module = this.#handlers.get(name);
    if (!module) throw new MissingJobHandlersError([name]);
    const parsed = JOBS[name].payload.safeParse(rawPayload);
    if (!parsed.success) throw new InvalidJobPayloadError(name, z.prettifyError(parsed.error));
    // The map is keyed by module.name, so the payload parsed with JOBS[name] matches this handler.
    return (module.handle as JobHandler<JobName>)(parsed.data as JobPayload<JobName>, ctx);
  }
}
