import { Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import { canAccessSection } from "@portal/contracts/policy";
import { IconReceipt } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { commissionTotals } from "../../features/sales/commission-totals";
import { CommissionTable } from "../../features/sales/SaleCommissions";
import { myCommissionsQuery } from "../../features/sales/sales.queries";
import { requireRole } from "../../features/session/guards";

/** The caller's own commission statement (a partner broker sees only theirs; the API enforces it). */
export const Route = createFileRoute("/_app/commissions")({
  beforeLoad: ({ context }) =>
    requireRole(
      canAccessSection(context.session.roles, "sales") || canAccessSection(context.session.roles, "proposals"),
    ),
  staticData: { showBack: true },
  component: CommissionsPage,
});

function CommissionsPage() {
  const query = useQuery(myCommissionsQuery);
  const totals = query.data ? commissionTotals(query.data.payload) : null;
  return (
    <>
      <PageHeader title="Minhas comissões" description="Extrato das comissões das suas vendas." />
      {query.isPending ? (
        <LoadingState label="Carregando comissões..." />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.payload.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyResult
            icon={<IconReceipt size={28} />}
            title="Nenhuma comissão ainda"
            description="As comissões aparecem quando uma venda sua é concluída."
          />
        </Card>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {totals?.map((t) => (
              <Card key={t.status} withBorder radius="md" padding="sm">
                <Text size="xs" c="dimmed">
                  {t.label}
                </Text>
                <Group gap={4}>
                  <Text fw={700}>{formatBRL(t.value_cents)}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding={0}>
            <CommissionTable rows={query.data.payload} showSale />
          </Card>
        </Stack>
      )}
    </>
  );
}
