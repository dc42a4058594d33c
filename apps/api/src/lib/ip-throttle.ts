import { AppError } from "@portal/domain/app-error";
import type { AuthUser } from "@portal/domain/ports";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

export interface IpThrottleOptions {
  /** Budget name: routes given the same name share one count per IP (and one per user). */
  name: string;
  perIp: number;
  windowSeconds: number;
  /** pt-BR text of the 429. */
  message: string;
  /**
   * Signed-in callers are counted per user with this budget instead of per IP (decision 059): an admin in the office
   * neither spends the anonymous budget of that IP nor is refused by it. Omitted: everybody is counted per IP.
   */
  perUser?: { limit: number; identify: (request: FastifyRequest) => Promise<AuthUser | null> };
}

/**
 * Strict per-IP fixed window counted in Redis on every request (no local-first batching as in decision 020: these
 * budgets are small, and every API instance must see the same count). Used for anonymous lookups that reveal
 * whether an account exists (decision 033); signed-in callers optionally get their own per-user count.
 */
export class IpThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly opts: IpThrottleOptions,
  ) {}

  /** Counts this request against the client IP; 429 with Retry-After once the budget is spent. */
  check(ip: string): Promise<void> {
    return this.count(`${this.prefix}throttle:${this.opts.name}:${ip}`, this.opts.perIp);
  }

  /** Counts this request against the signed-in user's own budget. */
  checkUser(userId: string, limit: number): Promise<void> {
    return this.count(`${this.prefix}throttle:${this.opts.name}:user:${userId}`, limit);
  }

  private async count(key: string, limit: number): Promise<void> {
    const results = await this.redis.multi().incr(key).expire(key, this.opts.windowSeconds, "NX").ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > limit) {
      const ttl = Number(results?.[2]?.[1] ?? this.opts.windowSeconds);
      throw new AppError("TOO_MANY_REQUESTS", this.opts.message, {
        "retry-after": String(ttl > 0 ? ttl : this.opts.windowSeconds),
      });
    }
  }

  /** onRequest hook for the routes this budget covers. */
  readonly hook = async (request: FastifyRequest): Promise<void> => {
    const perUser = this.opts.perUser;
    const user = perUser ? await perUser.identify(request) : null;
    if (perUser && user) await this.checkUser(user.id, perUser.limit);
    else await this.check(request.ip);
  };
}
