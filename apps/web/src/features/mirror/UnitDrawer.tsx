import {
  Badge,
  Button,
  Card,
  Divider,
  Drawer,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Timeline,
} from "@mantine/core";
import type { ReservationDto, UnitDto } from "@portal/contracts/inventory";
import { UNIT_STATUS_LABELS, UNIT_STATUSES, type UnitStatus } from "@portal/contracts/inventory-enums";
import { canManageEnterprises, hasRole, RESERVE_ROLES, UNIT_ADMIN_ROLES } from "@portal/contracts/policy";
import { PROPOSAL_ROLES } from "@portal/contracts/proposals";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ButtonLink } from "../../components/ButtonLink";
import { InfoItem } from "../../components/InfoItem";
import { ErrorState } from "../../components/states";
import { formatCurrency, formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { Countdown } from "./Countdown";
import { formatArea } from "./cell-format";
import {
  mirrorKeys,
  releaseReservation,
  setFakeStatus,
  unitLogsQuery,
  unitQuery,
  unitReservesQuery,
} from "./mirror.queries";
import { floorLabel } from "./mirror-grid";
import { ReserveForm } from "./ReserveForm";
import { UnitActionButton } from "./UnitActionButton";
import { UnitEditForm } from "./UnitEditForm";
import { UnitProposals } from "./UnitProposals";
import { allowedUnitActions, canReleaseReservation, isSalesDesk } from "./unit-actions";
import {
  RESERVATION_STATUS_LABELS,
  RESERVE_TYPE_LABELS,
  UNIT_POSITION_LABELS,
  UNIT_TYPE_LABELS,
  unitLogActionLabel,
} from "./unit-labels";
import { MIRROR_STATUS_COLORS, MIRROR_STATUS_LABELS, mirrorStatusOf } from "./unit-status";

interface Me {
  id: string;
  roles: readonly string[];
}

export function UnitDrawer({
  unitId,
  enterpriseId,
  me,
  onClose,
}: {
  unitId: string | undefined;
  enterpriseId: string;
  me: Me;
  onClose: () => void;
}) {
  const unit = useQuery({ ...unitQuery(unitId ?? ""), enabled: Boolean(unitId) });
  const title = unit.data ? `Unidade ${unit.data.number} · ${unit.data.tower_name}` : "Unidade";
  return (
    <Drawer
      opened={Boolean(unitId)}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{title}</Text>}
      data-testid="unit-drawer"
    >
      {unitId &&
        (unit.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : unit.isError ? (
          <ErrorState error={unit.error} onRetry={() => void unit.refetch()} />
        ) : (
          <UnitDrawerBody unit={unit.data} enterpriseId={enterpriseId} me={me} />
        ))}
    </Drawer>
  );
}

function UnitDrawerBody({ unit, enterpriseId, me }: { unit: UnitDto; enterpriseId: string; me: Me }) {
  const [reserving, setReserving] = useState(false);
  const [editing, setEditing] = useState(false);
  const reserves = useQuery(unitReservesQuery(unit._id));
  const status = mirrorStatusOf(unit);
  const colors = MIRROR_STATUS_COLORS[status];
  const actions = allowedUnitActions(unit, me.roles);
  const canReserve = actions.includes("reserve");
  const open = (reserves.data?.payload ?? []).filter((r) => r.status === "ACTIVE" || r.status === "QUEUED");
  const past = (reserves.data?.payload ?? []).filter((r) => r.status !== "ACTIVE" && r.status !== "QUEUED");
  // The queue is for the others: whoever already holds or waits for the unit does not queue again.
  const canQueue =
    unit.status === "RESERVED" &&
    !unit.suspended &&
    hasRole(me.roles, RESERVE_ROLES) &&
    reserves.isSuccess &&
    !open.some((r) => r.broker_id === me.id);
  const others = actions.filter((a): a is Exclude<typeof a, "reserve"> => a !== "reserve");
  // A proposal on an available unit, or on one the caller holds (for the client of that reservation).
  const mine = open.find((r) => r.status === "ACTIVE" && r.broker_id === me.id);
  const canPropose =
    hasRole(me.roles, PROPOSAL_ROLES) &&
    !unit.suspended &&
    unit.price !== null &&
    (unit.status === "AVAILABLE" || Boolean(mine));
  const pricePerM2 = unit.price !== null && unit.private_area > 0 ? Math.round(unit.price / unit.private_area) : null;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          size="lg"
          style={{ background: colors.bg, color: colors.fg, border: `1px solid ${colors.border}` }}
          data-testid="unit-status"
        >
          {MIRROR_STATUS_LABELS[status]}
        </Badge>
        {unit.fake_status && (
          <Badge size="lg" variant="outline" color="gray">
            Corretores veem: {UNIT_STATUS_LABELS[unit.fake_status]}
          </Badge>
        )}
      </Group>

      {editing ? (
        <Card withBorder radius="md" padding="md">
          <UnitEditForm unit={unit} onDone={() => setEditing(false)} />
        </Card>
      ) : (
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <InfoItem label="Preço de tabela">
              {unit.price === null ? "Sem preço" : formatCurrency(unit.price)}
            </InfoItem>
            <InfoItem label="Preço por m²">{pricePerM2 === null ? null : formatCurrency(pricePerM2)}</InfoItem>
            <InfoItem label="Área privativa">{formatArea(unit.private_area)}</InfoItem>
            <InfoItem label="Andar">{floorLabel(unit.floor)}</InfoItem>
            <InfoItem label="Tipo">{UNIT_TYPE_LABELS[unit.type]}</InfoItem>
            <InfoItem label="Dormitórios">
              {unit.bedrooms}
              {unit.suites > 0 ? ` (${unit.suites} suíte${unit.suites > 1 ? "s" : ""})` : ""}
            </InfoItem>
            <InfoItem label="Posição">{UNIT_POSITION_LABELS[unit.position]}</InfoItem>
            <InfoItem label="Vagas">{String(unit.garage_spots)}</InfoItem>
          </SimpleGrid>
          {canManageEnterprises(me.roles) && (
            <Group justify="flex-end" mt="xs">
              <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
                Editar unidade
              </Button>
            </Group>
          )}
        </Card>
      )}

      {(canReserve || canQueue || canPropose || others.length > 0) && !reserving && (
        <Group gap="xs">
          {canPropose && (
            <ButtonLink
              to="/proposals/new"
              search={{ unit_id: unit._id, lead_id: mine?.lead_id ?? undefined }}
              variant="filled"
              data-testid="create-proposal"
            >
              Criar proposta
            </ButtonLink>
          )}
          {canReserve && (
            <Button color="yellow.7" onClick={() => setReserving(true)}>
              Reservar
            </Button>
          )}
          {canQueue && (
            <Button variant="light" color="yellow.8" onClick={() => setReserving(true)}>
              Entrar na fila
            </Button>
          )}
          {others.map((a) => (
            <UnitActionButton key={a} unitId={unit._id} enterpriseId={enterpriseId} action={a} />
          ))}
        </Group>
      )}
      {reserving && (
        <Card withBorder radius="md" padding="md">
          <ReserveForm
            unitId={unit._id}
            enterpriseId={enterpriseId}
            queue={unit.status === "RESERVED"}
            salesDesk={isSalesDesk(me.roles)}
            onDone={() => setReserving(false)}
            onCancel={() => setReserving(false)}
          />
        </Card>
      )}
      {hasRole(me.roles, UNIT_ADMIN_ROLES) && <FakeStatusControl unit={unit} enterpriseId={enterpriseId} />}

      <Tabs defaultValue="reserves" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reserves">Reservas</Tabs.Tab>
          <Tabs.Tab value="proposals">Propostas</Tabs.Tab>
          <Tabs.Tab value="log">Histórico</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reserves" pt="sm">
          {reserves.isPending ? (
            <Loader size="sm" />
          ) : reserves.isError ? (
            <ErrorState error={reserves.error} onRetry={() => void reserves.refetch()} />
          ) : open.length === 0 && past.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma reserva sua nesta unidade.
            </Text>
          ) : (
            <Stack gap="xs">
              {open.map((r) => (
                <ReservationCard key={r._id} reservation={r} me={me} enterpriseId={enterpriseId} />
              ))}
              {past.length > 0 && <Divider label="Anteriores" labelPosition="left" />}
              {past.slice(0, 10).map((r) => (
                <Text key={r._id} size="sm" c="dimmed">
                  {RESERVE_TYPE_LABELS[r.type]} · {RESERVATION_STATUS_LABELS[r.status]} em {formatDateTime(r.ended_at)}
                  {r.end_reason ? ` — ${r.end_reason}` : ""}
                </Text>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="proposals" pt="sm">
          <UnitProposals unitId={unit._id} />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="sm">
          <UnitLog unitId={unit._id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ReservationCard({
  reservation: r,
  me,
  enterpriseId,
}: {
  reservation: ReservationDto;
  me: Me;
  enterpriseId: string;
}) {
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => releaseReservation(r.unit_id, r._id),
    onSuccess: () => {
      notifySuccess(r.status === "QUEUED" ? "Você saiu da fila." : "Reserva liberada.");
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(r.unit_id) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    },
    onError: (error) => notifyError(error, "Não foi possível liberar a reserva"),
  });
  const mine = r.broker_id === me.id;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="reservation-card">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4}>
          <Group gap={6}>
            <Badge variant="light" color={r.status === "ACTIVE" ? "yellow" : "gray"}>
              {r.status === "QUEUED" ? `Na fila · ${r.queue_position ?? "—"}º` : RESERVATION_STATUS_LABELS[r.status]}
            </Badge>
            <Text size="sm" fw={600}>
              {RESERVE_TYPE_LABELS[r.type]}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {mine ? "Sua reserva" : "Reserva de outro corretor"} · criada em {formatDateTime(r.createdAt)}
          </Text>
          {r.observations && <Text size="sm">{r.observations}</Text>}
        </Stack>
        {r.status === "ACTIVE" && <Countdown expiresAt={r.expires_at} />}
      </Group>
      {r.status === "ACTIVE" && r.expires_at && (
        <Text size="xs" c="dimmed" mt={4}>
          Expira em {formatDateTime(r.expires_at)}
        </Text>
      )}
      {canReleaseReservation(r, me) && (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" variant="subtle" color="red" loading={release.isPending} onClick={() => release.mutate()}>
            {r.status === "QUEUED" ? "Sair da fila" : "Liberar reserva"}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function FakeStatusControl({ unit, enterpriseId }: { unit: UnitDto; enterpriseId: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (v: UnitStatus | null) => setFakeStatus(unit._id, v),
    onSuccess: () => {
      notifySuccess("Status exibido aos corretores atualizado.");
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.unit(unit._id) });
      void queryClient.invalidateQueries({ queryKey: mirrorKeys.mirror(enterpriseId) });
    },
    onError: (error) => notifyError(error, "Não foi possível alterar o status exibido"),
  });
  return (
    <Select
      label="Status exibido aos corretores parceiros"
      description="Muda só o que os corretores parceiros veem; o status real não muda."
      placeholder="O status real"
      data={UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] }))}
      value={unit.fake_status}
      onChange={(v) => mutation.mutate((v as UnitStatus | null) ?? null)}
      clearable
      disabled={mutation.isPending}
    />
  );
}

function UnitLog({ unitId }: { unitId: string }) {
  const logs = useQuery(unitLogsQuery(unitId));
  if (logs.isPending) return <Loader size="sm" />;
  if (logs.isError) return <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />;
  if (logs.data.payload.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma movimentação registrada.
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {logs.data.payload.map((l) => (
        <Timeline.Item key={l._id} title={unitLogActionLabel(l.action)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(l.createdAt)}
            {l.from_status && l.to_status && l.from_status !== l.to_status
              ? ` · ${UNIT_STATUS_LABELS[l.from_status]} → ${UNIT_STATUS_LABELS[l.to_status]}`
              : ""}
          </Text>
          {l.reason && <Text size="sm">{l.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
