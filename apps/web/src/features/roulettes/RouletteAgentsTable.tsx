import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import type { RouletteAgentDto } from "@portal/contracts/roulettes";
import { AVAILABILITY_STATUS_LABELS } from "@portal/contracts/users";
import { IconArrowBarToUp, IconUserMinus } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { AGENT_STATUS_COLORS } from "./roulette-labels";
import { moveAgentToFirst, removeAgent, roulettesKeys } from "./roulettes.queries";

/** A checked-out member stays in the roulette but out of the rotation: shown as Offline (docs/decisions/036). */
const shownStatus = (a: RouletteAgentDto) => (a.availability_status === "OFFLINE" ? "OFFLINE" : a.status);

/** The roulette's agents in rotation order: the first AVAILABLE one receives the next lead. */
export function RouletteAgentsTable({
  rouletteId,
  agents,
  canManage,
}: {
  rouletteId: string;
  agents: RouletteAgentDto[];
  canManage: boolean;
}) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<RouletteAgentDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: roulettesKeys.detail(rouletteId) });
  const toFirst = useMutation({
    mutationFn: (agent: RouletteAgentDto) => moveAgentToFirst(rouletteId, agent._id),
    onSuccess: async (_res, agent) => {
      await refresh();
      notifySuccess(`${agent.user.full_name} foi movido para a primeira posição.`);
    },
  });
  const sorted = [...agents].sort((a, b) => a.position - b.position);

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" data-testid="roulette-agents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Posição</Table.Th>
              <Table.Th>Especialista</Table.Th>
              {/* Wide enough for "Em atendimento": a narrow column cut the badge to "E…" on phones. */}
              <Table.Th miw={170}>Status</Table.Th>
              <Table.Th>Ofertas hoje</Table.Th>
              <Table.Th>Atendidos hoje</Table.Th>
              <Table.Th>Última oferta</Table.Th>
              {canManage && <Table.Th w={96} aria-label="Ações" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((a, index) => (
              <Table.Tr key={a._id} data-testid="agent-row" data-agent-name={a.user.full_name}>
                <Table.Td>{index + 1}º</Table.Td>
                <Table.Td fw={500}>{a.user.full_name}</Table.Td>
                <Table.Td>
                  <Badge color={AGENT_STATUS_COLORS[shownStatus(a)] ?? "gray"} variant="light">
                    {AVAILABILITY_STATUS_LABELS[shownStatus(a)]}
                  </Badge>
                </Table.Td>
                <Table.Td>{a.offers_today}</Table.Td>
                <Table.Td>{a.assigned_today}</Table.Td>
                <Table.Td>
                  <Text size="sm">{a.last_offered_at ? formatDateTime(a.last_offered_at) : "—"}</Text>
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Mover para a primeira posição">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Mover ${a.user.full_name} para a primeira posição`}
                          disabled={index === 0}
                          loading={toFirst.isPending && toFirst.variables?._id === a._id}
                          onClick={() => toFirst.mutate(a)}
                        >
                          <IconArrowBarToUp size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Remover da roleta">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remover ${a.user.full_name} da roleta`}
                          onClick={() => setRemoving(a)}
                        >
                          <IconUserMinus size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {removing && (
        <RemoveAgentModal
          rouletteId={rouletteId}
          agent={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => void refresh()}
        />
      )}
    </>
  );
}

function RemoveAgentModal({
  rouletteId,
  agent,
  onClose,
  onRemoved,
}: {
  rouletteId: string;
  agent: RouletteAgentDto;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const mutation = useMutation({
    mutationFn: () => removeAgent(rouletteId, agent.user._id),
    onSuccess: (res) => {
      notifySuccess(res.message);
      onRemoved();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Remover da roleta"
      confirmLabel="Remover"
      danger
      loading={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      <Text size="sm">
        Remover <strong>{agent.user.full_name}</strong> desta roleta? Ofertas pendentes continuam valendo até o prazo.
      </Text>
    </ConfirmDialog>
  );
}
