/** "Mudanças desde a versão anterior" card: what changed in values and plan against the parent proposal. */
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ProposalDto } from "@portal/contracts/proposals";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ErrorState, LoadingState } from "../../components/states";
import { diffProposals } from "./proposal-diff";
import { proposalQuery } from "./proposals.queries";

export function VersionDiff({ parentId, current }: { parentId: string; current: ProposalDto }) {
  const parent = useQuery(proposalQuery(parentId));
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Mudanças desde a versão anterior
        </Title>
        {parent.data && (
          <Button
            size="compact-sm"
            variant="subtle"
            renderRoot={(props) => <Link {...props} to="/proposals/$proposalId" params={{ proposalId: parentId }} />}
          >
            Ver v{parent.data.version}
          </Button>
        )}
      </Group>
      {parent.isPending ? (
        <LoadingState />
      ) : parent.isError ? (
        <ErrorState error={parent.error} />
      ) : (
        <DiffTable before={parent.data} after={current} />
      )}
    </Card>
  );
}

function DiffTable({ before, after }: { before: ProposalDto; after: ProposalDto }) {
  const rows = diffProposals(before, after);
  if (rows.length === 0) return <Text size="sm">Sem mudanças de valores ou plano.</Text>;
  return (
    <Stack gap="xs" data-testid="version-diff">
      {rows.map((r) => (
        <Card key={r.label} padding="xs" radius="sm" bg="yellow.0">
          <Text size="xs" fw={700}>
            {r.label}
          </Text>
          <Text size="xs" c="dimmed" td={r.kind === "added" ? undefined : "line-through"}>
            {r.from}
          </Text>
          <Text size="sm" fw={600} c={r.kind === "removed" ? "red" : "teal.8"}>
            {r.to}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
