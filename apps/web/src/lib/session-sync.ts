/**
 * Tells the other tabs of this browser that the user signed in or out (spec 4). BroadcastChannel
 * where available, otherwise a localStorage "storage" event. A tab never receives its own message.
 */
export type SessionEvent = "signed-in" | "signed-out";

export const SESSION_CHANNEL = "portal-session";
export const SESSION_STORAGE_KEY = "portal-session-event";

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface SessionSyncEnv {
  createChannel?: (name: string) => ChannelLike;
  storage?: Pick<Storage, "setItem">;
  listenStorage?: (handler: (event: { key: string | null; newValue: string | null }) => void) => () => void;
}

export interface SessionSync {
  announce(event: SessionEvent): void;
  close(): void;
}

function parse(data: unknown): SessionEvent | null {
  const type = typeof data === "object" && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === "signed-in" || type === "signed-out" ? type : null;
}

export function browserSessionSyncEnv(): SessionSyncEnv {
  const env: SessionSyncEnv = {};
  if (typeof BroadcastChannel !== "undefined") {
    env.createChannel = (name) => new BroadcastChannel(name) as unknown as ChannelLike;
  }
  if (typeof window !== "undefined") {
    try {
      env.storage = window.localStorage;
    } catch {
      // Storage can be blocked (privacy settings); BroadcastChannel still works.
    }
    env.listenStorage = (handler) => {
      const listener = (event: StorageEvent) => handler(event);
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    };
  }
  return env;
}

export function createSessionSync(onEvent: (event: SessionEvent) => void, env: SessionSyncEnv): SessionSync {
  const channel = env.createChannel?.(SESSION_CHANNEL);
  let stopStorage: (() => void) | undefined;
  if (channel) {
    channel.onmessage = (message) => {
      const event = parse(message.data);
      if (event) onEvent(event);
    };
  } else if (env.listenStorage) {
    stopStorage = env.listenStorage(({ key, newValue }) => {
      if (key !== SESSION_STORAGE_KEY || !newValue) return;
      try {
        const event = parse(JSON.parse(newValue));
        if (event) onEvent(event);
      } catch {
        // Not ours: ignore.
      }
    });
  }
  return {
    announce(event) {
      if (channel) {
        channel.postMessage({ type: event });
        return;
      }
      // The timestamp makes every write a change, so the storage event always fires.
      env.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ type: event, at: Date.now() }));
    },
    close() {
      channel?.close();
      stopStorage?.();
    },
  };
}
