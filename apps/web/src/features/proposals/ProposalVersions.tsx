/** "Versões" card: every version of the negotiation with its net price and status, linking to the others. */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalDto } from "@portal/contracts/proposals";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { proposalStatusBadge } from "./deal-status";
import { proposalsListQuery } from "./proposals.queries";

/** Every version of this negotiation (same lead and unit), newest first. */
export function Versions({ current }: { current: ProposalDto }) {
  const list = useQuery(proposalsListQuery({ lead_id: current.lead_id, unit_id: current.unit_id, limit: 50 }));
  const versions = [...(list.data?.payload ?? [])].sort((a, b) => b.version - a.version);
  if (versions.length <= 1) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Versões
      </Title>
      <Stack gap={6}>
        {versions.map((v) => {
          const badge = proposalStatusBadge(v.status);
          return (
            <Group key={v._id} justify="space-between" wrap="nowrap">
              {v._id === current._id ? (
                <Text size="sm" fw={700}>
                  v{v.version} (esta)
                </Text>
              ) : (
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/proposals/$proposalId" params={{ proposalId: v._id }} />}
                >
                  v{v.version}
                </Anchor>
              )}
              <Text size="sm">{formatBRL(v.net_price_cents)}</Text>
              <Badge size="sm" color={badge.color} variant="light">
                {badge.label}
              </Badge>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
