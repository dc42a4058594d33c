import { useEffect, useSyncExternalStore } from "react";

/**
 * One alert modal at a time (decision 063). Alerts that arrive together (a stand check-in routes a visitor to the
 * specialist and the roulette offers them an online lead in the same second) used to open stacked modals. Each alert
 * asks for a turn with a priority; the one with the lowest priority number, then the oldest request, is shown, and
 * the others wait, mounted (their clocks keep running) but closed. A more urgent alert takes the screen from a
 * waiting-prone one (the visitor standing at the desk before an online lead); the other comes back when it closes.
 */
export const MODAL_PRIORITY = {
  /** "Cliente no plantão": someone is waiting in person. */
  STAND_VISIT: 0,
  /** "Novo Lead na sua carteira": the roulette's offer. */
  NEW_LEAD: 1,
} as const;

interface Request {
  key: string;
  priority: number;
  seq: number;
}

let requests: Request[] = [];
let seq = 0;
let shown: string | null = null;
const listeners = new Set<() => void>();

function pick(): void {
  const next = [...requests].sort((a, b) => a.priority - b.priority || a.seq - b.seq)[0]?.key ?? null;
  if (next === shown) return;
  shown = next;
  for (const listener of listeners) listener();
}

export function requestModal(key: string, priority: number): void {
  if (!requests.some((r) => r.key === key)) requests.push({ key, priority, seq: seq++ });
  pick();
}

export function releaseModal(key: string): void {
  requests = requests.filter((r) => r.key !== key);
  pick();
}

/** The key whose modal is on screen (tests). */
export function shownModal(): string | null {
  return shown;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this alert's modal may be open now; `key` null: nothing to show. Released on unmount or a new key. */
export function useModalTurn(key: string | null, priority: number): boolean {
  useEffect(() => {
    if (!key) return;
    requestModal(key, priority);
    return () => releaseModal(key);
  }, [key, priority]);
  const current = useSyncExternalStore(subscribe, shownModal, shownModal);
  return key !== null && current === key;
}
