import { AppError } from "@portal/domain/app-error";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

export interface IpThrottleOptions {
  /** Budget name: routes given the same name share one count per IP. */
  name: string;
  perIp: number;
  windowSeconds: number;
  /** pt-BR text of the 429. */
  message: string;
}

/**
 * Strict per-IP fixed window counted in Redis on every request (no local-first batching as in decision 020: these
 * budgets are small, and every API instance must see the same count). Used for anonymous lookups that reveal
 * whether an account exists (decision 033).
 */
export class IpThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly opts: IpThrottleOptions,
  ) {}

  /** Counts this request against the client IP; 429 with Retry-After once the budget is spent. */
  async check(ip: string): Promise<void> {
    const key = `${this.prefix}throttle:${this.opts.name}:${ip}`;
    const results = await this.redis.multi().incr(key).expire(key, this.opts.windowSeconds, "NX").ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > this.opts.perIp) {
      const ttl = Number(results?.[2]?.[1] ?? this.opts.windowSeconds);
      throw new AppError("TOO_MANY_REQUESTS", this.opts.message, {
        "retry-after": String(ttl > 0 ? ttl : this.opts.windowSeconds),
      });
    }
  }

  /** onRequest hook for the routes this budget covers. */
  readonly hook = async (request: FastifyRequest): Promise<void> => {
    await this.check(request.ip);
  };
}
