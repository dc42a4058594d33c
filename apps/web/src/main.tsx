// Mantine's global styles; each component's own come with it (vite.config.ts, decision 055).
import "virtual:mantine-core-styles";

import { MantineProvider } from "@mantine/core";
import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { appConfigQuery } from "./features/health/app-config.queries";
import { AppToasts } from "./features/layout/AppToasts";
import { reportCaughtError } from "./features/session/guards";
import { myProfileQuery } from "./features/session/session.queries";
import { installSessionLifecycle } from "./features/session/session-lifecycle";
import { createQueryClient } from "./lib/query-client";
import { realtimeClient } from "./lib/realtime-client";
import { createRouteProgress, PROGRESS_HEIGHT } from "./lib/route-progress";
import { getSession } from "./lib/session";
import { createAppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";
// After the modules above, so after the styles of the Mantine components they bundle, as with the one styles.css.
import "@mantine/notifications/styles.css";
import "@mantine/nprogress/styles.css";
import "./styles.css";

const queryClient = createQueryClient();
// A pushed message may make a fetch in flight out of date (decision 045).
realtimeClient.observeMessages(() => queryClient.noteChange());
const router = createAppRouter(queryClient);
installSessionLifecycle(router, queryClient);
// The first screen waits for the config (root route) and, when signed in, for the profile (_app route), one
// before the other. Asked for together here, the second wait finds its answer already in flight.
void queryClient.prefetchQuery(appConfigQuery());
if (getSession()) void queryClient.prefetchQuery(myProfileQuery());

const progress = createRouteProgress(nprogress);
router.subscribe("onBeforeNavigate", () => progress.begin());
router.subscribe("onResolved", () => progress.end());

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado.");

// Route guards' 'Acesso negado' is a page, not a fault: it stays out of the console (decision 039).
createRoot(root, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NavigationProgress size={PROGRESS_HEIGHT} aria-label="Carregando a página" />
      <AppToasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
