import { BROADCAST_USER_ID, realtimeEventSchema, WS_CLOSE_SESSION_ENDED } from "@portal/contracts/realtime";
import { sessionInvalidationChannel } from "@portal/domain/auth";
import { type RealtimeMessage, realtimeChannel } from "@portal/domain/realtime";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";

export const HEARTBEAT_MS = 30_000;
/** setTimeout's ceiling (a longer delay fires at once); a longer session re-arms its expiry timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Logger {
  warn(obj: object, msg: string): void;
}

/** How the hub asks whether a socket's session still lives (AuthService in the app). */
export interface HubSessions {
  /** From the database, never a cache: after an invalidation this instance's cache may not be evicted yet. */
  live(userId: string, sessionId: string): Promise<{ expiresAt: Date } | null>;
  /** The ordinary, cached lookup (decision 003): asked before each delivery, so it must be cheap. */
  resolve(userId: string, sessionId: string): Promise<unknown | null>;
}

export interface RealtimeHubOptions {
  sessions: HubSessions;
  heartbeatMs?: number;
}

/** Whose session a socket belongs to, when that session ends, and the socket's queue of checks and sends. */
interface Held {
  userId: string;
  sessionId: string;
  expiresAt: number | null;
  timer: NodeJS.Timeout | null;
  /** Checks and sends of one socket run in order: an event never overtakes the check queued before it. */
  chain: Promise<void>;
  /** What this socket is sent of an event (null: nothing); the messaging socket speaks its own events. */
  view: SocketView | null;
}

/** A socket's own wording of the realtime events: the message to send, or null to send nothing. */
export type SocketView = (event: RealtimeMessage["event"]) => object | null;

/**
 * The sockets this API instance holds, per user and per session, fed by a Redis subscription to the deployment's
 * realtime channel. Any instance may publish; only the instance holding a user's socket sends.
 *
 * A socket lives only as long as its session (decision 059): it is closed with 4401 when the session is revoked
 * (logout), expires, or its user is deactivated or changes role, on whichever instance the change was made — the
 * hub listens to the session-invalidation channel of decision 003 too. Each delivery also asks whether the session
 * still lives (the cached lookup), so a socket whose close message was lost gets nothing either.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly held = new WeakMap<WebSocket, Held>();
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private readonly sessions: HubSessions;
  private readonly heartbeatMs: number;
  private subscriber: Redis | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly log: Logger,
    opts: RealtimeHubOptions,
  ) {
    this.sessions = opts.sessions;
    this.heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  }

  /** Subscribes on a duplicate connection (a subscribed connection can issue no other command). */
  async start(): Promise<void> {
    const sub = this.redis.duplicate();
    this.subscriber = sub;
    const events = realtimeChannel(this.redisPrefix);
    const invalidations = sessionInvalidationChannel(this.redisPrefix);
    sub.on("error", (err) => this.log.warn({ err }, "realtime subscriber error"));
    sub.on("message", (channel: string, raw: string) => {
      if (channel === invalidations) this.invalidated(raw);
      else if (channel === events) this.dispatch(raw);
    });
    // Revocations published while the connection was down are lost: after a reconnection, re-check every socket.
    let connected = false;
    sub.on("ready", () => {
      if (connected) this.recheckAll();
      connected = true;
    });
    await sub.subscribe(events, invalidations);
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Holds the socket of an authenticated upgrade. Its session is looked up once more, in the database: a
   * revocation published between the upgrade's authentication and now reached no socket of this session.
   */
  add(owner: { id: string; sessionId: string }, socket: WebSocket, view: SocketView | null = null): void {
    const held: Held = {
      userId: owner.id,
      sessionId: owner.sessionId,
      expiresAt: null,
      timer: null,
      chain: Promise.resolve(),
      view,
    };
    this.held.set(socket, held);
    addTo(this.sockets, owner.id, socket);
    addTo(this.bySession, owner.sessionId, socket);
    this.alive.set(socket, true);
    socket.on("pong", () => this.alive.set(socket, true));
    socket.on("close", () => this.remove(socket));
    this.enqueue(socket, () => this.verify(socket));
  }

  /** Open sockets of a user on this instance (all users when omitted). */
  count(userId?: string): number {
    if (userId) return this.sockets.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /**
   * Queues the event to the user's sockets held here, each after a check of its session (cached lookup, deduplicated
   * per session); a socket whose session ended is closed instead. Returns how many sockets it was queued to.
   */
  deliver(message: RealtimeMessage): number {
    const sets = message.userId === BROADCAST_USER_ID ? [...this.sockets.values()] : [this.sockets.get(message.userId)];
    const data = JSON.stringify(message.event);
    const checks = new Map<string, Promise<boolean>>();
    let queued = 0;
    for (const socket of sets.flatMap((set) => (set ? [...set] : []))) {
      const held = this.held.get(socket);
      if (!held || socket.readyState !== socket.OPEN) continue;
      const viewed = held.view ? held.view(message.event) : null;
      if (held.view && !viewed) continue;
      const payload = viewed ? JSON.stringify(viewed) : data;
      let live = checks.get(held.sessionId);
      if (!live) {
        live = this.sessionLives(held);
        checks.set(held.sessionId, live);
      }
      const check = live;
      this.enqueue(socket, async () => {
        if (!(await check)) return this.end(socket);
        if (socket.readyState === socket.OPEN) socket.send(payload);
      });
      queued++;
    }
    return queued;
  }

  /** Closes every socket (1001 going away) and the subscription: graceful shutdown. */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        this.disarm(socket);
        socket.close(1001, "server shutting down");
      }
    }
    this.sockets.clear();
    this.bySession.clear();
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub) await sub.quit().catch(() => sub.disconnect());
  }

  private remove(socket: WebSocket): void {
    const held = this.held.get(socket);
    if (!held) return;
    this.disarm(socket);
    removeFrom(this.sockets, held.userId, socket);
    removeFrom(this.bySession, held.sessionId, socket);
  }

  /** The session ended: 4401 tells the client to sign in again, not to reconnect with what it has. */
  private end(socket: WebSocket): void {
    this.remove(socket);
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(WS_CLOSE_SESSION_ENDED, "session ended");
    }
  }

  private enqueue(socket: WebSocket, task: () => Promise<void> | void): void {
    const held = this.held.get(socket);
    if (!held) return;
    held.chain = held.chain.then(task).catch((err) => {
      // A lookup that failed (database down) proves nothing either way: the socket stays, the next check decides.
      this.log.warn({ err }, "realtime socket check failed");
    });
  }

  /** The session from the database: closes the socket if it ended, else (re)arms the close at its expiry. */
  private async verify(socket: WebSocket): Promise<void> {
    const held = this.held.get(socket);
    if (!held || socket.readyState !== socket.OPEN) return;
    const session = await this.sessions.live(held.userId, held.sessionId);
    if (!session) return this.end(socket);
    held.expiresAt = session.expiresAt.getTime();
    this.arm(socket, held);
  }

  private async sessionLives(held: Held): Promise<boolean> {
    if (held.expiresAt !== null && Date.now() >= held.expiresAt) return false;
    return (await this.sessions.resolve(held.userId, held.sessionId)) !== null;
  }

  private arm(socket: WebSocket, held: Held): void {
    this.disarm(socket);
    const expiresAt = held.expiresAt;
    if (expiresAt === null) return;
    held.timer = setTimeout(
      () => (Date.now() >= expiresAt ? this.end(socket) : this.arm(socket, held)),
      Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS),
    );
    held.timer.unref();
  }

  private disarm(socket: WebSocket): void {
    const held = this.held.get(socket);
    if (held?.timer) clearTimeout(held.timer);
    if (held) held.timer = null;
  }

  /**
   * A message of the session-invalidation channel (published after the commit, decision 003): a revoked session's
   * sockets are closed at once; a changed user's are checked in the database (deactivation and role changes
   * revoked their sessions; a new name did not).
   */
  private invalidated(raw: string): void {
    let msg: Partial<{ sessionId: unknown; userId: unknown }>;
    try {
      msg = JSON.parse(raw) as typeof msg;
    } catch {
      this.recheckAll();
      return;
    }
    if (typeof msg.sessionId === "string") {
      for (const socket of [...(this.bySession.get(msg.sessionId) ?? [])]) this.end(socket);
    } else if (typeof msg.userId === "string") {
      for (const socket of [...(this.sockets.get(msg.userId) ?? [])]) this.enqueue(socket, () => this.verify(socket));
    } else {
      this.recheckAll();
    }
  }

  private recheckAll(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) this.enqueue(socket, () => this.verify(socket));
    }
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

function addTo(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(socket);
}

function removeFrom(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) map.delete(key);
}
