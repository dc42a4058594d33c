import { partnerAwaitingApproval } from "@portal/contracts/partner-status";
import { isPartner } from "@portal/contracts/policy";
import type { UserDto } from "@portal/contracts/users";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AppLayout } from "../features/layout/AppLayout";
import { MY_PROFILE_KEY, myProfileQuery } from "../features/session/session.queries";
import { takeExpiredFlag } from "../features/session/session-lifecycle";
import { isApiError, isSessionExpired } from "../lib/api-error";
import { resolveReturnPath } from "../lib/return-path";
import { getSession, saveSession } from "../lib/session";
import { toSession } from "../lib/session-cookies";

/** What a partner awaiting approval may open: their status and their profile. */
const PENDING_PARTNER_PATHS = ["/partner-status", "/profile"];

/** Every signed-in screen: needs a session; partners with an incomplete registration must finish it. */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ context, location }) => {
    const toLogin = (expired = takeExpiredFlag()) =>
      redirect({
        to: "/login",
        search: { url: resolveReturnPath(location.href) ?? undefined, expired: expired || undefined },
      });
    if (!getSession()) throw toLogin();
    try {
      // Spec 4: on load with a session, the profile is fetched (cached afterwards).
      const profile = await context.queryClient.ensureQueryData(myProfileQuery());
      saveSession(toSession(profile));
    } catch (error) {
      // 401: the API client already ended the session. Anything else is ignored (spec 8).
      if (isApiError(error) && isSessionExpired(error.status, error.body)) {
        takeExpiredFlag();
        throw toLogin(true);
      }
    }
    const session = getSession();
    if (!session) throw toLogin();
    const updatePath = `/updatesignup/${session.user._id}`;
    if (isPartner(session.roles) && !session.user.is_registration_complete && location.pathname !== updatePath) {
      throw redirect({ to: "/updatesignup/$userId", params: { userId: session.user._id } });
    }
    // A partner awaiting approval sees their status, not prices or the mirror (decision 064); the API refuses too.
    const profile = context.queryClient.getQueryData<UserDto>(MY_PROFILE_KEY);
    if (
      profile &&
      partnerAwaitingApproval(profile.roles, profile.partner_status) &&
      !PENDING_PARTNER_PATHS.includes(location.pathname) &&
      location.pathname !== updatePath
    ) {
      throw redirect({ to: "/partner-status" });
    }
    return { session };
  },
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
