import { Anchor, Badge, Group, Loader, Stack, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ErrorState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { proposalStatusBadge } from "../proposals/deal-status";
import { proposalsListQuery } from "../proposals/proposals.queries";

/** The unit's proposals the caller may see (the API scopes partners to their own), newest first. */
export function UnitProposals({ unitId }: { unitId: string }) {
  const query = useQuery(proposalsListQuery({ unit_id: unitId, limit: 20 }));
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.payload.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma proposta para esta unidade.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="unit-proposals">
      {query.data.payload.map((p) => {
        const badge = proposalStatusBadge(p.status);
        return (
          <Group key={p._id} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to="/proposals/$proposalId" params={{ proposalId: p._id }} />}
              >
                Proposta v{p.version} · {formatBRL(p.net_price_cents)}
              </Anchor>
              <Text size="xs" c="dimmed">
                Atualizada em {formatDateTime(p.updatedAt)}
              </Text>
            </Stack>
            <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}
