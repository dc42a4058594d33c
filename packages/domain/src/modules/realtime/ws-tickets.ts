import { createHash, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

/** How long a websocket ticket may wait to be redeemed: long enough for a page to open the socket, no more. */
export const WS_TICKET_TTL_SECONDS = 30;

/** Whose session a ticket opens a socket for. */
export interface WsTicketOwner {
  userId: string;
  sessionId: string;
}

/**
 * Single-use websocket tickets (decision 059): `POST /ws/ticket` (a signed-in caller) gets a random 256-bit ticket
 * that `GET /ws?ticket=` redeems once, within WS_TICKET_TTL_SECONDS. Only its SHA-256 is a Redis key, so a dump of
 * Redis opens nothing; GETDEL makes redemption atomic, so of two concurrent upgrades with one ticket exactly one
 * wins. The ticket names the session, not only the user: the socket lives and dies with that session.
 */
export class WsTickets {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    readonly ttlSeconds = WS_TICKET_TTL_SECONDS,
  ) {}

  /** Redis key of a ticket (tests read its TTL). */
  key(ticket: string): string {
    return `${this.redisPrefix}ws-ticket:${createHash("sha256").update(ticket).digest("hex")}`;
  }

  async issue(owner: WsTicketOwner): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomBytes(32).toString("base64url");
    const value = JSON.stringify({ userId: owner.userId, sessionId: owner.sessionId } satisfies WsTicketOwner);
    await this.redis.set(this.key(ticket), value, "EX", this.ttlSeconds);
    return { ticket, expiresIn: this.ttlSeconds };
  }

  /** The ticket's owner, once: a second redemption, an expired or an unknown ticket gives null. */
  async redeem(ticket: string): Promise<WsTicketOwner | null> {
    if (!/^[\w-]{43}$/.test(ticket)) return null;
    const raw = await this.redis.getdel(this.key(ticket));
    if (!raw) return null;
    try {
      const owner = JSON.parse(raw) as Partial<WsTicketOwner>;
      if (typeof owner.userId !== "string" || typeof owner.sessionId !== "string") return null;
      return { userId: owner.userId, sessionId: owner.sessionId };
    } catch {
      return null;
    }
  }
}
