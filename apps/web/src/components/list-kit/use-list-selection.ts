import { useCallback, useEffect, useState } from "react";
import { setIds, toggleId } from "./list-selection";

export interface ListSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  setMany: (ids: string[], checked: boolean) => void;
}

/**
 * The rows selected for a bulk action. A new page or filter (a new `resetKey`) starts a new selection;
 * `selection` is undefined when the user may not act on several rows (no boxes are drawn then).
 */
export function useListSelection(selectable: boolean, resetKey: string) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger.
  useEffect(() => setSelected(new Set()), [resetKey]);
  // Stable across renders, so memoised rows re-render only when their own box changes.
  const toggle = useCallback((id: string) => setSelected((prev) => toggleId(prev, id)), []);
  const setMany = useCallback(
    (ids: string[], checked: boolean) => setSelected((prev) => setIds(prev, ids, checked)),
    [],
  );
  const selection: ListSelection | undefined = selectable ? { selected, toggle, setMany } : undefined;
  return { selected, selection, clear: () => setSelected(new Set()) };
}
