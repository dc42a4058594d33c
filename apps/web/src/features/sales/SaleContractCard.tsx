import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import type { SaleStatus } from "@portal/contracts/sale-state";
import { IconFileCertificate } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify";
import { contractsKeys, issueContract, saleContractStatusQuery } from "../contracts/contracts.queries";
import { contractStatusBadge } from "../proposals/deal-status";

/** The sale's contract: its signature status, or the button that issues it (PDF from the sale). */
export function SaleContractCard({
  saleId,
  saleStatus,
  canIssue,
}: {
  saleId: string;
  saleStatus: SaleStatus;
  canIssue: boolean;
}) {
  const queryClient = useQueryClient();
  const status = useQuery(saleContractStatusQuery(saleId));
  // Issuing sends the contract out for signature: it is asked once more, not done on a stray click.
  const [confirming, setConfirming] = useState(false);
  const issue = useMutation({
    mutationFn: () => issueContract(saleId),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: contractsKeys.all });
      notifySuccess("Contrato emitido. Aguardando assinatura.");
    },
  });
  const live = saleStatus === "IN_PROCESS" || saleStatus === "COMPLETED";
  const badge = status.data?.status ? contractStatusBadge(status.data.status) : null;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Contrato
      </Title>
      {status.isPending ? (
        <Text size="sm" c="dimmed">
          Carregando...
        </Text>
      ) : status.isError ? (
        <Text size="sm" c="red">
          Não foi possível carregar o contrato.
        </Text>
      ) : (
        <Group justify="space-between" wrap="wrap">
          {badge ? (
            <Group gap="xs">
              <Badge color={badge.color} variant="light" data-testid="contract-status">
                {badge.label}
              </Badge>
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to="/contracts" search={{ sale_id: saleId }} />}
              >
                Ver contrato
              </Anchor>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhum contrato emitido.
            </Text>
          )}
          {canIssue && live && status.data.status !== "PENDING" && status.data.status !== "SIGNED" && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconFileCertificate size={16} />}
              onClick={() => setConfirming(true)}
            >
              Emitir contrato
            </Button>
          )}
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => !issue.isPending && setConfirming(false)}
        title="Emitir o contrato?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            O contrato será gerado com os dados atuais da venda e enviado para assinatura. Confira compradores, unidade
            e pagamentos antes de emitir.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={issue.isPending}>
              Cancelar
            </Button>
            <Button
              leftSection={<IconFileCertificate size={16} />}
              loading={issue.isPending}
              onClick={() => issue.mutate()}
            >
              Emitir
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
