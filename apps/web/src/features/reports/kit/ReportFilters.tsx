import { Button, Group, Select, SimpleGrid } from "@mantine/core";
import { saoPauloDay } from "@portal/contracts/dates";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from "@portal/contracts/lead-enums";
import { formatMonth, type ReportFilterKey } from "@portal/contracts/reports/common";
import { IconFilterOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { assigneeOptions, assigneesQuery, enterprisesQuery, salesTeamsQuery } from "../../leads/lookups.queries";
import { monthOptions } from "./report-search";

export type ReportFilterValues = Partial<Record<ReportFilterKey, string>>;

/**
 * A dimension of one report beyond the shared ones (a commission's status, a tower listed from the report itself):
 * its URL key, label and options. Its value travels in `value` like the others, and "Limpar filtros" clears it too.
 */
export interface ExtraReportFilter {
  key: string;
  label: string;
  data: { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
}

const LABELS: Partial<Record<ReportFilterKey, string>> = {
  enterprise_id: "Empreendimento",
  sales_team_id: "Equipe",
  specialist_id: "Especialista",
  source: "Origem do lead",
  partner_agency_id: "Imobiliária",
};

/**
 * A report's filter bar: the period (months in São Paulo) and the dimensions the report narrows by. Every change
 * goes to the URL (the caller's `onChange`), so the screen can be shared and reloaded as it is.
 */
export function ReportFilters({
  filters,
  value,
  period,
  roles,
  agencies,
  onChange,
  extra = [],
}: {
  filters: readonly ReportFilterKey[];
  /** The partner agencies a report may narrow by (the partners report lists them from its own answer). */
  agencies?: { value: string; label: string }[];
  value: ReportFilterValues & Record<string, string | undefined>;
  /** The period in effect (the API's answer): what the month pickers show when the URL has none. */
  period?: { month_start: string; month_end: string };
  roles: readonly string[];
  onChange: (patch: ReportFilterValues & Record<string, string | undefined>) => void;
  /** The report's own dimensions, after the shared ones. */
  extra?: readonly ExtraReportFilter[];
}) {
  const has = (k: ReportFilterKey) => filters.includes(k);
  const enterprises = useQuery({ ...enterprisesQuery(), enabled: has("enterprise_id") });
  const teams = useQuery({
    ...salesTeamsQuery(roles),
    enabled: has("sales_team_id") && salesTeamsQuery(roles).enabled !== false,
  });
  const people = useQuery({
    ...assigneesQuery(roles),
    enabled: has("specialist_id") && assigneesQuery(roles).enabled !== false,
  });
  const months = monthOptions(saoPauloDay(new Date()).slice(0, 7)).map((m) => ({ value: m, label: formatMonth(m) }));
  const start = value.month_start ?? period?.month_start ?? null;
  const end = value.month_end ?? period?.month_end ?? null;
  const filtered = Object.values(value).some(Boolean);
  const select = (key: ReportFilterKey, data: { value: string; label: string }[], placeholder = "Todos") => (
    <Select
      key={key}
      label={LABELS[key]}
      placeholder={placeholder}
      data={data}
      value={value[key] ?? null}
      onChange={(v) => onChange({ [key]: v ?? undefined })}
      clearable
      searchable
      nothingFoundMessage="Nada encontrado"
      comboboxProps={{ withinPortal: true }}
      data-testid={`report-filter-${key}`}
    />
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" style={{ flex: "1 1 600px" }}>
        <Select
          label="Mês inicial"
          data={months}
          value={start}
          onChange={(v) => onChange({ month_start: v ?? undefined })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="report-filter-month_start"
        />
        <Select
          label="Mês final"
          data={months}
          value={end}
          onChange={(v) => onChange({ month_end: v ?? undefined })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="report-filter-month_end"
        />
        {has("enterprise_id") &&
          select(
            "enterprise_id",
            (enterprises.data ?? []).map((e) => ({ value: e._id, label: e.name })),
          )}
        {has("sales_team_id") &&
          select(
            "sales_team_id",
            (teams.data ?? []).map((t) => ({ value: t._id, label: t.name })),
            "Todas",
          )}
        {has("specialist_id") && select("specialist_id", assigneeOptions(people.data))}
        {has("partner_agency_id") && select("partner_agency_id", agencies ?? [], "Todas")}
        {has("source") &&
          select(
            "source",
            LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] })),
            "Todas",
          )}
        {extra.map((f) => (
          <Select
            key={f.key}
            label={f.label}
            placeholder={f.placeholder ?? "Todos"}
            data={f.data}
            value={value[f.key] ?? null}
            onChange={(v) => onChange({ [f.key]: v ?? undefined })}
            disabled={f.disabled}
            clearable
            searchable
            nothingFoundMessage="Nada encontrado"
            comboboxProps={{ withinPortal: true }}
            data-testid={`report-filter-${f.key}`}
          />
        ))}
      </SimpleGrid>
      {filtered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() =>
            onChange(
              Object.fromEntries(
                ["month_start", "month_end", ...filters, ...extra.map((f) => f.key)].map((k) => [k, undefined]),
              ),
            )
          }
        >
          Limpar filtros
        </Button>
      )}
    </Group>
  );
}
