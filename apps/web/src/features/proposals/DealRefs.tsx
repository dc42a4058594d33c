import { Anchor, Text } from "@mantine/core";
import type { DealPersonRef, DealUnitRef } from "@portal/contracts/proposals";
import { Link } from "@tanstack/react-router";

/**
 * Names of what a deal points to. Proposal and sale DTOs carry them (`lead`, `unit`, `broker`,
 * `responsible_coordinator`), read by the API with the deal: no request per row.
 */
export function LeadName({ lead, link = false }: { lead: DealPersonRef; link?: boolean }) {
  if (link)
    return (
      <Anchor renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: lead._id }} />} size="sm">
        {lead.full_name}
      </Anchor>
    );
  return (
    <Text span size="sm" inherit>
      {lead.full_name}
    </Text>
  );
}

export function UnitName({ unit }: { unit: DealUnitRef }) {
  return (
    <Text span size="sm" inherit>
      {`${unit.tower_name} · ${unit.number}`}
    </Text>
  );
}

/** A person on the deal; the caller sees "Você" for themself. */
export function personLabel(person: DealPersonRef | null, selfId: string, none = "Não definido"): string {
  if (!person) return none;
  return person._id === selfId ? "Você" : person.full_name;
}
