import { Anchor, Badge, Button, Group, ScrollArea, Table, Text } from "@mantine/core";
import type { ContractDto } from "@portal/contracts/sales";
import { IconDownload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ReasonDialog } from "../../components/ReasonDialog";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { contractActions, contractStatusBadge } from "../proposals/deal-status";
import { contractsKeys, downloadContract, refuseContract } from "./contracts.queries";
import { SignContractModal } from "./SignContractModal";

export function ContractsTable({ contracts, session }: { contracts: ContractDto[]; session: Session }) {
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<string | null>(null);
  const viewer = { id: session.user._id, roles: session.roles, readOnly: session.user.read_only };
  const download = useMutation({
    mutationFn: ({ id, signed }: { id: string; signed: boolean }) => downloadContract(id, signed),
  });
  const refuse = useMutation({
    mutationFn: (reason: string) => refuseContract(refusing as string, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractsKeys.all });
      setRefusing(null);
      notifySuccess("Contrato marcado como recusado.");
    },
  });
  return (
    <>
      <ScrollArea type="auto">
        <Table highlightOnHover verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Venda</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Emitido</Table.Th>
              <Table.Th>Assinado</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contracts.map((c) => {
              const badge = contractStatusBadge(c.status);
              const can = contractActions(c, viewer);
              return (
                <Table.Tr key={c._id} data-testid="contract-row">
                  <Table.Td>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <Link {...props} to="/sales/$saleId" params={{ saleId: c.sale_id }} />}
                    >
                      Venda #{c.sale_id.slice(0, 8)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={badge.color} variant="light">
                      {badge.label}
                    </Badge>
                    {c.refused_reason && (
                      <Text size="xs" c="dimmed">
                        {c.refused_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                  <Table.Td>{formatDateTime(c.signed_at)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="wrap">
                      {c.has_file && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconDownload size={14} />}
                          onClick={() => download.mutate({ id: c._id, signed: false })}
                        >
                          Contrato
                        </Button>
                      )}
                      {c.has_signed_file && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconDownload size={14} />}
                          onClick={() => download.mutate({ id: c._id, signed: true })}
                        >
                          Assinado
                        </Button>
                      )}
                      {can.sign && (
                        <Button size="compact-sm" variant="light" onClick={() => setSigning(c._id)}>
                          Assinar manualmente
                        </Button>
                      )}
                      {can.refuse && (
                        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRefusing(c._id)}>
                          Recusar
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <SignContractModal contractId={signing} onClose={() => setSigning(null)} />
      <ReasonDialog
        opened={refusing !== null}
        title="Recusar contrato"
        confirmLabel="Recusar"
        minLength={5}
        loading={refuse.isPending}
        onClose={() => setRefusing(null)}
        onConfirm={(reason) => refuse.mutate(reason)}
      />
    </>
  );
}
