import { Group, Pagination, Text } from "@mantine/core";
import { formatNumber } from "../../lib/format";

/** "Página x de y" and the page buttons under the lead list (pages start at 1). */
export function LeadsPagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {pages > 1 ? `Página ${formatNumber(Math.min(page, pages))} de ${formatNumber(pages)}` : ""}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={1}
          boundaries={1}
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
