import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { MSG } from "@portal/contracts/messages";
import {
  type BoardVisitDto,
  STAND_BOARD_COLUMN_LABELS,
  type StandBoardColumn,
  type StandBoardDto,
  type StandQueueEntryDto,
} from "@portal/contracts/stand";
import { IconWifi, IconWifiOff } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useNow } from "../../lib/relative-time";
import { assignmentOptions } from "./board";
import { serverOffset } from "./elapsed";
import { type EntryAction, QueueEntryCard } from "./QueueEntryCard";
import { boardQuery, moveToFirstPosition, refreshStand, runQueueAction, standKeys } from "./stand.queries";
import { useStandLive } from "./useStandLive";
import { AssignVisitModal, CancelVisitModal } from "./VisitActionModals";
import { WaitingVisitsCard } from "./WaitingVisitsCard";

const COLUMN_EMPTY: Record<StandBoardColumn, string> = {
  AVAILABLE: "Ninguém disponível na fila.",
  IN_ATTENDANCE: "Ninguém em atendimento.",
  UNAVAILABLE: "Ninguém em pausa ou ausente.",
};

function columnEntries(board: StandBoardDto, column: StandBoardColumn): StandQueueEntryDto[] {
  if (column === "AVAILABLE") return board.available;
  if (column === "IN_ATTENDANCE") return board.in_attendance;
  return board.unavailable;
}

/**
 * The queue board ("lista da vez") of one stand: available specialists in order, those serving (with the clock)
 * and those paused or away; visits waiting for someone. Live over the websocket (`stand.changed`), no polling.
 * Coordinators move a specialist to first, pause, resume or remove them; reception assigns visits by hand.
 */
export function QueueBoard({
  enterpriseId,
  canManage,
  canReceive,
  actions,
}: {
  enterpriseId: string;
  canManage: boolean;
  canReceive: boolean;
  actions?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const live = useStandLive(enterpriseId);
  const query = useQuery(boardQuery(enterpriseId));
  const clock = useNow(15_000);
  const [assigning, setAssigning] = useState<BoardVisitDto | null>(null);
  const [canceling, setCanceling] = useState<BoardVisitDto | null>(null);
  const [removing, setRemoving] = useState<StandQueueEntryDto | null>(null);

  const entryAction = useMutation({
    mutationFn: ({ entry, action }: { entry: StandQueueEntryDto; action: EntryAction }) =>
      action.kind === "to-first"
        ? moveToFirstPosition(entry.presence_id)
        : runQueueAction(entry.presence_id, action.action),
    meta: { inlineError: true },
    onSuccess: (board) => {
      queryClient.setQueryData(standKeys.board(enterpriseId), board);
      void refreshStand(queryClient);
      setRemoving(null);
      notifySuccess(MSG.standQueueUpdated);
    },
    onError: (error) => notifyError(error),
  });
  const onAction = (entry: StandQueueEntryDto, action: EntryAction) => {
    if (action.kind === "action" && action.action === "REMOVE") setRemoving(entry);
    else entryAction.mutate({ entry, action });
  };

  const liveBadge = (
    <Tooltip label={live ? "Atualiza sozinha a cada mudança no plantão." : "Sem conexão em tempo real: reconectando."}>
      <Badge
        variant="light"
        color={live ? "teal" : "gray"}
        leftSection={live ? <IconWifi size={14} /> : <IconWifiOff size={14} />}
        data-testid="board-live"
        data-live={live}
      >
        {live ? "Ao vivo" : "Reconectando"}
      </Badge>
    </Tooltip>
  );
  const board = query.data;
  const header = (
    <PageHeader
      title="Lista da vez"
      description={
        board ? (
          <Group gap="xs" component="span">
            <span>Plantão {board.enterprise.name}</span>
            {board.open_now && (
              <Badge variant="light" color="teal" size="sm">
                Aberto agora
              </Badge>
            )}
            {liveBadge}
          </Group>
        ) : undefined
      }
      actions={actions}
    />
  );
  if (query.isPending)
    return (
      <>
        {header}
        <LoadingState label="Carregando a lista da vez..." />
      </>
    );
  if (query.isError || !board)
    return (
      <>
        {header}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );

  const now = clock.getTime() + serverOffset(board.generated_at, query.dataUpdatedAt);
  const options = assignmentOptions(board);
  return (
    <>
      {header}
      <Stack gap="md">
        <WaitingVisitsCard
          visits={board.waiting_visits}
          now={now}
          canReceive={canReceive}
          onAssign={setAssigning}
          onCancel={setCanceling}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="queue-board">
          {(["AVAILABLE", "IN_ATTENDANCE", "UNAVAILABLE"] as const).map((column) => {
            const entries = columnEntries(board, column);
            return (
              <Card
                key={column}
                withBorder
                radius="md"
                padding="sm"
                component="section"
                aria-labelledby={`coluna-${column}`}
                data-testid={`board-column-${column}`}
              >
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h5" id={`coluna-${column}`}>
                    {STAND_BOARD_COLUMN_LABELS[column]}
                  </Title>
                  <Badge variant="light" color="gray">
                    {entries.length}
                    <VisuallyHidden> {entries.length === 1 ? "especialista" : "especialistas"}</VisuallyHidden>
                  </Badge>
                </Group>
                <Stack gap="xs">
                  {entries.length === 0 ? (
                    <Text size="sm" c="dimmed" py="sm" ta="center">
                      {COLUMN_EMPTY[column]}
                    </Text>
                  ) : (
                    entries.map((entry) => (
                      <QueueEntryCard
                        key={entry.presence_id}
                        entry={entry}
                        now={now}
                        canManage={canManage}
                        canReceive={canReceive}
                        busy={entryAction.isPending}
                        onAction={onAction}
                        onReassign={setAssigning}
                        onCancel={setCanceling}
                      />
                    ))
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <AssignVisitModal
        enterpriseId={enterpriseId}
        visit={assigning}
        options={options}
        onClose={() => setAssigning(null)}
      />
      <CancelVisitModal enterpriseId={enterpriseId} visit={canceling} onClose={() => setCanceling(null)} />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remover da fila?" centered>
        <Text size="sm">
          {removing?.user.full_name} sai da lista da vez deste plantão (check-out) e deixa de receber visitas até fazer
          check-in de novo.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRemoving(null)} disabled={entryAction.isPending}>
            Voltar
          </Button>
          <Button
            color="red"
            loading={entryAction.isPending}
            onClick={() =>
              removing && entryAction.mutate({ entry: removing, action: { kind: "action", action: "REMOVE" } })
            }
          >
            Remover da fila
          </Button>
        </Group>
      </Modal>
    </>
  );
}
