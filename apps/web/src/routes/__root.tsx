import { useQuery } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { appConfigQuery } from "../features/health/app-config.queries";
import { MaintenancePage } from "../features/health/MaintenancePage";
import { NotFoundPage } from "../features/layout/NotFoundPage";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => {
    // Known before the first screen, so a maintenance window never flashes the login page.
    // If the API is unreachable the app still opens; its calls will say so.
    await context.queryClient.ensureQueryData(appConfigQuery()).catch(() => undefined);
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  const { data } = useQuery(appConfigQuery());
  if (data?.maintenance) return <MaintenancePage />;
  return <Outlet />;
}
