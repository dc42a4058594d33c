import { Anchor, Card, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import type { LeadListItemDto, LeadSortField } from "@portal/contracts/leads";
import { formatPhone } from "@portal/contracts/phone";
import { Link } from "@tanstack/react-router";
import { type ChangeEvent, memo, type ReactNode } from "react";
import { pageSelectionState } from "../../components/list-kit/list-selection";
import { SortHeader } from "../../components/list-kit/SortHeader";
import type { ListSelection } from "../../components/list-kit/use-list-selection";
import { formatDate, formatDateTime } from "../../lib/format";
import { formatRelativeTime } from "../../lib/relative-time";
import { MD_UP, useMedia } from "../../lib/use-media";
import { FavoriteButton } from "./FavoriteButton";
import { InterestBadge, StatusBadge } from "./LeadBadges";
import { sourceLabel } from "./lead-labels";

export interface LeadsTableProps {
  leads: LeadListItemDto[];
  now: Date;
  showOwner: boolean;
  sortBy: LeadSortField;
  direction: "asc" | "desc";
  onSort: (column: LeadSortField) => void;
  /** Bulk selection, when the user may act on several leads. */
  selection?: ListSelection;
}

function LeadLink({ lead }: { lead: LeadListItemDto }) {
  return (
    <Anchor
      fw={600}
      size="sm"
      renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: lead._id }} />}
      data-testid="lead-link"
    >
      {lead.full_name}
    </Anchor>
  );
}

function RelativeTime({ value, now }: { value: string; now: Date }) {
  return (
    <Text size="sm" component="time" dateTime={value} title={formatDateTime(value)} style={{ whiteSpace: "nowrap" }}>
      {formatRelativeTime(value, now)}
    </Text>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c={children ? undefined : "dimmed"} lineClamp={3}>
      {children || "—"}
    </Text>
  );
}

interface LeadItemProps {
  lead: LeadListItemDto;
  now: Date;
  showOwner: boolean;
  /** Undefined when the user may not select leads. */
  selected: boolean | undefined;
  onToggle: (id: string) => void;
}

/*
 * One row (or card) per lead, memoised: ticking one lead's box, or a favourite changing, re-renders that lead
 * only, not the page's 50 (each is a dozen Mantine components).
 */
const LeadRow = memo(function LeadRow({ lead, now, showOwner, selected, onToggle }: LeadItemProps) {
  return (
    <Table.Tr data-testid="lead-row" bg={selected ? "var(--mantine-color-brand-0)" : undefined}>
      {selected !== undefined && (
        <Table.Td>
          <Checkbox
            aria-label={`Selecionar ${lead.full_name}`}
            checked={selected}
            onChange={() => onToggle(lead._id)}
          />
        </Table.Td>
      )}
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <FavoriteButton leadId={lead._id} leadName={lead.full_name} favorite={lead.favorite} size="sm" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <LeadLink lead={lead} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {formatPhone(lead.phone)}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={lead.status} />
      </Table.Td>
      <Table.Td>
        <InterestBadge level={lead.interest_level} />
      </Table.Td>
      <Table.Td maw={220}>
        <Muted>{lead.enterprise?.name}</Muted>
        {lead.city && (
          <Text size="xs" c="dimmed">
            {lead.city}
          </Text>
        )}
      </Table.Td>
      {showOwner && (
        <Table.Td maw={180}>
          {lead.owner ? (
            <Muted>{lead.owner.full_name}</Muted>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              Na base
            </Text>
          )}
        </Table.Td>
      )}
      <Table.Td>
        <Muted>{sourceLabel(lead.source)}</Muted>
      </Table.Td>
      <Table.Td>
        <RelativeTime value={lead.last_interest_at} now={now} />
        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          Criado em {formatDate(lead.createdAt)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
});

const LeadCard = memo(function LeadCard({ lead, now, showOwner, selected, onToggle }: LeadItemProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="lead-card"
      bg={selected ? "var(--mantine-color-brand-0)" : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          {selected !== undefined && (
            <Checkbox
              mt={2}
              aria-label={`Selecionar ${lead.full_name}`}
              checked={selected}
              onChange={() => onToggle(lead._id)}
            />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <LeadLink lead={lead} />
            <Text size="xs" c="dimmed">
              {formatPhone(lead.phone)}
            </Text>
          </Stack>
        </Group>
        <FavoriteButton leadId={lead._id} leadName={lead.full_name} favorite={lead.favorite} size="sm" />
      </Group>
      <Group gap={6} mt="xs">
        <StatusBadge status={lead.status} />
        <InterestBadge level={lead.interest_level} />
      </Group>
      <Text size="xs" c="dimmed" mt="xs" lineClamp={2}>
        {[lead.enterprise?.name, lead.city, showOwner ? (lead.owner?.full_name ?? "Na base") : null]
          .filter(Boolean)
          .join(" · ") || "Sem empreendimento"}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        Último interesse{" "}
        <time dateTime={lead.last_interest_at} title={formatDateTime(lead.last_interest_at)}>
          {formatRelativeTime(lead.last_interest_at, now)}
        </time>
      </Text>
    </Card>
  );
});

const noToggle = () => {};

/**
 * A table on larger screens, cards on phones (spec: works at 360 px). Only the layout that shows is rendered: the
 * hidden one cost as much again on every page, sort and selection.
 */
export function LeadsTable({ leads, now, showOwner, sortBy, direction, onSort, selection }: LeadsTableProps) {
  const wide = useMedia(MD_UP);
  const ids = leads.map((l) => l._id);
  const sort = { sort: { sortBy, direction }, onSort };
  const item = (lead: LeadListItemDto): LeadItemProps => ({
    lead,
    now,
    showOwner,
    selected: selection ? selection.selected.has(lead._id) : undefined,
    onToggle: selection?.toggle ?? noToggle,
  });
  const selectAll = selection && {
    ...pageSelectionState(selection.selected, ids),
    onChange: (e: ChangeEvent<HTMLInputElement>) => selection.setMany(ids, e.currentTarget.checked),
  };

  if (!wide) {
    return (
      <Stack gap="sm" p="sm">
        {selectAll && <Checkbox label="Selecionar todos desta página" {...selectAll} />}
        {leads.map((lead) => (
          <LeadCard key={lead._id} {...item(lead)} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={showOwner ? 1000 : 880}>
      <Table verticalSpacing="xs" highlightOnHover striped="even" stripedColor="gray.0">
        <Table.Thead>
          <Table.Tr>
            {selectAll && (
              <Table.Th w={40}>
                <Checkbox aria-label="Selecionar todos os leads da página" {...selectAll} />
              </Table.Th>
            )}
            <SortHeader column="full_name" label="Lead" width={210} {...sort} />
            <SortHeader column="status" label="Status" {...sort} />
            <SortHeader column="interest_level" label="Termômetro" {...sort} />
            <Table.Th>Empreendimento</Table.Th>
            {showOwner && <Table.Th>Responsável</Table.Th>}
            <Table.Th>Origem</Table.Th>
            <SortHeader column="last_interest_at" label="Último interesse" {...sort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <LeadRow key={lead._id} {...item(lead)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
