import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { ROULETTE_TYPE_LABELS, type RouletteDto } from "@portal/contracts/roulettes";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifySuccess } from "../../lib/notify";
import { RouletteFormModal } from "./RouletteFormModal";
import { windowLabel } from "./roulette-labels";
import { deleteRoulette, roulettesKeys } from "./roulettes.queries";

export function RoulettesTable({
  roulettes,
  enterpriseNames,
  canManage,
}: {
  roulettes: RouletteDto[];
  enterpriseNames: Map<string, string>;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState<RouletteDto | null>(null);
  const [deleting, setDeleting] = useState<RouletteDto | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Empreendimentos</Table.Th>
              <Table.Th>Horário</Table.Th>
              <Table.Th>Situação</Table.Th>
              {canManage && <Table.Th w={96} aria-label="Ações" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roulettes.map((r) => (
              <Table.Tr key={r._id} data-testid="roulette-row">
                <Table.Td>
                  <Anchor
                    fw={500}
                    renderRoot={(props) => (
                      <Link {...props} to="/roulettes/$rouletteId" params={{ rouletteId: r._id }} />
                    )}
                  >
                    {r.name}
                  </Anchor>
                  {r.temporary_agent_mode && (
                    <Text size="xs" c="dimmed">
                      Modo agente temporário
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{ROULETTE_TYPE_LABELS[r.type]}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {r.enterprise_ids.length === 0
                      ? "Nenhum"
                      : r.enterprise_ids.map((id) => enterpriseNames.get(id) ?? "—").join(", ")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{windowLabel(r)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={r.active ? "teal" : "gray"} variant="light">
                    {r.active ? "Ativa" : "Inativa"}
                  </Badge>
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Editar">
                        <ActionIcon variant="subtle" aria-label={`Editar ${r.name}`} onClick={() => setEditing(r)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Excluir">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Excluir ${r.name}`}
                          onClick={() => setDeleting(r)}
                        >
                          <IconTrash size={16} />
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
      <RouletteFormModal opened={editing !== null} onClose={() => setEditing(null)} roulette={editing ?? undefined} />
      {deleting && <DeleteRouletteModal roulette={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

export function DeleteRouletteModal({
  roulette,
  onClose,
  onDeleted,
}: {
  roulette: RouletteDto;
  onClose: () => void;
  onDeleted?: () => unknown;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteRoulette(roulette._id),
    onSuccess: async (res) => {
      notifySuccess(res.message);
      onClose();
      // Leave the deleted roulette's screen first: removing its query while the screen still observes it made the
      // screen ask for it again (a 404).
      await onDeleted?.();
      queryClient.removeQueries({ queryKey: roulettesKeys.detail(roulette._id) });
      queryClient.removeQueries({ queryKey: [...roulettesKeys.all, "logs", roulette._id] });
      await queryClient.invalidateQueries({ queryKey: roulettesKeys.list() });
    },
  });
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Excluir roleta"
      confirmLabel="Excluir"
      danger
      loading={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      <Text size="sm">
        Excluir a roleta <strong>{roulette.name}</strong>? Os especialistas saem dela e os leads que aguardam
        distribuição por ela passam a aguardar outra roleta do empreendimento.
      </Text>
    </ConfirmDialog>
  );
}
