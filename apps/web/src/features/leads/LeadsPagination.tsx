import { Group, Pagination, Text } from "@mantine/core";
import type { PaginationView } from "./pagination-view";

/** "Página x de y" and the page buttons under the lead list (pages start at 1); see paginationView. */
export function LeadsPagination({ view, onChange }: { view: PaginationView; onChange: (page: number) => void }) {
  const { pages, current, label, boundaries } = view;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={onChange}
          siblings={1}
          boundaries={boundaries}
          getItemProps={(p) => ({ "aria-label": `Página ${p}` })}
          getControlProps={(control) => ({
            "aria-label": {
              first: "Primeira página",
              last: "Última página",
              next: "Próxima página",
              previous: "Página anterior",
            }[control],
          })}
          size="sm"
        />
      )}
    </Group>
  );
}
