import { useSyncExternalStore } from "react";
import { z } from "zod";

/**
 * The stand this device works at: the receptionist chooses it once on /stand/choose-enterprise and the
 * device remembers it (localStorage, per user), so a tablet at the booth opens on its stand every day. The server
 * keeps the receptionist's presence (check-in) too; this is only the device's memory of the choice.
 */
export interface ChosenStand {
  enterprise_id: string;
  name: string;
}

const chosenStandSchema = z.object({ enterprise_id: z.string().min(1), name: z.string() });

export const CHOSEN_STAND_KEY_PREFIX = "portal:stand:";

export function chosenStandKey(userId: string): string {
  return `${CHOSEN_STAND_KEY_PREFIX}${userId}`;
}

/** Parses what the storage holds; anything unreadable is "no choice". */
export function parseChosenStand(raw: string | null): ChosenStand | null {
  if (!raw) return null;
  try {
    const parsed = chosenStandSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object while nothing changed.
const cache = new Map<string, { raw: string | null; value: ChosenStand | null }>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readChosenStand(userId: string, store: KeyValueStore | null = storage()): ChosenStand | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(chosenStandKey(userId)) ?? null;
  } catch {
    raw = null;
  }
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.value;
  const value = parseChosenStand(raw);
  cache.set(userId, { raw, value });
  return value;
}

export function saveChosenStand(userId: string, stand: ChosenStand, store: KeyValueStore | null = storage()): void {
  const raw = JSON.stringify({ enterprise_id: stand.enterprise_id, name: stand.name });
  try {
    store?.setItem(chosenStandKey(userId), raw);
  } catch {
    // Storage disabled: the device cannot remember; the pages ask again.
  }
  notify();
}

export function clearChosenStand(userId: string, store: KeyValueStore | null = storage()): void {
  try {
    store?.removeItem(chosenStandKey(userId));
  } catch {
    // Nothing to clear.
  }
  cache.delete(userId);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same device chose another stand.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(CHOSEN_STAND_KEY_PREFIX)) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The stand chosen on this device by this user, kept in step with other tabs. */
export function useChosenStand(userId: string | null): ChosenStand | null {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? readChosenStand(userId) : null),
    () => null,
  );
}
