import { Alert, Anchor, Button, Card, Group, SimpleGrid } from "@mantine/core";
import { formatBRL } from "@portal/contracts/money";
import type { SaleDto } from "@portal/contracts/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { InfoItem } from "../../components/InfoItem";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { LeadName, personLabel, UnitName } from "../proposals/DealRefs";
import { SaleHomeBroker } from "./SaleHomeBroker";
import { salesKeys, setSaleCoordinator } from "./sales.queries";

/**
 * The sale at a glance: client, unit, value, proposal, coordinator (with "Assumir" for who may edit), home broker,
 * the sales it was recreated from / as, and the reason of a cancel or distrato.
 */
export function SaleSummaryCard({
  sale: s,
  viewerId,
  canAssume,
  canEditHomeBroker,
}: {
  sale: SaleDto;
  viewerId: string;
  canAssume: boolean;
  canEditHomeBroker: boolean;
}) {
  const queryClient = useQueryClient();
  const assume = useMutation({
    mutationFn: () => setSaleCoordinator(s._id, viewerId),
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.detail(s._id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(s._id) });
      notifySuccess("Você é o coordenador responsável pela venda.");
    },
  });
  return (
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
            <span>{personLabel(s.responsible_coordinator, viewerId)}</span>
            {canAssume && s.responsible_coordinator_id !== viewerId && (
              <Button size="compact-xs" variant="light" loading={assume.isPending} onClick={() => assume.mutate()}>
                Assumir
              </Button>
            )}
          </Group>
        </InfoItem>
        <InfoItem label="Corretor da casa">
          <SaleHomeBroker sale={s} viewerId={viewerId} canEdit={canEditHomeBroker} />
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
  );
}

function SaleLink({ saleId }: { saleId: string }) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId }} />}>
      Ver venda
    </Anchor>
  );
}
