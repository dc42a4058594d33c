import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { enterprisesQuery } from "../leads/lookups.queries";

/** The enterprise filter of a list screen: every enterprise as "Name (City)", searchable, cleared to "all". */
export function EnterpriseFilter({
  value,
  onChange,
  placeholder = "Todos os empreendimentos",
  label = "Empreendimento",
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
  label?: string;
}) {
  const enterprises = useQuery(enterprisesQuery());
  return (
    <Select
      label={label}
      placeholder={
        enterprises.isPending ? "Carregando..." : enterprises.isError ? "Não foi possível carregar" : placeholder
      }
      data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      searchable
      nothingFoundMessage="Nenhum empreendimento encontrado"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
