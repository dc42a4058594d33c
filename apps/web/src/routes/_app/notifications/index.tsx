import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { NotificationsPage } from "../../../features/notifications/NotificationsPage";
import { notificationSearchSchema } from "../../../features/notifications/notification-search";
import { requireSection } from "../../../features/session/guards";

export const Route = createFileRoute("/_app/notifications/")({
  validateSearch: notificationSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "notifications"),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <NotificationsPage search={search} setSearch={(next) => void navigate({ search: next })} />;
}
