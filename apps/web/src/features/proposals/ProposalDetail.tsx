import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  Grid,
  Group,
  List,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalDto } from "@portal/contracts/proposals";
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from "@portal/contracts/sale-state";
import { IconArrowFork, IconCash, IconCheck, IconDownload, IconSend, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { InfoItem } from "../../components/InfoItem";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { CreateSaleModal } from "../sales/CreateSaleModal";
import { DealLog } from "./DealLog";
import { LeadName, personLabel, UnitName } from "./DealRefs";
import { proposalActions, proposalStatusBadge, proposalTagLabel } from "./deal-status";
import { diffProposals, discountText, seriesText } from "./proposal-diff";
import {
  downloadProposalPdf,
  leadQuery,
  moveProposal,
  type ProposalMove,
  proposalLogsQuery,
  proposalQuery,
  proposalsKeys,
  proposalsListQuery,
  removeProposalTag,
} from "./proposals.queries";
import { ReasonModal } from "./ReasonModal";

const LOG_LABELS: Record<string, string> = {
  created: "Proposta criada",
  submitted: "Enviada",
  approved: "Aprovada",
  disapproved: "Reprovada",
  canceled: "Cancelada",
  superseded: "Substituída por contraproposta",
  forked: "Contraproposta criada",
  tag_removed: "Etiqueta removida",
};

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
  const [modal, setModal] = useState<null | "approve" | "disapprove" | "cancel" | "sale">(null);
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
    onError: (error) => notifyError(error),
  });
  const untag = useMutation({
    mutationFn: (tag: string) => removeProposalTag(p._id, tag),
    onSuccess: (next) => {
      queryClient.setQueryData(proposalsKeys.detail(p._id), next);
      void queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
      notifySuccess("Etiqueta removida.");
    },
    onError: (error) => notifyError(error),
  });
  const pdf = useMutation({ mutationFn: () => downloadProposalPdf(p), onError: (error) => notifyError(error) });
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
          <>
            {actions.submit && (
              <Button
                leftSection={<IconSend size={16} />}
                loading={move.isPending}
                onClick={() => move.mutate({ action: "submit" })}
              >
                Enviar
              </Button>
            )}
            {actions.approve && (
              <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => setModal("approve")}>
                Aprovar
              </Button>
            )}
            {actions.disapprove && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => setModal("disapprove")}
              >
                Reprovar
              </Button>
            )}
            {actions.fork && (
              <Button
                variant="default"
                renderRoot={(props) => <Link {...props} to="/proposals/new" search={{ from: p._id }} />}
                leftSection={<IconArrowFork size={16} />}
              >
                Contraproposta
              </Button>
            )}
            {actions.createSale && (
              <Button leftSection={<IconCash size={16} />} onClick={() => setModal("sale")}>
                Criar venda
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate()}
            >
              Baixar PDF
            </Button>
            {actions.cancel && (
              <Button color="gray" variant="subtle" onClick={() => setModal("cancel")}>
                Cancelar proposta
              </Button>
            )}
          </>
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
            <Card withBorder radius="md" padding="md">
              <Title order={2} size="h4" mb="sm">
                Plano de pagamento
              </Title>
              <ScrollArea type="auto">
                <Table miw={520} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Série</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.series.map((s, i) => (
                      <Table.Tr key={`${s.type}-${i.toString()}`}>
                        <Table.Td>{seriesText(s)}</Table.Td>
                        <Table.Td ta="right">{formatBRL(s.total_cents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Card>
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

      <ReasonModal
        opened={modal === "approve"}
        title="Aprovar proposta"
        confirmLabel="Aprovar"
        color="teal"
        required={false}
        loading={move.isPending}
        onClose={() => setModal(null)}
        onConfirm={(reason) => move.mutate({ action: "approve", reason: reason || undefined })}
      />
      <ReasonModal
        opened={modal === "disapprove"}
        title="Reprovar proposta"
        description="O corretor verá o motivo e poderá fazer uma contraproposta."
        confirmLabel="Reprovar"
        loading={move.isPending}
        onClose={() => setModal(null)}
        onConfirm={(reason) => move.mutate({ action: "disapprove", reason })}
      />
      <ReasonModal
        opened={modal === "cancel"}
        title="Cancelar proposta"
        confirmLabel="Cancelar proposta"
        loading={move.isPending}
        onClose={() => setModal(null)}
        onConfirm={(reason) => move.mutate({ action: "cancel", reason })}
      />
      {modal === "sale" && (
        <CreateSaleModal
          key={lead.data?._id ?? "no-lead"}
          opened
          onClose={() => setModal(null)}
          proposalId={p._id}
          lead={lead.data}
        />
      )}
    </>
  );
}

function VersionDiff({ parentId, current }: { parentId: string; current: ProposalDto }) {
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

function ProposalLog({ proposalId }: { proposalId: string }) {
  const logs = useQuery(proposalLogsQuery(proposalId));
  return (
    <DealLog
      logs={logs}
      actionLabels={LOG_LABELS}
      statusLabel={(s) => PROPOSAL_STATUS_LABELS[s as ProposalStatus] ?? s}
    />
  );
}

/** Every version of this negotiation (same lead and unit), newest first. */
function Versions({ current }: { current: ProposalDto }) {
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
