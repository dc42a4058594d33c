import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { ROULETTE_TYPE_LABELS, type RouletteDto } from "@portal/contracts/roulettes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { UserPicker } from "../../components/UserPicker";
import { notifySuccess } from "../../lib/notify";
import { assigneesQuery } from "../leads/lookups.queries";
import { eligibleMemberOptions, emptyMemberReason } from "./roulette-members";
import { addAgent, roulettesKeys } from "./roulettes.queries";

/**
 * "Adicionar especialista": membership is set here by coordinators (docs/decisions/036); the specialist enters the
 * rotation when their own presence is 'Disponível'.
 */
export function AddAgentModal({
  roulette,
  memberIds,
  roles,
  onClose,
}: {
  roulette: Pick<RouletteDto, "_id" | "type" | "name">;
  memberIds: string[];
  roles: readonly string[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const people = useQuery(assigneesQuery(roles));
  const [userId, setUserId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (id: string) => addAgent(roulette._id, id),
    onSuccess: async (agent) => {
      await queryClient.invalidateQueries({ queryKey: roulettesKeys.detail(roulette._id) });
      notifySuccess(`${agent.user.full_name} agora faz parte da roleta.`);
      onClose();
    },
  });
  const options = eligibleMemberOptions(people.data, roulette.type, memberIds);
  const kind = roulette.type === "ONLINE" ? "especialistas online" : "especialistas de plantão";
  const empty = emptyMemberReason(people.data, roulette.type, memberIds);
  return (
    <Modal opened onClose={onClose} title="Adicionar especialista" size="md" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Roleta {ROULETTE_TYPE_LABELS[roulette.type].toLowerCase()}: só {kind} podem participar. O especialista entra
          na rotação quando estiver “Disponível”.
        </Text>
        <UserPicker
          people={people}
          label="Especialista"
          placeholder="Escolha um especialista"
          data={options}
          value={userId}
          onChange={(v) => {
            setUserId(v);
            setError(null);
          }}
          error={error}
          withAsterisk
          description={empty ?? undefined}
          nothingFoundMessage={people.isPending ? "Carregando..." : (empty ?? "Nenhum especialista com este nome.")}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={mutation.isPending}
            onClick={() => (userId ? mutation.mutate(userId) : setError("Escolha o especialista."))}
          >
            Adicionar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
