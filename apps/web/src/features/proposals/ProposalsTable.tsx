import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalDto } from "@portal/contracts/proposals";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { MD_UP, useMedia } from "../../lib/use-media";
import { DealCard } from "./DealCard";
import { LeadName, UnitName } from "./DealRefs";
import { proposalStatusBadge } from "./deal-status";

function ClientLink({ proposal }: { proposal: ProposalDto }) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/proposals/$proposalId" params={{ proposalId: proposal._id }} />}
      size="sm"
    >
      <LeadName lead={proposal.lead} />
    </Anchor>
  );
}

function Status({ proposal }: { proposal: ProposalDto }) {
  const badge = proposalStatusBadge(proposal.status);
  return (
    <>
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {proposal.failed_rules.length > 0 && proposal.status === "AWAITING_APPROVAL" && (
        <Text size="xs" c="dimmed">
          {proposal.failed_rules.length} regra(s) fora da alçada
        </Text>
      )}
    </>
  );
}

/** The proposals list: a table on wide screens, cards on phones (only the layout that shows is rendered, decision 027). */
export function ProposalsTable({ proposals }: { proposals: ProposalDto[] }) {
  const wide = useMedia(MD_UP);
  return wide ? (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Unidade</Table.Th>
            <Table.Th>Versão</Table.Th>
            <Table.Th ta="right">Valor líquido</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Atualizada</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposals.map((p) => (
            <Table.Tr key={p._id} data-testid="proposal-row">
              <Table.Td>
                <ClientLink proposal={p} />
              </Table.Td>
              <Table.Td>
                <UnitName unit={p.unit} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">v{p.version}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatBRL(p.net_price_cents)}</Text>
              </Table.Td>
              <Table.Td>
                <Status proposal={p} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(p.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  ) : (
    <Stack gap="sm">
      {proposals.map((p) => (
        <DealCard
          key={p._id}
          testId="proposal-card"
          client={<ClientLink proposal={p} />}
          status={<Status proposal={p} />}
          unit={p.unit}
          suffix={`v${p.version}`}
          amountCents={p.net_price_cents}
          at={p.updatedAt}
        />
      ))}
    </Stack>
  );
}
