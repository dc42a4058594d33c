import { Button, Card, Group, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { formatPhone } from "@portal/contracts/phone";
import { canManageRoulettes } from "@portal/contracts/policy";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { PageHeader } from "../../../components/PageHeader";
import { ErrorState, LoadingState } from "../../../components/states";
import { leadsListQuery } from "../../../features/leads/leads.queries";
import { LeadDistributionExplain } from "../../../features/roulettes/LeadDistributionExplain";
import { leadRouletteLogsQuery } from "../../../features/roulettes/roulettes.queries";
import { requireRole } from "../../../features/session/guards";

const searchSchema = z.object({ lead: z.uuid().optional().catch(undefined) });

/** "Por que X recebeu este lead?": pick a lead (or come from its profile / the roulette log) and read why. */
export const Route = createFileRoute("/_app/roulettes/why")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireRole(canManageRoulettes(context.session.roles)),
  staticData: { showBack: true },
  component: WhyPage,
});

function WhyPage() {
  const { lead } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <>
      <PageHeader
        title="Por que recebeu este lead?"
        description="Cada decisão da roleta sobre o lead, em ordem, com o motivo."
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <LeadPicker onPick={(id) => navigate({ search: { lead: id } })} />
        </Card>
        {lead && (
          <Card withBorder radius="md" padding="md">
            <Group justify="space-between" mb="md">
              <WhyTitle leadId={lead} />
              <Button
                variant="subtle"
                size="xs"
                renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: lead }} />}
              >
                Abrir lead
              </Button>
            </Group>
            <LeadDistributionExplain leadId={lead} />
          </Card>
        )}
      </Stack>
    </>
  );
}

/** The card's title names the lead the decisions are about (from the same read as the timeline below). */
function WhyTitle({ leadId }: { leadId: string }) {
  const logs = useQuery(leadRouletteLogsQuery(leadId));
  const name = logs.data?.payload.find((r) => r.lead_name)?.lead_name;
  return (
    <Text fw={600} data-testid="why-lead">
      {name ? `Decisões da roleta sobre ${name}` : "Decisões da roleta"}
    </Text>
  );
}

function LeadPicker({ onPick }: { onPick: (leadId: string) => void }) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 350);
  const query = useQuery(leadsListQuery({ search, limit: 8, skip: 0 }, search.length >= 2));
  return (
    <Stack gap="xs">
      <TextInput
        label="Buscar lead"
        placeholder="Nome, e-mail ou telefone"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {search.length >= 2 &&
        (query.isPending ? (
          <LoadingState label="Buscando leads..." />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.payload.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum lead encontrado.
          </Text>
        ) : (
          <Stack gap={4}>
            {query.data.payload.map((l) => (
              <UnstyledButton
                key={l._id}
                onClick={() => onPick(l._id)}
                p="xs"
                style={{ borderRadius: 6, border: "1px solid var(--mantine-color-default-border)" }}
              >
                <Text size="sm" fw={500}>
                  {l.full_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[l.email, formatPhone(l.phone)].filter(Boolean).join(" · ")}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
