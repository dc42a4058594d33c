import { ActionIcon, Group, Select, Tooltip } from "@mantine/core";
import { LEAD_SORT_FIELDS, type LeadSortField } from "@portal/contracts/leads";
import { IconSortAscending, IconSortDescending } from "@tabler/icons-react";

const SORT_LABELS: Record<LeadSortField, string> = {
  last_interest_at: "Último interesse",
  createdAt: "Data de criação",
  updatedAt: "Última atualização",
  full_name: "Nome",
  status: "Status",
  interest_level: "Termômetro",
  city: "Cidade",
};
const OPTIONS = LEAD_SORT_FIELDS.map((f) => ({ value: f, label: SORT_LABELS[f] }));

/** Every allowed sort, also on phones where the table (and its headers) becomes cards. */
export function SortControl({
  sortBy,
  direction,
  onChange,
}: {
  sortBy: LeadSortField;
  direction: "asc" | "desc";
  onChange: (sortBy: LeadSortField, direction: "asc" | "desc") => void;
}) {
  const flip = direction === "asc" ? "desc" : "asc";
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label="Ordenar por"
        size="xs"
        w={170}
        data={OPTIONS}
        value={sortBy}
        onChange={(v) => v && onChange(v as LeadSortField, direction)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Tooltip label={direction === "asc" ? "Crescente" : "Decrescente"} withArrow>
        <ActionIcon
          variant="default"
          size={30}
          aria-label={direction === "asc" ? "Ordem crescente; inverter" : "Ordem decrescente; inverter"}
          onClick={() => onChange(sortBy, flip)}
        >
          {direction === "asc" ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
