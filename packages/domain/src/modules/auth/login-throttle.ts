import type { Redis } from "ioredis";
import { tooManyLoginAttempts } from "./auth.errors";

export interface ThrottleLimits {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

/**
 * Login rate limit kept in Redis so every API instance shares it.
 * Per IP: every attempt counts. Per email: failed attempts count; success clears them.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: ThrottleLimits,
  ) {}

  private ipKey = (ip: string) => `${this.prefix}login:ip:${ip}`;
  private emailKey = (email: string) => `${this.prefix}login:email:${email}`;

  /** Counts this attempt against the IP and refuses when either budget is spent. */
  async check(ip: string, email: string): Promise<void> {
    const ipKey = this.ipKey(ip);
    const results = await this.redis
      .multi()
      .incr(ipKey)
      .expire(ipKey, this.limits.windowSeconds, "NX")
      .get(this.emailKey(email))
      .ttl(ipKey)
      .exec();
    const ipCount = Number(results?.[0]?.[1] ?? 0);
    const emailFailures = Number(results?.[2]?.[1] ?? 0);
    if (ipCount > this.limits.perIp || emailFailures >= this.limits.perEmail) {
      const ttl = Number(results?.[3]?.[1] ?? this.limits.windowSeconds);
      throw tooManyLoginAttempts(ttl > 0 ? ttl : this.limits.windowSeconds);
    }
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.emailKey(email);
    await this.redis.multi().incr(key).expire(key, this.limits.windowSeconds, "NX").exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.emailKey(email));
  }
}
