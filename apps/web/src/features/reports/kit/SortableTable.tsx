import { ScrollArea, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";

export interface ReportColumn<T> {
  key: string;
  label: string;
  /** What the column sorts by. */
  value: (row: T) => number | string;
  /** What the cell shows (the value as text by default). */
  render?: (row: T) => ReactNode;
  numeric?: boolean;
}

type Sort = { key: string; direction: "asc" | "desc" };

/**
 * A report's table: click a header to sort by it (numbers biggest first), click a row to open what makes it (the
 * drill-down), scrolls sideways on a phone instead of squeezing the figures.
 */
export function SortableTable<T>({
  columns,
  rows,
  rowKey,
  onRowClick,
  rowLabel,
  empty,
  initialSort,
  testId,
}: {
  columns: ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** The accessible name of a row's drill-down ("Ver as vendas de Norte"). */
  rowLabel?: (row: T) => string;
  empty: string;
  initialSort?: Sort;
  testId?: string;
}) {
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const col = columns.find((c) => c.key === sort.key);
    if (!col) return rows;
    const factor = sort.direction === "asc" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const va = col.value(a);
      const vb = col.value(b);
      const cmp =
        typeof va === "number" && typeof vb === "number" ? va - vb : String(va).localeCompare(String(vb), "pt-BR");
      return cmp * factor;
    });
  }, [rows, columns, sort]);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty}
      </Text>
    );
  const toggle = (col: ReportColumn<T>) =>
    setSort((prev) =>
      prev?.key === col.key
        ? { key: col.key, direction: prev.direction === "asc" ? "desc" : "asc" }
        : { key: col.key, direction: col.numeric ? "desc" : "asc" },
    );
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table striped highlightOnHover={Boolean(onRowClick)} fz="sm" miw={columns.length * 96} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((col) => {
              const active = sort?.key === col.key;
              const Icon = !active ? IconArrowsSort : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
              return (
                <Table.Th
                  key={col.key}
                  ta={col.numeric ? "right" : "left"}
                  aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
                  style={{ whiteSpace: "nowrap" }}
                >
                  <UnstyledButton
                    onClick={() => toggle(col)}
                    aria-label={`Ordenar por ${col.label.toLowerCase()}`}
                    style={{
                      display: "inline-flex",
                      alignItems: "center",
                      gap: 4,
                      fontWeight: 700,
                      fontSize: "inherit",
                    }}
                  >
                    {col.label}
                    <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={
                onRowClick
                  ? (e) => {
                      if (e.key === "Enter" || e.key === " ") {
                        e.preventDefault();
                        onRowClick(row);
                      }
                    }
                  : undefined
              }
              tabIndex={onRowClick ? 0 : undefined}
              aria-label={rowLabel?.(row)}
              style={onRowClick ? { cursor: "pointer" } : undefined}
            >
              {columns.map((col) => (
                <Table.Td key={col.key} ta={col.numeric ? "right" : "left"} style={{ whiteSpace: "nowrap" }}>
                  {col.render ? col.render(row) : String(col.value(row))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
