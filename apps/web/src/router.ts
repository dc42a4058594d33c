import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { RouteErrorPage } from "./features/layout/RouteErrorPage";
import { RoutePending } from "./features/layout/RoutePending";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Loaders read through the QueryClient cache, so the router's own cache stays out of the way.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Show the header's back arrow on this screen. */
    showBack?: boolean;
    /** Public screens with longer forms get a wider card. */
    wideCard?: boolean;
  }
}
