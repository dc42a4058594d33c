import { SESSION_TTL_SECONDS } from "@portal/contracts/common";
import { useSyncExternalStore } from "react";
import { deleteCookie, parseCookies, writeCookie } from "./cookies";
import { decodeSession, encodeSession, SESSION_COOKIE_NAMES, type Session, sameSession } from "./session-cookies";

/**
 * The current tab's view of the session, backed by the cookies so that a reload (or another tab)
 * sees the same thing. Components subscribe with useSession().
 */
let current: Session | null = null;
const listeners = new Set<() => void>();

function readFromCookies(): Session | null {
  if (typeof document === "undefined") return null;
  return decodeSession(parseCookies(document.cookie));
}

function publish(next: Session | null): void {
  if (sameSession(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

current = readFromCookies();

export function getSession(): Session | null {
  // Another tab may have changed the cookies since the last read.
  publish(readFromCookies());
  return current;
}

export function saveSession(session: Session): void {
  const values = encodeSession(session);
  for (const name of SESSION_COOKIE_NAMES) writeCookie(name, values[name], SESSION_TTL_SECONDS);
  publish(session);
}

export function clearSession(): void {
  for (const name of SESSION_COOKIE_NAMES) deleteCookie(name);
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, () => current);
}
