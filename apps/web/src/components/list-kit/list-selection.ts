/** The pure part of a list's row selection (the ids ticked for a bulk action). */

export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function setIds(selected: ReadonlySet<string>, ids: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The "select all of this page" box: ticked when every row of the page is, dashed when only some are. */
export function pageSelectionState(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  const here = pageIds.filter((id) => selected.has(id)).length;
  return { checked: here > 0 && here === pageIds.length, indeterminate: here > 0 && here < pageIds.length };
}
