import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../../../../features/navigation/ComingSoonPage";
import { requireSection } from "../../../../features/session/guards";

export const Route = createFileRoute("/_app/notifications/see/$notificationId")({
  beforeLoad: ({ context }) => requireSection(context.session, "notifications"),
  staticData: { showBack: true },
  component: () => (
    <ComingSoonPage
      section="notifications"
      title="Notificação"
      description="Conteúdo da notificação e o lead ou unidade a que ela se refere."
    />
  ),
});
