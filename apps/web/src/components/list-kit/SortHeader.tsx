import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { ariaSort, type SortState } from "./list-columns";

/** A table header that sorts the list by its server field; the arrow shows the sort in effect. */
export function SortHeader<S extends string>({
  column,
  label,
  width,
  sort,
  onSort,
}: {
  column: S;
  label: string;
  width?: number;
  sort: SortState<S>;
  onSort: (column: S) => void;
}) {
  const active = sort.sortBy === column;
  const Icon = !active ? IconArrowsSort : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th w={width} aria-sort={ariaSort(column, sort)} style={{ whiteSpace: "nowrap" }}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={`Ordenar por ${label.toLowerCase()}`}
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontWeight: 700, fontSize: "inherit" }}
      >
        {label}
        <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
