import { isPartner, landingRoute } from "@portal/contracts/policy";
import { PARTNER_ROLES } from "@portal/contracts/roles";
import type { QueryClient } from "@tanstack/react-query";
import { configureApiClient } from "../../lib/api-client";
import { resolveReturnPath } from "../../lib/return-path";
import { clearSession, getSession, saveSession } from "../../lib/session";
import { toSession } from "../../lib/session-cookies";
import { browserSessionSyncEnv, createSessionSync, type SessionSync } from "../../lib/session-sync";
import type { AppRouter } from "../../router";
import { type LoginResult, logout } from "../auth/auth.api";
import { APP_CONFIG_KEY, type AppConfig } from "../health/app-config.queries";

/**
 * Sign-in, sign-out and expiry, in one place: cookies, cached data, other tabs (spec 4) and the
 * 401 INVALID_TOKEN / TOKEN_IS_MISSING answer of any call (spec 8).
 */
let router: AppRouter | undefined;
let queryClient: QueryClient | undefined;
let sync: SessionSync | undefined;

/**
 * "This tab's session expired" survives a reload (sessionStorage, per tab): the tab may notice the 401 first
 * (notifications poll, websocket, any query) and clear the cookies, and a reload or typed URL must still say why.
 */
const EXPIRED_KEY = "portal_session_expired";
let expiredPendingInMemory = false;

function setExpiredPending(value: boolean): void {
  try {
    if (value) sessionStorage.setItem(EXPIRED_KEY, "1");
    else sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    // Storage disabled: the message is only lost after a reload.
  }
  expiredPendingInMemory = value;
}

function expiredPending(): boolean {
  try {
    return expiredPendingInMemory || sessionStorage.getItem(EXPIRED_KEY) === "1";
  } catch {
    return expiredPendingInMemory;
  }
}

function dropUserData(): void {
  // The app config is not the user's; everything else is.
  queryClient?.removeQueries({ predicate: (q) => q.queryKey[0] !== APP_CONFIG_KEY[0] });
}

function currentPath(): string {
  // The screen the user is on (a pending navigation has not replaced it yet).
  return (router?.state.resolvedLocation ?? router?.state.location)?.pathname ?? "/";
}

function onLoginPage(): boolean {
  return currentPath().startsWith("/login");
}

export function installSessionLifecycle(appRouter: AppRouter, client: QueryClient): () => void {
  router = appRouter;
  queryClient = client;
  configureApiClient({
    onSessionExpired: expireSession,
    onMaintenance: () => {
      client.setQueryData<AppConfig>(APP_CONFIG_KEY, (old) =>
        old ? { ...old, maintenance: true } : { app_env: "production", version: "", maintenance: true },
      );
    },
  });
  sync = createSessionSync((event) => {
    dropUserData();
    if (event === "signed-out") {
      clearSession();
      if (!onLoginPage()) void router?.navigate({ to: "/login" });
      return;
    }
    setExpiredPending(false);
    const session = getSession();
    void router?.navigate({ to: session ? landingRoute(session.roles) : "/home" });
  }, browserSessionSyncEnv());
  return () => sync?.close();
}

/** After a successful login, sign-up or invitation: keep the session and tell the other tabs. */
export function completeSignIn(result: LoginResult): void {
  setExpiredPending(false);
  dropUserData();
  saveSession(toSession(result));
  sync?.announce("signed-in");
}

export async function signOut(): Promise<void> {
  setExpiredPending(false);
  const roles = getSession()?.roles ?? [];
  // Revoke the token server-side; the local sign-out happens even if the API is unreachable.
  await logout().catch(() => undefined);
  clearSession();
  dropUserData();
  sync?.announce("signed-out");
  const partnerRole = isPartner(roles) ? PARTNER_ROLES.find((r) => roles.includes(r)) : undefined;
  if (partnerRole) await router?.navigate({ to: "/login/agents", search: { userType: partnerRole } });
  else await router?.navigate({ to: "/login" });
}

function expireSession(): void {
  const hadSession = getSession() !== null;
  clearSession();
  dropUserData();
  if (hadSession) sync?.announce("signed-out");
  setExpiredPending(true);
  if (onLoginPage()) return;
  const returnTo = resolveReturnPath(router?.state.location.href) ?? undefined;
  void router?.navigate({ to: "/login", search: { expired: true, url: returnTo } });
}

/**
 * True after an expiry until the next sign-in or sign-out, so every guard redirecting to /login can say why
 * (several requests may hit the 401 at once: the profile, the notifications poll, the websocket).
 */
export function takeExpiredFlag(): boolean {
  return expiredPending();
}
