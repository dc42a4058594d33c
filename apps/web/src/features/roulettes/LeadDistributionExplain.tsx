import { Alert, Anchor, Badge, Stack, Text, Timeline } from "@mantine/core";
import { rouletteLogActionLabel } from "@portal/contracts/roulettes";
import { IconInfoCircle, IconRoute } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { distributionSummary, explainLogRow, LOG_ACTION_COLORS } from "./roulette-labels";
import { leadRouletteLogsQuery } from "./roulettes.queries";

/** "Por que X recebeu este lead?": the lead's roulette decisions in order, each explained in pt-BR. */
export function LeadDistributionExplain({ leadId }: { leadId: string }) {
  const query = useQuery(leadRouletteLogsQuery(leadId));
  if (query.isPending) return <LoadingState label="Carregando o histórico da roleta..." />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.payload;
  if (rows.length === 0) {
    return (
      <EmptyResult
        icon={<IconRoute size={28} />}
        title="Sem decisões de roleta"
        description="Este lead nunca passou por uma roleta: foi criado com responsável ou distribuído manualmente."
      />
    );
  }
  return (
    <Stack gap="md">
      <Alert icon={<IconInfoCircle size={18} />} color="blue" variant="light" data-testid="why-summary">
        {distributionSummary(rows)}
      </Alert>
      <Timeline bulletSize={22} lineWidth={2} data-testid="why-timeline">
        {rows.map((r) => (
          <Timeline.Item
            key={r._id}
            title={
              <Badge color={LOG_ACTION_COLORS[r.action] ?? "blue"} variant="light">
                {rouletteLogActionLabel(r.action)}
              </Badge>
            }
          >
            <Text size="sm" mt={4}>
              {explainLogRow(r)}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {formatDateTime(r.createdAt)}
              {r.roulette_id && r.roulette_name && (
                <>
                  {" · "}
                  <Anchor
                    size="xs"
                    renderRoot={(props) => (
                      <Link {...props} to="/roulettes/$rouletteId" params={{ rouletteId: r.roulette_id ?? "" }} />
                    )}
                  >
                    {r.roulette_name}
                  </Anchor>
                </>
              )}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {query.data.pagination.total > rows.length && (
        <Text size="xs" c="dimmed">
          Mostrando as {rows.length} primeiras de {query.data.pagination.total} decisões.
        </Text>
      )}
    </Stack>
  );
}
