import { Anchor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { leadQuery, unitQuery } from "./proposals.queries";

/**
 * Names of what a deal points to. Proposal and sale DTOs carry ids only, so each name is read once (cached
 * by react-query); while loading or when the caller may not open it, a short id is shown.
 */
const shortId = (id: string) => `#${id.slice(0, 8)}`;

export function LeadName({ leadId, link = false }: { leadId: string; link?: boolean }) {
  const lead = useQuery({ ...leadQuery(leadId), staleTime: 60_000 });
  const name = lead.data?.full_name ?? shortId(leadId);
  if (link && lead.data)
    return (
      <Anchor renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId }} />} size="sm">
        {name}
      </Anchor>
    );
  return (
    <Text span size="sm" inherit>
      {name}
    </Text>
  );
}

export function UnitName({ unitId }: { unitId: string }) {
  const unit = useQuery({ ...unitQuery(unitId), staleTime: 60_000 });
  return (
    <Text span size="sm" inherit>
      {unit.data ? `${unit.data.tower_name} · ${unit.data.number}` : shortId(unitId)}
    </Text>
  );
}
