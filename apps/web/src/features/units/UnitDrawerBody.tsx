import { Badge, Button, Card, Group, Stack, Tabs } from "@mantine/core";
import type { UnitDto } from "@portal/contracts/inventory";
import { UNIT_STATUS_LABELS } from "@portal/contracts/inventory-enums";
import { hasRole, RESERVE_ROLES, UNIT_ADMIN_ROLES } from "@portal/contracts/policy";
import { PROPOSAL_ROLES } from "@portal/contracts/proposals";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ButtonLink } from "../../components/ButtonLink";
import { FakeStatusControl } from "./FakeStatusControl";
import { ReserveForm } from "./ReserveForm";
import { UnitActionButton } from "./UnitActionButton";
import { UnitDetailsCard } from "./UnitDetailsCard";
import { UnitLog } from "./UnitLog";
import { UnitProposals } from "./UnitProposals";
import { UnitReservesPanel } from "./UnitReservesPanel";
import { allowedUnitActions, isSalesDesk, type MirrorUser } from "./unit-actions";
import { MIRROR_STATUS_COLORS, MIRROR_STATUS_LABELS, mirrorStatusOf } from "./unit-status";
import { unitReservesQuery } from "./units.queries";

/** The drawer's content once the unit is loaded: status, data, actions, reservations, proposals, history. */
export function UnitDrawerBody({ unit, enterpriseId, me }: { unit: UnitDto; enterpriseId: string; me: MirrorUser }) {
  const [reserving, setReserving] = useState(false);
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

      <UnitDetailsCard unit={unit} roles={me.roles} />

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
          <UnitReservesPanel
            reserves={reserves}
            open={open}
            past={past}
            me={me}
            enterpriseId={enterpriseId}
            unitName={`${unit.tower_name} - ${unit.number}`}
          />
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
