import { Card, Group, Pagination, Select, Stack, Text } from "@mantine/core";
import { canAccessSection, hasRole } from "@portal/contracts/policy";
import { SALE_MANAGER_ROLES } from "@portal/contracts/proposals";
import { CONTRACT_STATUS_LABELS, CONTRACT_STATUSES } from "@portal/contracts/sales";
import { IconFileCertificate } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { ContractsTable } from "../../features/contracts/ContractsTable";
import { contractsListQuery } from "../../features/contracts/contracts.queries";
import { requireRole } from "../../features/session/guards";
import type { QueryValue } from "../../lib/api-client";
import { formatNumber } from "../../lib/format";
import { searchPage } from "../../lib/search-params";

const PAGE_SIZE = 20;
const searchSchema = z.object({
  status: z.enum(CONTRACT_STATUSES).optional().catch(undefined),
  sale_id: z.uuid().optional().catch(undefined),
  page: searchPage,
});

/** Contracts of the sales: signature status, files, manual signing with the signed PDF, refusal. */
export const Route = createFileRoute("/_app/contracts")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) =>
    requireRole(canAccessSection(context.session.roles, "sales") || hasRole(context.session.roles, SALE_MANAGER_ROLES)),
  staticData: { showBack: true },
  component: ContractsPage,
});

function ContractsPage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const page = search.page ?? 1;
  const query: Record<string, QueryValue> = {
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(search.status ? { status: search.status } : {}),
    ...(search.sale_id ? { sale_id: search.sale_id } : {}),
  };
  const contracts = useQuery(contractsListQuery(query));
  const total = contracts.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <PageHeader title="Contratos" description="Contratos das vendas, status de assinatura e assinatura manual." />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Select
            label="Status"
            placeholder="Todos"
            clearable
            maw={280}
            data={CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }))}
            value={search.status ?? null}
            onChange={(v) =>
              void navigate({
                search: (prev) => ({ ...prev, status: (v ?? undefined) as typeof search.status, page: undefined }),
                replace: true,
              })
            }
          />
        </Card>
        <Card withBorder radius="md" padding={0}>
          {contracts.isPending ? (
            <LoadingState label="Carregando contratos..." />
          ) : contracts.isError ? (
            <Stack p="md">
              <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />
            </Stack>
          ) : contracts.data.payload.length === 0 ? (
            <EmptyResult
              icon={<IconFileCertificate size={28} />}
              title="Nenhum contrato encontrado"
              description="Os contratos são emitidos a partir da venda."
            />
          ) : (
            <ContractsTable contracts={contracts.data.payload} session={session} />
          )}
        </Card>
        {contracts.data && total > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {formatNumber(total)} {total === 1 ? "contrato" : "contratos"}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(p) => void navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
                size="sm"
              />
            )}
          </Group>
        )}
      </Stack>
    </>
  );
}
