import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import { pollsNotifications } from "@portal/contracts/policy";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { unreadNotificationsQuery } from "./notifications.queries";

/** Header bell with the unread count (polled every 20 s, except for partners). */
export function NotificationBell({ roles }: { roles: readonly string[] }) {
  const poll = pollsNotifications(roles);
  const { data } = useQuery(unreadNotificationsQuery(poll));
  const unread = data?.unread ?? data?.pagination.total ?? 0;
  const label = unread > 0 ? `Notificações: ${unread} não lidas` : "Notificações";
  return (
    <Tooltip label={label}>
      <Indicator
        label={unread > 99 ? "99+" : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={6}
        data-testid="notification-bell-count"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          renderRoot={(props) => <Link {...props} to="/notifications" />}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
