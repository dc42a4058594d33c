import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isApiError, isSessionExpired } from "./api-error";
import { notifyError } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The form shows the error itself (inline alert or field error) instead of a toast. */
      inlineError?: boolean;
    };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // 4xx answers will not change by retrying; network blips and 5xx get one more try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // Every mutation shows a toast on failure, once, here (CONVENTIONS 9); session expiry has its own page.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.inlineError) return;
        if (isApiError(error) && isSessionExpired(error.status, error.body)) return;
        notifyError(error);
      },
    }),
  });
}
