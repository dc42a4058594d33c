import { Alert, Badge, Card, CloseButton, Grid, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalDto } from "@portal/contracts/proposals";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { InfoItem } from "../../components/InfoItem";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { LeadName, personLabel, UnitName } from "./DealRefs";
import { proposalActions, proposalStatusBadge, proposalTagLabel } from "./deal-status";
import { ProposalActionButtons } from "./ProposalActionButtons";
import { ProposalDecisionModals, type ProposalModal } from "./ProposalDecisionModals";
import { ProposalLog } from "./ProposalLog";
import { ProposalSeriesTable } from "./ProposalSeriesTable";
import { VersionDiff } from "./ProposalVersionDiff";
import { Versions } from "./ProposalVersions";
import { discountText } from "./proposal-diff";
import {
  downloadProposalPdf,
  leadQuery,
  moveProposal,
  type ProposalMove,
  proposalQuery,
  proposalsKeys,
  removeProposalTag,
} from "./proposals.queries";

const MOVE_TEXT: Record<ProposalMove, string> = {
  submit: "Proposta enviada.",
  approve: "Proposta aprovada.",
  disapprove: "Proposta reprovada.",
  cancel: "Proposta cancelada.",
};

export function ProposalDetail({ proposalId, session }: { proposalId: string; session: Session }) {
  const query = useQuery(proposalQuery(proposalId));
  if (query.isPending) return <LoadingState label="Carregando proposta..." />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <ProposalView proposal={query.data} session={session} />;
}

function ProposalView({ proposal: p, session }: { proposal: ProposalDto; session: Session }) {
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<ProposalModal>(null);
  const actions = proposalActions(p, {
    id: session.user._id,
    roles: session.roles,
    readOnly: session.user.read_only,
  });
  const lead = useQuery({ ...leadQuery(p.lead_id), staleTime: 60_000 });
  const move = useMutation({
    mutationFn: ({ action, reason }: { action: ProposalMove; reason?: string }) => moveProposal(p._id, action, reason),
    onSuccess: (next, { action }) => {
      queryClient.setQueryData(proposalsKeys.detail(p._id), next);
      void queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
      setModal(null);
      notifySuccess(
        action === "submit" && next.status === "APPROVED"
          ? "Proposta enviada e aprovada automaticamente (dentro das regras)."
          : MOVE_TEXT[action],
      );
    },
  });
  const untag = useMutation({
    mutationFn: (tag: string) => removeProposalTag(p._id, tag),
    onSuccess: (next) => {
      queryClient.setQueryData(proposalsKeys.detail(p._id), next);
      void queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
      notifySuccess("Etiqueta removida.");
    },
  });
  const pdf = useMutation({ mutationFn: () => downloadProposalPdf(p) });
  const badge = proposalStatusBadge(p.status);

  return (
    <>
      <PageHeader
        title={`Proposta v${p.version}`}
        description={
          <Group gap="xs" component="span">
            <Badge color={badge.color} variant="light" data-testid="proposal-status">
              {badge.label}
            </Badge>
            {p.tags.map((t) => (
              <Badge
                key={t}
                variant="outline"
                color="gray"
                rightSection={
                  actions.removeTag ? (
                    <CloseButton
                      size="xs"
                      aria-label={`Remover etiqueta ${proposalTagLabel(t)}`}
                      disabled={untag.isPending}
                      onClick={() => untag.mutate(t)}
                    />
                  ) : undefined
                }
              >
                {proposalTagLabel(t)}
              </Badge>
            ))}
          </Group>
        }
        actions={
          <ProposalActionButtons
            proposalId={p._id}
            actions={actions}
            submitting={move.isPending}
            downloading={pdf.isPending}
            onSubmit={() => move.mutate({ action: "submit" })}
            onOpen={setModal}
            onDownload={() => pdf.mutate()}
          />
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <InfoItem label="Cliente">
                  <LeadName lead={p.lead} link />
                </InfoItem>
                <InfoItem label="Unidade">
                  <UnitName unit={p.unit} />
                </InfoItem>
                <InfoItem label="Corretor">{personLabel(p.broker, session.user._id)}</InfoItem>
                <InfoItem label="Criada em">{formatDateTime(p.createdAt)}</InfoItem>
                <InfoItem label="Preço de tabela">{formatBRL(p.price_cents)}</InfoItem>
                <InfoItem label="Desconto">{discountText(p)}</InfoItem>
                <InfoItem label="Valor líquido">
                  <Text fw={700} size="sm">
                    {formatBRL(p.net_price_cents)}
                  </Text>
                </InfoItem>
                <InfoItem label="Observações">{p.observations}</InfoItem>
              </SimpleGrid>
              {p.decision_reason && (
                <Alert mt="md" variant="light" color={p.status === "DISAPPROVED" ? "red" : "gray"} title="Motivo">
                  {p.decision_reason}
                </Alert>
              )}
            </Card>
            {p.failed_rules.length > 0 && (
              <Alert color="yellow" variant="light" title="Regras do empreendimento ultrapassadas">
                <List size="sm">
                  {p.failed_rules.map((r) => (
                    <List.Item key={`${r.rule}-${r.message}`}>{r.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <ProposalSeriesTable series={p.series} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Versions current={p} />
            {p.parent_id && <VersionDiff parentId={p.parent_id} current={p} />}
            <ProposalLog proposalId={p._id} />
          </Stack>
        </Grid.Col>
      </Grid>

      <ProposalDecisionModals
        modal={modal}
        proposalId={p._id}
        lead={lead.data}
        moving={move.isPending}
        onMove={(m) => move.mutate(m)}
        onClose={() => setModal(null)}
      />
    </>
  );
}
