import type { JobName, JobPayload } from "@portal/contracts/jobs";

/** What services need from the outside world, so they stay free of Fastify/BullMQ. */
export interface TokenSigner {
  sign(payload: { sub: string; jti: string; roles: string[] }): string;
}

export interface EnqueueOptions {
  /** Run the job this many milliseconds from now (BullMQ delayed job). */
  delayMs?: number;
}

export interface JobQueue {
  /** Resolves when Redis has the job (the producer answers its id; callers of the port need not read it). */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions): Promise<unknown>;
  /** Several jobs of one name in one round trip (optional: callers fall back to enqueue()). */
  enqueueMany?<N extends JobName>(name: N, jobs: { payload: JobPayload<N>; opts?: EnqueueOptions }[]): Promise<void>;
  /** Removes a waiting or delayed job by its deterministic id (optional: handlers must ignore stale jobs anyway). */
  remove?<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
}

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

/** The authenticated caller, set by the auth hook. */
export interface AuthUser {
  id: string;
  sessionId: string;
  roles: string[];
  readOnly: boolean;
  fullName: string;
  email: string;
  /** Partners only (decision 064): until APPROVED the route gate lets them reach only their profile. */
  partnerStatus?: string | null;
}

/** Delivers realtime events to a user's open websockets, on any API instance (Redis pub/sub). */
export interface RealtimePublisher {
  publish(userId: string, event: import("@portal/contracts/realtime").RealtimeEvent): Promise<void>;
  /** Several events in one round trip (optional: callers fall back to publish()). */
  publishMany?(
    messages: { userId: string; event: import("@portal/contracts/realtime").RealtimeEvent }[],
  ): Promise<void>;
}

/** A file received from a client: the bytes and the name the client gave. */
export interface UploadedFile {
  buffer: Buffer;
  /** The name the client gave; shown and used in content-disposition only, never to decide the type. */
  fileName: string;
}
