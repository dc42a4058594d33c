/** "Plano de pagamento" card of a proposal: one row per series with its total. */
import { Card, ScrollArea, Table, Title } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalDto } from "@portal/contracts/proposals";
import { seriesText } from "./proposal-diff";

export function ProposalSeriesTable({ series }: { series: ProposalDto["series"] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Plano de pagamento
      </Title>
      <ScrollArea type="auto">
        <Table miw={520} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Série</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.map((s, i) => (
              <Table.Tr key={`${s.type}-${i.toString()}`}>
                <Table.Td>{seriesText(s)}</Table.Td>
                <Table.Td ta="right">{formatBRL(s.total_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
