import { createFileRoute } from "@tanstack/react-router";
import { NotificationView } from "../../../../features/notifications/NotificationView";
import { requireSection } from "../../../../features/session/guards";

export const Route = createFileRoute("/_app/notifications/see/$notificationId")({
  beforeLoad: ({ context }) => requireSection(context.session, "notifications"),
  staticData: { showBack: true },
  component: NotificationSeeRoute,
});

function NotificationSeeRoute() {
  const { notificationId } = Route.useParams();
  return <NotificationView key={notificationId} notificationId={notificationId} />;
}
