import { Box, Card, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { MD_UP, SM_UP, useMedia } from "../../lib/use-media";
import { ListCards, ListTable } from "../ListTable";
import { cardLayout, type ListColumn, type SortState, shownColumns } from "./list-columns";
import { pageSelectionState } from "./list-selection";
import { SortHeader } from "./SortHeader";
import type { ListSelection } from "./use-list-selection";

export interface ListViewProps<T, S extends string> {
  rows: readonly T[];
  columns: readonly ListColumn<T, S>[];
  rowId: (row: T) => string;
  /** data-testid of a table row and of a card (the e2e tests find rows by them). */
  testIds: { row: string; card: string };
  /** The table scrolls sideways below this width. */
  minWidth: number;
  /** From which Mantine breakpoint the table shows (cards below): "sm" 48em, "md" 62em. */
  tableFrom?: "sm" | "md";
  sort?: { state: SortState<S>; onSort: (column: S) => void };
  /** Row boxes for bulk actions; `rowLabel` names a row in its box's label ("Selecionar Ana"). */
  selection?: ListSelection & { rowLabel: (row: T) => string; allLabel: string };
}

/**
 * A list's rows from one column definition: a table on a wide screen, cards on a phone. Only the layout that
 * shows is rendered (the hidden one would cost as much again on every page, sort and selection).
 */
export function ListView<T, S extends string = string>(props: ListViewProps<T, S>) {
  const wide = useMedia(props.tableFrom === "md" ? MD_UP : SM_UP);
  return wide ? <ListViewTable {...props} /> : <ListViewCards {...props} />;
}

function selectAllProps<T>(rows: readonly T[], rowId: (row: T) => string, selection: ListSelection) {
  const ids = rows.map(rowId);
  return {
    ...pageSelectionState(selection.selected, ids),
    onChange: (e: { currentTarget: { checked: boolean } }) => selection.setMany(ids, e.currentTarget.checked),
  };
}

function ListViewTable<T, S extends string>({
  rows,
  columns,
  rowId,
  testIds,
  minWidth,
  sort,
  selection,
}: ListViewProps<T, S>) {
  const shown = shownColumns(columns);
  return (
    <ListTable minWidth={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th w={40}>
              <Checkbox aria-label={selection.allLabel} {...selectAllProps(rows, rowId, selection)} />
            </Table.Th>
          )}
          {shown.map((c) =>
            sort && c.sortField ? (
              <SortHeader
                key={c.key}
                column={c.sortField}
                label={c.header}
                width={c.width}
                sort={sort.state}
                onSort={sort.onSort}
              />
            ) : (
              <Table.Th key={c.key} w={c.width} ta={c.align}>
                {c.header}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const id = rowId(row);
          const checked = selection?.selected.has(id);
          return (
            <Table.Tr key={id} data-testid={testIds.row} bg={checked ? "var(--mantine-color-brand-0)" : undefined}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Selecionar ${selection.rowLabel(row)}`}
                    checked={checked}
                    onChange={() => selection.toggle(id)}
                  />
                </Table.Td>
              )}
              {shown.map((c) => (
                <Table.Td
                  key={c.key}
                  maw={c.maxWidth}
                  ta={c.align}
                  style={c.nowrap ? { whiteSpace: "nowrap" } : undefined}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}

function ListViewCards<T, S extends string>({ rows, columns, rowId, testIds, selection }: ListViewProps<T, S>) {
  const layout = cardLayout(columns);
  return (
    <ListCards>
      {selection && <Checkbox label="Selecionar todos desta página" {...selectAllProps(rows, rowId, selection)} />}
      {rows.map((row) => {
        const id = rowId(row);
        const checked = selection?.selected.has(id);
        return (
          <Card
            key={id}
            withBorder
            radius="md"
            padding="sm"
            data-testid={testIds.card}
            bg={checked ? "var(--mantine-color-brand-0)" : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
                {selection && (
                  <Checkbox
                    mt={2}
                    aria-label={`Selecionar ${selection.rowLabel(row)}`}
                    checked={checked}
                    onChange={() => selection.toggle(id)}
                  />
                )}
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  {layout.title.map((c) => (
                    <Box key={c.key}>{c.cell(row)}</Box>
                  ))}
                </Stack>
              </Group>
              {layout.badge.length > 0 && (
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {layout.badge.map((c) => (
                    <Box key={c.key}>{c.cell(row)}</Box>
                  ))}
                </Group>
              )}
            </Group>
            {layout.meta.map((c) => (
              <Box key={c.key} mt={6} c="dimmed" fz="xs">
                {c.cell(row)}
              </Box>
            ))}
            {layout.field.length > 0 && (
              <Stack gap={4} mt="xs">
                {layout.field.map((c) => (
                  <Group key={c.key} gap={6} wrap="nowrap" align="baseline">
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {c.header}
                    </Text>
                    <Box fz="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                      {c.cell(row)}
                    </Box>
                  </Group>
                ))}
              </Stack>
            )}
            {layout.actions.length > 0 && (
              <Group justify="flex-end" gap="xs" mt="xs">
                {layout.actions.map((c) => (
                  <Box key={c.key}>{c.cell(row)}</Box>
                ))}
              </Group>
            )}
          </Card>
        );
      })}
    </ListCards>
  );
}
