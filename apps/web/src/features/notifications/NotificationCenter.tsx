import { notifications as toasts } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "@portal/contracts/common";
import { canAttendStandVisits, canSetAvailability, pollsNotifications } from "@portal/contracts/policy";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import { VISIT_STAND_NOTIFICATION_TITLE } from "@portal/contracts/stand";
import { availabilityStatusSchema, type UserDto } from "@portal/contracts/users";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { MODAL_PRIORITY, useModalTurn } from "../../lib/modal-queue";
import { leadsKeys } from "../leads/leads.queries";
import { useRealtime } from "../realtime/useRealtime";
import { MY_PROFILE_KEY } from "../session/session.queries";
import { playNewLeadSound, raiseBrowserNotification } from "./alert-sound";
import { NewLeadAlertModal } from "./NewLeadAlertModal";
import { type AlertCandidate, type NewLeadAlert, pauseAlert, resumeAlert, toNewLeadAlert } from "./new-lead-alert";
import { markNotificationRead, refreshNotifications, unreadNotificationsQuery } from "./notifications.queries";

const PERMISSION_ASKED_KEY = "portal:notification-permission-asked";

/** Asks for the browser-notification permission once, on the user's first click (a user gesture). */
function useAskNotificationPermissionOnce(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof Notification === "undefined" || Notification.permission !== "default") return;
    if (localStorage.getItem(PERMISSION_ASKED_KEY)) return;
    const ask = () => {
      localStorage.setItem(PERMISSION_ASKED_KEY, "1");
      void Notification.requestPermission().catch(() => undefined);
    };
    document.addEventListener("click", ask, { once: true });
    return () => document.removeEventListener("click", ask);
  }, [enabled]);
}

/**
 * New-lead alerts handled in this tab, with the deadline they were shown with: the same offer opens again only when
 * its deadline moved later (its clock was paused while the specialist served a visitor at the stand, decision 063).
 */
const handled = new Map<string, number>();
/** Notifications already toasted in this tab (an event repeated after a reconnect is not a new toast). */
const toasted = new Set<string>();

/**
 * Mounted once in the app layout: the websocket (new notifications -> refetch + toast) and, for
 * specialists, the new-lead alert (modal, sound, browser notification).
 */
export function NotificationCenter({ userId, roles }: { userId: string; roles: readonly string[] }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const isSpecialist = canSetAvailability(roles);
  // The booth specialist's "Cliente no plantão" has its own alert (StandVisitAlert): no toast repeating it.
  const standAlerts = canAttendStandVisits(roles);
  const [alert, setAlert] = useState<NewLeadAlert | null>(null);
  const alertRef = useRef(alert);
  alertRef.current = alert;
  // One modal at a time (decision 063): the offer waits behind a "Cliente no plantão" alert.
  const onScreen = useModalTurn(alert ? `new-lead:${alert.notificationId}` : null, MODAL_PRIORITY.NEW_LEAD);
  useAskNotificationPermissionOnce(isSpecialist);

  /** Opens the new-lead alert for an offer; true when this notification is (now or already) shown as the alert. */
  const openAlert = useCallback(
    (candidate: AlertCandidate): boolean => {
      if (!isSpecialist) return false;
      if (alertRef.current?.notificationId === candidate._id) return true;
      const next = toNewLeadAlert(candidate, Date.now());
      if (!next) return false;
      const seen = handled.get(candidate._id);
      if (seen !== undefined && next.deadline <= seen) return true;
      if (alertRef.current) return false;
      handled.set(candidate._id, next.deadline);
      setAlert(next);
      playNewLeadSound();
      raiseBrowserNotification(
        candidate.title,
        "Atenda antes que o tempo acabe.",
        () => void router.navigate({ to: "/leads/$leadId", params: { leadId: next.leadId } }),
      );
      return true;
    },
    [isSpecialist, router],
  );

  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === "notification.created") {
        const n = event.notification;
        void refreshNotifications(queryClient);
        // A notification that opens its own alert is not toasted too (one message per thing, decision 063).
        const ownAlert = openAlert(n) || (standAlerts && n.title === VISIT_STAND_NOTIFICATION_TITLE);
        if (ownAlert || toasted.has(n._id)) return;
        toasted.add(n._id);
        toasts.show({
          id: `notification-${n._id}`,
          title: n.title,
          message: n.message,
          autoClose: TOAST_AUTO_CLOSE_MS,
          style: { cursor: "pointer" },
          onClick: () => {
            toasts.hide(`notification-${n._id}`);
            void router.navigate({ to: "/notifications/see/$notificationId", params: { notificationId: n._id } });
          },
        });
      } else if (event.type === "notification.read") {
        // Read in another tab or device: the bell and the lists follow.
        void refreshNotifications(queryClient);
      } else if (event.type === "lead.offer_paused") {
        // Serving a visitor at the stand stopped the offer's clock (decision 063): the countdown freezes.
        setAlert((a) => pauseAlert(a, event.lead_id, event.remaining_ms));
      } else if (
        event.type === "lead.offered" ||
        event.type === "lead.offer_expired" ||
        event.type === "lead.updated"
      ) {
        // An offer re-armed after a stand attendance (decision 063): the open alert's countdown runs again from there.
        if (event.type === "lead.offered") {
          setAlert((a) => resumeAlert(a, event.lead_id, Date.parse(event.deadline)));
        }
        // Events echo changes this tab may have just refreshed itself: keep a fetch in flight.
        void queryClient.invalidateQueries({ queryKey: leadsKeys.all }, { cancelRefetch: false });
        void refreshNotifications(queryClient);
      } else if (event.type === "availability.changed") {
        // Someone else changed this user's availability (a coordinator paused them on the stand's board, the
        // stand's attendance started or ended): the header's control follows.
        const status = availabilityStatusSchema.safeParse(event.status);
        if (status.success)
          queryClient.setQueryData<UserDto>(MY_PROFILE_KEY, (old) =>
            old ? { ...old, availability_status: status.data } : old,
          );
      }
    },
    [openAlert, queryClient, router, standAlerts],
  );
  useRealtime(userId, onEvent);

  // After a reload (or a missed event) the polled unread list still carries the pending offer.
  const unread = useQuery(unreadNotificationsQuery(pollsNotifications(roles)));
  useEffect(() => {
    for (const n of unread.data?.payload ?? []) openAlert(n);
  }, [unread.data, openAlert]);

  const finish = useCallback(
    (markShown: boolean) => {
      const current = alertRef.current;
      setAlert(null);
      if (!current || !markShown) return;
      void markNotificationRead(current.notificationId)
        .catch(() => undefined)
        .finally(() => void refreshNotifications(queryClient));
    },
    [queryClient],
  );
  const onClose = useCallback(() => finish(true), [finish]);
  const onExpired = useCallback(() => finish(false), [finish]);

  if (!alert) return null;
  return (
    <NewLeadAlertModal
      key={alert.notificationId}
      alert={alert}
      opened={onScreen}
      onClose={onClose}
      onExpired={onExpired}
    />
  );
}
