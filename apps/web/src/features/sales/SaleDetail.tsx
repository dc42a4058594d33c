import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import { SALE_STATUS_LABELS, type SaleStatus } from "@portal/contracts/sale-state";
import type { SaleDto } from "@portal/contracts/sales";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { InfoItem } from "../../components/InfoItem";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { formatCnpj, formatCpf, formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { DealLog } from "../proposals/DealLog";
import { LeadName, personLabel, UnitName } from "../proposals/DealRefs";
import { saleActions, saleStatusBadge } from "../proposals/deal-status";
import { ReasonModal } from "../proposals/ReasonModal";
import { CreateSaleModal } from "./CreateSaleModal";
import { PreSaleCard } from "./PreSaleCard";
import { Commissions } from "./SaleCommissions";
import { SaleContractCard } from "./SaleContractCard";
import { SaleDocuments } from "./SaleDocuments";
import { SaleGroupCard } from "./SaleGroupCard";
import { SaleHomeBroker } from "./SaleHomeBroker";
import { SaleParticipantsCard } from "./SaleParticipantsCard";
import { SalePaymentsCard } from "./SalePaymentsCard";
import { SaleRecreateAction } from "./SaleRecreateAction";
import { canRecreate, SALE_EXTRAS_LOG_LABELS } from "./sale-extras-logic";
import {
  addSaleObservation,
  moveSale,
  type SaleMove,
  saleLogsQuery,
  saleQuery,
  salesKeys,
  setSaleCoordinator,
} from "./sales.queries";

const LOG_LABELS: Record<string, string> = {
  created: "Venda criada",
  complete: "Venda concluída",
  cancel: "Venda cancelada",
  distract: "Distrato",
  buyers_changed: "Compradores alterados",
  observation_added: "Observação adicionada",
  coordinator_changed: "Coordenador responsável alterado",
  commissions_cancelled: "Comissões canceladas",
  ...SALE_EXTRAS_LOG_LABELS,
};

const MOVE_TEXT: Record<SaleMove, string> = {
  complete: "Venda concluída. A unidade foi marcada como vendida.",
  cancel: "Venda cancelada. A unidade voltou a ficar disponível.",
  distract: "Distrato registrado. A unidade voltou a ficar disponível.",
};

export function SaleDetail({ saleId, session }: { saleId: string; session: Session }) {
  const query = useQuery(saleQuery(saleId));
  if (query.isPending) return <LoadingState label="Carregando venda..." />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <SaleView sale={query.data} session={session} />;
}

function SaleView({ sale: s, session }: { sale: SaleDto; session: Session }) {
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<null | "cancel" | "distract">(null);
  const [editingBuyers, setEditingBuyers] = useState(false);
  const viewer = { id: session.user._id, roles: session.roles, readOnly: session.user.read_only };
  const actions = saleActions(s, viewer);
  const live = s.status === "IN_PROCESS" || s.status === "COMPLETED";
  const move = useMutation({
    mutationFn: ({ action, reason }: { action: SaleMove; reason?: string }) => moveSale(s._id, action, reason),
    onSuccess: (next, { action }) => {
      queryClient.setQueryData(salesKeys.detail(s._id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      setModal(null);
      notifySuccess(MOVE_TEXT[action]);
    },
    onError: (error) => notifyError(error),
  });
  const assume = useMutation({
    mutationFn: () => setSaleCoordinator(s._id, session.user._id),
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.detail(s._id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(s._id) });
      notifySuccess("Você é o coordenador responsável pela venda.");
    },
    onError: (e) => notifyError(e),
  });
  const badge = saleStatusBadge(s.status);
  return (
    <>
      <PageHeader
        title="Venda"
        description={
          <Badge color={badge.color} variant="light" data-testid="sale-status">
            {badge.label}
          </Badge>
        }
        actions={
          <>
            {actions.complete && (
              <Button
                color="teal"
                leftSection={<IconCheck size={16} />}
                loading={move.isPending}
                onClick={() => move.mutate({ action: "complete" })}
              >
                Concluir venda
              </Button>
            )}
            {actions.cancel && (
              <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => setModal("cancel")}>
                Cancelar venda
              </Button>
            )}
            {actions.distract && (
              <Button color="red" variant="light" onClick={() => setModal("distract")}>
                Distrato
              </Button>
            )}
            {canRecreate(s, viewer) && <SaleRecreateAction sale={s} />}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <InfoItem label="Cliente">
                  <LeadName lead={s.lead} link />
                </InfoItem>
                <InfoItem label="Unidade">
                  <UnitName unit={s.unit} />
                </InfoItem>
                <InfoItem label="Valor">{formatBRL(s.net_price_cents)}</InfoItem>
                <InfoItem label="Proposta">
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/proposals/$proposalId" params={{ proposalId: s.proposal_id }} />
                    )}
                    size="sm"
                  >
                    Ver proposta
                  </Anchor>
                </InfoItem>
                <InfoItem label="Coordenador responsável">
                  <Group gap="xs">
                    <span>{personLabel(s.responsible_coordinator, session.user._id)}</span>
                    {actions.edit && s.responsible_coordinator_id !== session.user._id && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={assume.isPending}
                        onClick={() => assume.mutate()}
                      >
                        Assumir
                      </Button>
                    )}
                  </Group>
                </InfoItem>
                <InfoItem label="Corretor da casa">
                  <SaleHomeBroker sale={s} viewerId={session.user._id} canEdit={actions.manages && live} />
                </InfoItem>
                <InfoItem label="Criada em">{formatDateTime(s.createdAt)}</InfoItem>
                {s.origin_sale_id && (
                  <InfoItem label="Recriada a partir de">
                    <SaleLink saleId={s.origin_sale_id} />
                  </InfoItem>
                )}
                {s.recreated_sale_id && (
                  <InfoItem label="Recriada como">
                    <SaleLink saleId={s.recreated_sale_id} />
                  </InfoItem>
                )}
                {s.completedAt && <InfoItem label="Concluída em">{formatDateTime(s.completedAt)}</InfoItem>}
              </SimpleGrid>
              {s.status_reason && (
                <Alert mt="md" color="red" variant="light" title="Motivo">
                  {s.status_reason}
                </Alert>
              )}
            </Card>
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  Compradores
                </Title>
                {actions.edit && (
                  <Button size="compact-sm" variant="light" onClick={() => setEditingBuyers(true)}>
                    Editar compradores
                  </Button>
                )}
              </Group>
              <ScrollArea type="auto">
                <Table miw={520} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Nome</Table.Th>
                      <Table.Th>Documento</Table.Th>
                      <Table.Th>Cidade</Table.Th>
                      <Table.Th ta="right">Participação</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.buyers.map((b) => (
                      <Table.Tr key={b._id} data-testid="buyer-row">
                        <Table.Td>{b.full_name}</Table.Td>
                        <Table.Td>
                          {b.document_type === "CPF" ? formatCpf(b.document) : formatCnpj(b.document)}
                        </Table.Td>
                        <Table.Td>
                          {b.address.city}/{b.address.uf}
                        </Table.Td>
                        <Table.Td ta="right">{String(b.share_percent).replace(".", ",")}%</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Card>
            <SalePaymentsCard saleId={s._id} canEdit={actions.manages && live} />
            <SaleParticipantsCard saleId={s._id} canEdit={actions.edit} />
            <Commissions saleId={s._id} session={session} />
            <SaleGroupCard sale={s} canEdit={actions.manages && live} />
            <PreSaleCard saleId={s._id} saleStatus={s.status} canWrite={!session.user.read_only} />
            <SaleContractCard saleId={s._id} saleStatus={s.status} canIssue={actions.manages} />
            <SaleDocuments
              saleId={s._id}
              roles={session.roles}
              canWrite={!session.user.read_only && (s.status === "IN_PROCESS" || s.status === "COMPLETED")}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Observations sale={s} canWrite={actions.edit || actions.distract || actions.complete} />
            <SaleLog saleId={s._id} />
          </Stack>
        </Grid.Col>
      </Grid>
      {editingBuyers && (
        <CreateSaleModal
          opened
          onClose={() => setEditingBuyers(false)}
          proposalId={s.proposal_id}
          lead={undefined}
          sale={s}
        />
      )}
      <ReasonModal
        opened={modal === "cancel"}
        title="Cancelar venda"
        description="A unidade volta a ficar disponível e o lead volta para negociação."
        confirmLabel="Cancelar venda"
        minLength={5}
        loading={move.isPending}
        onClose={() => setModal(null)}
        onConfirm={(reason) => move.mutate({ action: "cancel", reason })}
      />
      <ReasonModal
        opened={modal === "distract"}
        title="Distrato"
        description="A venda concluída é desfeita: a unidade volta ao estoque e as comissões não pagas são canceladas."
        confirmLabel="Registrar distrato"
        minLength={5}
        loading={move.isPending}
        onClose={() => setModal(null)}
        onConfirm={(reason) => move.mutate({ action: "distract", reason })}
      />
    </>
  );
}

function SaleLink({ saleId }: { saleId: string }) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId }} />}>
      Ver venda
    </Anchor>
  );
}

function Observations({ sale, canWrite }: { sale: SaleDto; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const add = useMutation({
    mutationFn: () => addSaleObservation(sale._id, text.trim()),
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.detail(sale._id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(sale._id) });
      setText("");
      notifySuccess("Observação adicionada.");
    },
    onError: (e) => notifyError(e),
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Observações
      </Title>
      <Stack gap="xs">
        {sale.observations.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma observação.
          </Text>
        )}
        {sale.observations.map((o) => (
          <div key={`${o.createdAt}-${o.text.slice(0, 10)}`}>
            <Text size="sm">{o.text}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(o.createdAt)}
            </Text>
          </div>
        ))}
        {canWrite && (
          <Group align="flex-end" wrap="nowrap">
            <Textarea
              aria-label="Nova observação"
              placeholder="Nova observação"
              autosize
              minRows={1}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!text.trim()}>
              Adicionar
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function SaleLog({ saleId }: { saleId: string }) {
  const logs = useQuery(saleLogsQuery(saleId));
  return (
    <DealLog logs={logs} actionLabels={LOG_LABELS} statusLabel={(s) => SALE_STATUS_LABELS[s as SaleStatus] ?? s} />
  );
}
