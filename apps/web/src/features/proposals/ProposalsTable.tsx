import { Anchor, Badge, ScrollArea, Table, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalDto } from "@portal/contracts/proposals";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { LeadName, UnitName } from "./DealRefs";
import { proposalStatusBadge } from "./deal-status";

export function ProposalsTable({ proposals }: { proposals: ProposalDto[] }) {
  return (
    <ScrollArea type="auto">
      <Table highlightOnHover verticalSpacing="sm" miw={720}>
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
          {proposals.map((p) => {
            const badge = proposalStatusBadge(p.status);
            return (
              <Table.Tr key={p._id} data-testid="proposal-row">
                <Table.Td>
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/proposals/$proposalId" params={{ proposalId: p._id }} />
                    )}
                    size="sm"
                  >
                    <LeadName lead={p.lead} />
                  </Anchor>
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
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                  {p.failed_rules.length > 0 && p.status === "AWAITING_APPROVAL" && (
                    <Text size="xs" c="dimmed">
                      {p.failed_rules.length} regra(s) fora da alçada
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(p.updatedAt)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
