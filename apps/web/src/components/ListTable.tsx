import { Stack, Table } from "@mantine/core";
import type { ReactNode } from "react";

/** A list screen's rows on a wide screen: scrolls sideways below `minWidth`, zebra rows, hover highlight. */
export function ListTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" highlightOnHover striped="even" stripedColor="gray.0">
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same rows as cards on a phone or tablet. */
export function ListCards({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" p="sm">
      {children}
    </Stack>
  );
}
