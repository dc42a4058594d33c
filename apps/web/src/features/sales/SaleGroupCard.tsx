import { ActionIcon, Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { SaleDto } from "@portal/contracts/sales";
import type { SaleGroupDto } from "@portal/contracts/sales-extras";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ErrorState, LoadingState } from "../../components/states";
import { notifySuccess } from "../../lib/notify";
import { UnitName } from "../proposals/DealRefs";
import { saleStatusBadge } from "../proposals/deal-status";
import { addToSaleGroup, createSaleGroup, removeFromSaleGroup, saleGroupQuery } from "./sale-extras.queries";
import { groupCandidates } from "./sale-extras-logic";
import { salesKeys, salesListQuery } from "./sales.queries";

/**
 * The sale group (sales of the same buyers bought together, e.g. apartment + box): the other sales with totals;
 * the back office adds sales of the same enterprise and buyers, or removes them.
 */
export function SaleGroupCard({ sale, canEdit }: { sale: SaleDto; canEdit: boolean }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Grupo de vendas
      </Title>
      {sale.sale_group_id ? (
        <GroupView sale={sale} groupId={sale.sale_group_id} canEdit={canEdit} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Esta venda não pertence a um grupo.
          </Text>
          {canEdit && <AddSale sale={sale} groupId={null} />}
        </Stack>
      )}
    </Card>
  );
}

function GroupView({ sale, groupId, canEdit }: { sale: SaleDto; groupId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const q = useQuery(saleGroupQuery(groupId));
  const remove = useMutation({
    mutationFn: (saleId: string) => removeFromSaleGroup(groupId, saleId),
    onSuccess: (g) => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      notifySuccess(g ? "Venda retirada do grupo." : "Venda retirada; o grupo ficou vazio e foi excluído.");
    },
  });
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const g: SaleGroupDto = q.data;
  return (
    <Stack gap="xs">
      {g.name && <Text fw={600}>{g.name}</Text>}
      <Table fz="sm">
        <Table.Tbody>
          {g.sales.map((s) => {
            const badge = saleStatusBadge(s.status);
            return (
              <Table.Tr key={s._id} data-testid="group-sale-row">
                <Table.Td>
                  {s._id === sale._id ? (
                    <UnitName unit={s.unit} />
                  ) : (
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId: s._id }} />}
                    >
                      <UnitName unit={s.unit} />
                    </Anchor>
                  )}
                  {s._id === sale._id && (
                    <Text span size="xs" c="dimmed">
                      {" "}
                      (esta venda)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatBRL(s.net_price_cents)}</Table.Td>
                {canEdit && (
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label="Retirar do grupo"
                      loading={remove.isPending && remove.variables === s._id}
                      onClick={() => remove.mutate(s._id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {g.totals.count} vendas · {g.totals.live_count} ativas
        </Text>
        <Text size="sm" fw={600} data-testid="group-total">
          Total ativo: {formatBRL(g.totals.live_net_price_cents)}
        </Text>
      </Group>
      {canEdit && <AddSale sale={sale} groupId={groupId} />}
    </Stack>
  );
}

/** Picks another sale of the same buyers (among the client's sales in the enterprise) to group with. */
function AddSale({ sale, groupId }: { sale: SaleDto; groupId: string | null }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string | null>(null);
  const list = useQuery(
    salesListQuery({ enterprise_id: sale.enterprise_id, lead_id: sale.lead_id, limit: 100, skip: 0 }),
  );
  const candidates = list.data ? groupCandidates(sale, list.data.payload) : [];
  const add = useMutation({
    mutationFn: (other: string) =>
      groupId ? addToSaleGroup(groupId, other) : createSaleGroup([sale._id, other], null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      setPicked(null);
      notifySuccess(groupId ? "Venda incluída no grupo." : "Grupo de vendas criado.");
    },
  });
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        aria-label="Venda para agrupar"
        placeholder={
          list.isPending
            ? "Carregando vendas..."
            : candidates.length
              ? "Venda do mesmo comprador"
              : "Nenhuma outra venda deste comprador"
        }
        data={candidates.map((c) => ({
          value: c._id,
          label: `${c.unit.tower_name} · ${c.unit.number} (${formatBRL(c.net_price_cents)})`,
        }))}
        value={picked}
        onChange={setPicked}
        disabled={list.isPending || candidates.length === 0}
        style={{ flex: 1 }}
      />
      <Button disabled={!picked} loading={add.isPending} onClick={() => picked && add.mutate(picked)}>
        {groupId ? "Incluir no grupo" : "Agrupar"}
      </Button>
    </Group>
  );
}
