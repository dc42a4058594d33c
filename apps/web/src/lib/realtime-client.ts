import { type RealtimeEvent, realtimeEventSchema, wsTicketResponse } from "@portal/contracts/realtime";
import { apiRequest } from "./api-client";
import { API_URL } from "./env";
import { reconnectDelay, websocketUrl } from "./realtime-url";

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  close(): void;
}

export interface RealtimeSubscriber {
  onEvent?: (event: RealtimeEvent) => void;
  /** Called at once with the current state, then on every open/close. */
  onStatus?: (open: boolean) => void;
}

interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(id: unknown): void;
}

const browserTimers: Timers = {
  set: (fn, ms) => globalThis.setTimeout(fn, ms),
  clear: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The app's one realtime connection (GET /ws): one socket however many screens listen (the notification centre,
 * the mirror). It opens with the first subscriber, reconnects with backoff while anyone listens, closes with the
 * last one, and hands every valid event to every subscriber.
 */
export class RealtimeClient {
  readonly #open: () => SocketLike | Promise<SocketLike>;
  readonly #timers: Timers;
  readonly #subscribers = new Set<RealtimeSubscriber>();
  readonly #observers = new Set<() => void>();
  #socket: SocketLike | null = null;
  #connected = false;
  #attempt = 0;
  #retry: unknown;
  /** Bumped by every asynchronous open and by #stop: an open that finishes late knows it is stale. */
  #generation = 0;

  /** `open` may be asynchronous (the app first asks for a ticket); a failure is retried with the same backoff. */
  constructor(open: () => SocketLike | Promise<SocketLike>, timers: Timers = browserTimers) {
    this.#open = open;
    this.#timers = timers;
  }

  /** Listen; the returned function stops listening (and closes the socket when nobody else listens). */
  /**
   * Told of every message that arrives, without keeping the connection open (subscribers do that): the query
   * client counts a message as a change that may make a fetch in flight out of date (decision 045).
   */
  observeMessages(observer: () => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  subscribe(subscriber: RealtimeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    subscriber.onStatus?.(this.#connected);
    if (this.#subscribers.size === 1) this.#connect();
    return () => {
      if (!this.#subscribers.delete(subscriber) || this.#subscribers.size > 0) return;
      this.#stop();
    };
  }

  #connect(): void {
    if (this.#subscribers.size === 0) return;
    let opening: SocketLike | Promise<SocketLike>;
    try {
      opening = this.#open();
    } catch {
      this.#schedule();
      return;
    }
    if (!(opening instanceof Promise)) {
      this.#attach(opening);
      return;
    }
    const generation = ++this.#generation;
    opening.then(
      (socket) => {
        // Everybody left (or left and came back) while it was opening: this socket is nobody's.
        if (generation !== this.#generation || this.#subscribers.size === 0) socket.close();
        else this.#attach(socket);
      },
      () => {
        if (generation === this.#generation) this.#schedule();
      },
    );
  }

  #attach(socket: SocketLike): void {
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempt = 0;
      this.#setConnected(true);
    };
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = realtimeEventSchema.safeParse(data);
      if (!parsed.success) return;
      for (const o of [...this.#observers]) o();
      for (const s of [...this.#subscribers]) s.onEvent?.(parsed.data);
    };
    socket.onclose = () => {
      this.#socket = null;
      this.#setConnected(false);
      this.#schedule();
    };
  }

  #schedule(): void {
    if (this.#subscribers.size === 0) return;
    this.#retry = this.#timers.set(() => {
      this.#retry = undefined;
      this.#connect();
    }, reconnectDelay(this.#attempt));
    this.#attempt += 1;
  }

  #stop(): void {
    this.#generation++;
    if (this.#retry !== undefined) this.#timers.clear(this.#retry);
    this.#retry = undefined;
    this.#attempt = 0;
    this.#connected = false;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  #setConnected(open: boolean): void {
    if (this.#connected === open) return;
    this.#connected = open;
    for (const s of [...this.#subscribers]) s.onStatus?.(open);
  }
}

/**
 * The one client of the app. Each connection first asks for a single-use ticket (decision 059), so no token ever
 * sits in a URL; a session that ended answers 401 there, which the API client turns into the sign-in screen.
 */
export const realtimeClient = new RealtimeClient(async () => {
  const { ticket } = await apiRequest("/ws/ticket", { method: "POST", schema: wsTicketResponse });
  return new WebSocket(websocketUrl(API_URL, window.location.origin, ticket)) as unknown as SocketLike;
});
