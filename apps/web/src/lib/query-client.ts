import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  type Query,
  QueryClient,
  type QueryClientConfig,
} from "@tanstack/react-query";
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

/**
 * Invalidation never cancels a fetch in flight (decision 045). TanStack's default (`cancelRefetch: true`) aborts it
 * and asks again: a cancelled request plus a second identical one; when a mutation and the realtime echo of it
 * invalidate the same queries milliseconds apart, each refresh aborted the other's (decision 039). Here a fetch in
 * flight is let finish, and asked again once it has answered only when its answer may predate a change: a write of
 * this tab answered, or a realtime message arrived, after the fetch started (`noteChange`). A caller that passes
 * `cancelRefetch: false` itself takes the fetch in flight as the answer (decision 039).
 */
export class PortalQueryClient extends QueryClient {
  #lastChangeAt = 0;
  readonly #fetchStartedAt = new WeakMap<Query, number>();

  constructor(config?: QueryClientConfig) {
    super(config);
    this.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "fetch") this.#fetchStartedAt.set(event.query, now());
    });
  }

  /** A change the server may have made since a fetch in flight read its data (a write answered, a pushed message). */
  noteChange(): void {
    this.#lastChangeAt = now();
  }

  /**
   * Whether the query's latest fetch started at or after `at` (a `clock()` time): its answer already includes
   * what happened before `at`, so an event from then needs no new fetch.
   */
  fetchedSince(query: Query, at: number): boolean {
    return (this.#fetchStartedAt.get(query) ?? Number.NEGATIVE_INFINITY) >= at;
  }

  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    if (options?.cancelRefetch === false) return super.invalidateQueries(filters, options);
    const outdated = this.getQueryCache()
      .findAll(filters)
      .filter((q) => q.state.fetchStatus === "fetching" && (this.#fetchStartedAt.get(q) ?? 0) <= this.#lastChangeAt);
    const invalidated = super.invalidateQueries(filters, { ...options, cancelRefetch: false });
    if (outdated.length === 0) return invalidated;
    const again = new Set<Query>(outdated);
    const settled = Promise.allSettled(outdated.map((q) => q.promise)).then(() =>
      super.invalidateQueries({ ...filters, predicate: (q) => again.has(q) }, { ...options, cancelRefetch: false }),
    );
    return Promise.all([invalidated, settled]).then(() => undefined);
  }
}

/** Monotonic: the order of a fetch's start and a change is what counts. */
export const clock = () => performance.now();
const now = clock;

export function createQueryClient(): PortalQueryClient {
  const client: PortalQueryClient = new PortalQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
        // A route loader starts a screen's query while its code loads; when that answer is an error (a lead that
        // does not exist), the screen shows it rather than asking the same again on mount (decision 045). The
        // error states offer 'Tentar novamente'.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // Runs before the mutation's own onSuccess, which invalidates what the write changed.
      onSuccess: () => client.noteChange(),
      // Every mutation shows a toast on failure, once, here (CONVENTIONS 9); session expiry has its own page.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.inlineError) return;
        if (isApiError(error) && isSessionExpired(error.status, error.body)) return;
        notifyError(error);
      },
    }),
  });
  return client;
}
