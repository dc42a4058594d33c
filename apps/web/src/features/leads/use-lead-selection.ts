import { useCallback, useEffect, useState } from "react";
import type { LeadsTableProps } from "./LeadsTable";

/**
 * The leads selected for a bulk action. A new page or filter (a new `resetKey`) starts a new
 * selection; `selection` is undefined when the user may not act on several leads.
 */
export function useLeadSelection(selectable: boolean, resetKey: string) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger.
  useEffect(() => setSelected(new Set()), [resetKey]);
  // Stable across renders, so the memoised rows re-render only when their own box changes.
  const toggle = useCallback(
    (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const setMany = useCallback(
    (ids: string[], checked: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const selection: LeadsTableProps["selection"] = selectable ? { selected, toggle, setMany } : undefined;
  return { selected, selection, clear: () => setSelected(new Set()) };
}
