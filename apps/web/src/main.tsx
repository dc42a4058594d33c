import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/nprogress/styles.css";
import "./styles.css";

import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { TOAST_AUTO_CLOSE_MS } from "@portal/contracts/common";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { installSessionLifecycle } from "./features/session/session-lifecycle";
import { createQueryClient } from "./lib/query-client";
import { createRouteProgress, PROGRESS_HEIGHT } from "./lib/route-progress";
import { createAppRouter } from "./router";
import { theme } from "./theme";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installSessionLifecycle(router, queryClient);

const progress = createRouteProgress(nprogress);
router.subscribe("onBeforeNavigate", () => progress.begin());
router.subscribe("onResolved", () => progress.end());

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado.");

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NavigationProgress size={PROGRESS_HEIGHT} />
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
