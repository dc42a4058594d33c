import { Badge, Button, Card, Group, Modal, Select, Stack, Text, Title } from "@mantine/core";
import { STAND_VISIT_STATUS_LABELS, type StandPresenceDto, type StandVisitDto } from "@portal/contracts/stand";
import { IconLogin2, IconLogout2 } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useNow } from "../../lib/relative-time";
import { RequestVisitTransferButton } from "../solicitations/RequestVisitTransferButton";
import { entryStatusText } from "./board";
import { todayFilter } from "./elapsed";
import { MyVisitCard } from "./MyVisitCard";
import { ServiceReportModal } from "./ServiceReportModal";
import {
  boardQuery,
  checkInAtStand,
  checkOutOfStand,
  myPresenceQuery,
  refreshMyStand,
  standsQuery,
  visitListQuery,
} from "./stand.queries";
import { useStandLive } from "./useStandLive";

/** The open visits first (serving, then waiting to start), oldest first within each. */
const OPEN_VISITS = { status: "IN_ATTENDANCE,ASSIGNED", limit: 20 } as const;

/**
 * The booth specialist's stand page: check in at a stand (the queue) and out; their place in the
 * queue; the visits routed to them, live, with 'Iniciar atendimento' and 'Finalizar' (the service report); and
 * the visits they finished today.
 */
export function SpecialistStandPage() {
  const presence = useQuery(myPresenceQuery());
  const current = presence.data?.presence ?? null;
  useStandLive(current?.enterprise._id ?? null);
  const clock = useNow(15_000);
  const open = useQuery(visitListQuery(OPEN_VISITS));
  const today = todayFilter(clock);
  const finished = useQuery(visitListQuery({ status: "FINISHED", starts_date: today, ends_date: today, limit: 20 }));
  const [reporting, setReporting] = useState<StandVisitDto | null>(null);

  const openVisits = [...(open.data?.payload ?? [])].sort(
    (a, b) =>
      Number(b.status === "IN_ATTENDANCE") - Number(a.status === "IN_ATTENDANCE") ||
      Date.parse(a.arrived_at) - Date.parse(b.arrived_at),
  );
  const attending = openVisits.some((v) => v.status === "IN_ATTENDANCE");

  return (
    <>
      <PageHeader title="Meu plantão" description="Check-in no plantão, suas visitas e a ficha de atendimento." />
      <Stack gap="md" maw={900}>
        {presence.isPending ? (
          <LoadingState label="Carregando seu plantão..." />
        ) : presence.isError ? (
          <ErrorState error={presence.error} onRetry={() => void presence.refetch()} />
        ) : current ? (
          <PresenceCard presence={current} attending={attending} />
        ) : (
          <CheckInCard />
        )}

        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="minhas-visitas">
          <Title order={2} size="h4" mb="sm" id="minhas-visitas">
            Minhas visitas
          </Title>
          {open.isPending ? (
            <LoadingState label="Carregando suas visitas..." />
          ) : open.isError ? (
            <ErrorState error={open.error} onRetry={() => void open.refetch()} />
          ) : openVisits.length === 0 ? (
            <EmptyResult
              title="Nenhuma visita para você agora"
              description="Quando a recepção encaminhar um visitante, ele aparece aqui e você recebe um aviso."
            />
          ) : (
            <Stack gap="sm" data-testid="my-stand-visits">
              {openVisits.map((visit) => (
                <MyVisitCard
                  key={visit._id}
                  visit={visit}
                  now={clock.getTime()}
                  busyElsewhere={attending && visit.status === "ASSIGNED"}
                  onFinish={setReporting}
                />
              ))}
            </Stack>
          )}
        </Card>

        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="finalizadas-hoje">
          <Title order={2} size="h4" mb="sm" id="finalizadas-hoje">
            Finalizadas hoje
          </Title>
          {finished.isPending ? (
            <LoadingState />
          ) : finished.isError ? (
            <ErrorState error={finished.error} onRetry={() => void finished.refetch()} />
          ) : finished.data.payload.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum atendimento finalizado hoje.
            </Text>
          ) : (
            <Stack gap={6} data-testid="finished-visits">
              {finished.data.payload.map((visit) => (
                <Group key={visit._id} justify="space-between" gap="xs" data-testid="finished-visit">
                  <Text size="sm" fw={600}>
                    {visit.visitor.full_name}
                  </Text>
                  <Group gap="xs">
                    <RequestVisitTransferButton visit={visit} compact />
                    <Text size="xs" c="dimmed">
                      {formatDateTime(visit.finished_at)}
                    </Text>
                    <Badge variant="light" color="teal">
                      {STAND_VISIT_STATUS_LABELS[visit.status]}
                    </Badge>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
      <ServiceReportModal visit={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

function CheckInCard() {
  const queryClient = useQueryClient();
  const stands = useQuery(standsQuery());
  const [enterpriseId, setEnterpriseId] = useState<string | null>(null);
  const checkIn = useMutation({
    mutationFn: (id: string) => checkInAtStand(id),
    meta: { inlineError: true },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshMyStand(queryClient, result.presence.enterprise._id);
    },
    onError: (error) => notifyError(error),
  });
  const options = (stands.data?.payload ?? [])
    .filter((s) => s.active)
    .map((s) => ({ value: s.enterprise_id, label: `${s.enterprise.name} (${s.enterprise.city})` }));
  return (
    <Card withBorder radius="md" padding="md" data-testid="stand-check-in">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Você não está em nenhum plantão
        </Title>
        <Text size="sm" c="dimmed">
          Faça check-in no plantão onde você está para entrar na lista da vez e receber visitantes.
        </Text>
        {stands.isError && <ErrorState error={stands.error} onRetry={() => void stands.refetch()} />}
        <Group align="flex-end" gap="sm">
          <Select
            label="Plantão"
            placeholder={stands.isPending ? "Carregando..." : "Escolha o plantão"}
            data={options}
            value={enterpriseId}
            onChange={setEnterpriseId}
            searchable
            nothingFoundMessage="Nenhum plantão encontrado"
            comboboxProps={{ withinPortal: true }}
            style={{ flex: "1 1 240px" }}
          />
          <Button
            leftSection={<IconLogin2 size={18} />}
            disabled={!enterpriseId}
            loading={checkIn.isPending}
            onClick={() => enterpriseId && checkIn.mutate(enterpriseId)}
          >
            Fazer check-in
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PresenceCard({ presence, attending }: { presence: StandPresenceDto; attending: boolean }) {
  const queryClient = useQueryClient();
  const enterpriseId = presence.enterprise._id;
  const board = useQuery(boardQuery(enterpriseId));
  const [confirming, setConfirming] = useState(false);
  const mine = board.data
    ? [...board.data.available, ...board.data.in_attendance, ...board.data.unavailable].find(
        (e) => e.user._id === presence.user._id,
      )
    : undefined;
  const checkOut = useMutation({
    mutationFn: checkOutOfStand,
    meta: { inlineError: true },
    onSuccess: (result) => {
      notifySuccess(result.message);
      setConfirming(false);
      void refreshMyStand(queryClient, enterpriseId);
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="stand-presence">
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          Check-in no plantão
        </Text>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {presence.enterprise.name}
          </Title>
          {mine && (
            <Badge
              size="lg"
              variant="light"
              color={mine.column === "AVAILABLE" ? "teal" : "gray"}
              data-testid="my-queue-place"
            >
              {entryStatusText(mine)}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Desde {formatDateTime(presence.checked_in_at)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconLogout2 size={16} />}
            disabled={attending}
            title={attending ? "Finalize o atendimento antes do check-out." : undefined}
            onClick={() => setConfirming(true)}
          >
            Check-out do plantão
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Sair do plantão?" centered>
        <Text size="sm">Você sai da lista da vez de {presence.enterprise.name} e deixa de receber visitantes.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={checkOut.isPending}>
            Voltar
          </Button>
          <Button color="red" loading={checkOut.isPending} onClick={() => checkOut.mutate()}>
            Fazer check-out
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
