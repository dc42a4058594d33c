/** Lead picker of the proposal builder: searches leads by name and keeps the picked one among the options. */
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { leadQuery, leadSearchQuery } from "./proposals.queries";

export function LeadPicker({
  leadId,
  onPick,
  error,
}: {
  leadId: string | undefined;
  onPick: (id: string | undefined) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const picked = useQuery(leadQuery(leadId));
  const found = useQuery(leadSearchQuery(debounced.trim()));
  const options = new Map<string, string>();
  if (picked.data) options.set(picked.data._id, picked.data.full_name);
  for (const l of found.data?.payload ?? []) options.set(l._id, l.full_name);
  return (
    <Select
      label="Cliente (lead)"
      placeholder="Busque pelo nome"
      searchable
      clearable
      data={[...options].map(([value, label]) => ({ value, label }))}
      value={leadId ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v) => onPick(v ?? undefined)}
      nothingFoundMessage={found.isFetching ? "Buscando..." : "Nenhum lead encontrado"}
      filter={({ options: o }) => o}
      error={error}
      data-testid="lead-picker"
    />
  );
}
