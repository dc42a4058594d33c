import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { SaleDto } from "@portal/contracts/sales";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { MD_UP, useMedia } from "../../lib/use-media";
import { DealCard } from "../proposals/DealCard";
import { LeadName, UnitName } from "../proposals/DealRefs";
import { saleStatusBadge } from "../proposals/deal-status";

function ClientLink({ sale }: { sale: SaleDto }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId: sale._id }} />} size="sm">
      {sale.buyers[0]?.full_name ?? <LeadName lead={sale.lead} />}
    </Anchor>
  );
}

function StatusBadge({ sale }: { sale: SaleDto }) {
  const badge = saleStatusBadge(sale.status);
  return (
    <Badge color={badge.color} variant="light">
      {badge.label}
    </Badge>
  );
}

/** The sales list: a table on wide screens, cards on phones (only the layout that shows is rendered, decision 027). */
export function SalesTable({ sales }: { sales: SaleDto[] }) {
  const wide = useMedia(MD_UP);
  return wide ? (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Empreendimento</Table.Th>
            <Table.Th>Unidade</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Criada</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((s) => (
            <Table.Tr key={s._id} data-testid="sale-row">
              <Table.Td>
                <ClientLink sale={s} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.unit.enterprise_name}</Text>
              </Table.Td>
              <Table.Td>
                <UnitName unit={s.unit} />
              </Table.Td>
              <Table.Td ta="right">{formatBRL(s.net_price_cents)}</Table.Td>
              <Table.Td>
                <StatusBadge sale={s} />
              </Table.Td>
              <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  ) : (
    <Stack gap="sm">
      {sales.map((s) => (
        <DealCard
          key={s._id}
          testId="sale-card"
          client={<ClientLink sale={s} />}
          status={<StatusBadge sale={s} />}
          unit={s.unit}
          amountCents={s.net_price_cents}
          at={s.createdAt}
        />
      ))}
    </Stack>
  );
}
