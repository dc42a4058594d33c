import { Badge, Button, Grid, Stack } from "@mantine/core";
import type { SaleDto } from "@portal/contracts/sales";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../components/PageHeader";
import { ReasonDialog } from "../../components/ReasonDialog";
import { ErrorState, LoadingState } from "../../components/states";
import { notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { saleActions, saleStatusBadge } from "../proposals/deal-status";
import { CreateSaleModal } from "./CreateSaleModal";
import { PreSaleCard } from "./PreSaleCard";
import { SaleBuyersCard } from "./SaleBuyersCard";
import { Commissions } from "./SaleCommissions";
import { SaleContractCard } from "./SaleContractCard";
import { SaleDocuments } from "./SaleDocuments";
import { SaleGroupCard } from "./SaleGroupCard";
import { SaleLog } from "./SaleLog";
import { SaleObservations } from "./SaleObservations";
import { SaleParticipantsCard } from "./SaleParticipantsCard";
import { SalePaymentsCard } from "./SalePaymentsCard";
import { SaleRecreateAction } from "./SaleRecreateAction";
import { SaleSummaryCard } from "./SaleSummaryCard";
import { canRecreate } from "./sale-extras-logic";
import { moveSale, type SaleMove, saleQuery, salesKeys } from "./sales.queries";

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
            <SaleSummaryCard
              sale={s}
              viewerId={session.user._id}
              canAssume={actions.edit}
              canEditHomeBroker={actions.manages && live}
            />
            <SaleBuyersCard sale={s} onEdit={actions.edit ? () => setEditingBuyers(true) : undefined} />
            <SalePaymentsCard saleId={s._id} canEdit={actions.manages && live} />
            <SaleParticipantsCard saleId={s._id} canEdit={actions.edit} />
            <Commissions saleId={s._id} session={session} />
            <SaleGroupCard sale={s} canEdit={actions.manages && live} />
            <PreSaleCard saleId={s._id} saleStatus={s.status} canWrite={!session.user.read_only} />
            <SaleContractCard saleId={s._id} saleStatus={s.status} canIssue={actions.manages} />
            <SaleDocuments
              saleId={s._id}
              subject={s.lead.full_name}
              roles={session.roles}
              canWrite={!session.user.read_only && (s.status === "IN_PROCESS" || s.status === "COMPLETED")}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <SaleObservations sale={s} canWrite={actions.edit || actions.distract || actions.complete} />
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
      <ReasonDialog
        opened={modal === "cancel"}
        title="Cancelar venda"
        description="A unidade volta a ficar disponível e o lead volta para negociação."
        confirmLabel="Cancelar venda"
        minLength={5}
        loading={move.isPending}
        onClose={() => setModal(null)}
        onConfirm={(reason) => move.mutate({ action: "cancel", reason })}
      />
      <ReasonDialog
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
