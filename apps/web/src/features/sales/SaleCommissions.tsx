import { Badge, Button, ScrollArea, Table, Text } from "@mantine/core";
import { COMMISSION_PARTY_LABELS } from "@portal/contracts/commission";
import { formatBRL } from "@portal/contracts/money";
import type { CommissionDto } from "@portal/contracts/sales";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryCard } from "../../components/QueryCard";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { commissionNextMove, commissionStatusBadge } from "../proposals/deal-status";
import { moveCommission, saleCommissionsQuery, salesKeys } from "./sales.queries";

/** The sale's commissions (finance releases and pays them) and the table the statement screen reuses. */
export function Commissions({ saleId, session }: { saleId: string; session: Session }) {
  const q = useQuery(saleCommissionsQuery(saleId));
  const queryClient = useQueryClient();
  const viewer = { id: session.user._id, roles: session.roles, readOnly: session.user.read_only };
  const move = useMutation({
    mutationFn: ({ id, to }: { id: string; to: "RELEASED" | "PAID" }) => moveCommission(saleId, id, to),
    onSuccess: (_c, { to }) => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      notifySuccess(to === "PAID" ? "Comissão marcada como paga." : "Comissão liberada.");
    },
  });
  return (
    <QueryCard title="Comissões" query={q}>
      {(data) =>
        data.payload.length === 0 ? (
          <Text size="sm" c="dimmed">
            As comissões são calculadas quando a venda é concluída.
          </Text>
        ) : (
          <CommissionTable
            rows={data.payload}
            action={(c) => {
              const next = commissionNextMove(c.status, viewer);
              return next ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={move.isPending && move.variables?.id === c._id}
                  onClick={() => move.mutate({ id: c._id, to: next.to })}
                >
                  {next.label}
                </Button>
              ) : null;
            }}
          />
        )
      }
    </QueryCard>
  );
}

type CommissionRow = Pick<
  CommissionDto,
  "_id" | "sale_id" | "party" | "percent" | "value_cents" | "status" | "createdAt"
>;

export function CommissionTable({
  rows,
  showSale = false,
  action,
}: {
  rows: CommissionRow[];
  showSale?: boolean;
  action?: (row: CommissionRow) => ReactNode;
}) {
  return (
    <ScrollArea type="auto">
      <Table miw={480} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {showSale && <Table.Th>Data</Table.Th>}
            <Table.Th>Parte</Table.Th>
            <Table.Th ta="right">%</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Status</Table.Th>
            {action && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => {
            const badge = commissionStatusBadge(c.status);
            return (
              <Table.Tr key={c._id} data-testid="commission-row">
                {showSale && <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>}
                <Table.Td>{COMMISSION_PARTY_LABELS[c.party]}</Table.Td>
                <Table.Td ta="right">{String(c.percent).replace(".", ",")}%</Table.Td>
                <Table.Td ta="right">{formatBRL(c.value_cents)}</Table.Td>
                <Table.Td>
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                </Table.Td>
                {action && <Table.Td>{action(c)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
