import { BROADCAST_USER_ID, realtimeEventSchema } from "@portal/contracts/realtime";
import { type RealtimeMessage, realtimeChannel } from "@portal/domain/realtime";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";

export const HEARTBEAT_MS = 30_000;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The sockets this API instance holds, per user, fed by a Redis subscription to the deployment's
 * realtime channel. Any instance may publish; only the instance holding a user's socket sends.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private subscriber: Redis | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly log: Logger,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** Subscribes on a duplicate connection (a subscribed connection can issue no other command). */
  async start(): Promise<void> {
    const sub = this.redis.duplicate();
    this.subscriber = sub;
    sub.on("error", (err) => this.log.warn({ err }, "realtime subscriber error"));
    sub.on("message", (_channel: string, raw: string) => this.dispatch(raw));
    await sub.subscribe(realtimeChannel(this.redisPrefix));
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  add(userId: string, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    this.alive.set(socket, true);
    socket.on("pong", () => this.alive.set(socket, true));
    socket.on("close", () => this.remove(userId, socket));
  }

  /** Open sockets of a user on this instance (all users when omitted). */
  count(userId?: string): number {
    if (userId) return this.sockets.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** Sends to the user's sockets held here; returns how many got it. */
  deliver(message: RealtimeMessage): number {
    const sets = message.userId === BROADCAST_USER_ID ? [...this.sockets.values()] : [this.sockets.get(message.userId)];
    const data = JSON.stringify(message.event);
    let sent = 0;
    for (const socket of sets.flatMap((set) => (set ? [...set] : []))) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(data);
      sent++;
    }
    return sent;
  }

  /** Closes every socket (1001 going away) and the subscription: graceful shutdown. */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(1001, "server shutting down");
    }
    this.sockets.clear();
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub) await sub.quit().catch(() => sub.disconnect());
  }

  private remove(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(userId);
  }

  private dispatch(raw: string): void {
    let message: RealtimeMessage;
    try {
      const parsed = JSON.parse(raw) as { userId?: unknown; event?: unknown };
      const event = realtimeEventSchema.safeParse(parsed.event);
      if (typeof parsed.userId !== "string" || !event.success) throw new Error("invalid realtime message");
      message = { userId: parsed.userId, event: event.data };
    } catch (err) {
      this.log.warn({ err }, "realtime message dropped");
      return;
    }
    this.deliver(message);
  }

  /** Terminates sockets that did not answer the previous ping; pings the others. */
  private beat(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (this.alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        this.alive.set(socket, false);
        socket.ping();
      }
    }
  }
}
