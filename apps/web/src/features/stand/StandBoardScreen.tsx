import { Card, Select } from "@mantine/core";
import {
  canManageStandQueue,
  canReceiveStandVisitors,
  standPresenceKind,
  standVisitScope,
} from "@portal/contracts/policy";
import { IconBuildingStore, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { ButtonLink } from "../../components/ButtonLink";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import type { Session } from "../../lib/session-cookies";
import { useChosenStand } from "./chosen-stand";
import { useCurrentStand } from "./current-stand";
import { NoStandChosen } from "./NoStandChosen";
import { QueueBoard } from "./QueueBoard";
import { ReceptionPresenceAlert } from "./ReceptionPresenceAlert";
import { myPresenceQuery, standsQuery } from "./stand.queries";

/**
 * Which board /stand/board shows: a receptionist's is the stand chosen on the device; coordinators and admins pick
 * any stand (kept in the URL), starting from their own presence or the first stand.
 */
export function StandBoardScreen({
  session,
  enterpriseId,
  onPick,
}: {
  session: Session;
  enterpriseId: string | undefined;
  onPick: (enterpriseId: string) => void;
}) {
  if (standVisitScope(session.roles) === "reception") return <ReceptionBoard session={session} />;
  return <PickedBoard session={session} enterpriseId={enterpriseId} onPick={onPick} />;
}

function ReceptionBoard({ session }: { session: Session }) {
  const stand = useCurrentStand(session.user._id, session.roles);
  if (!stand) return <NoStandChosen title="Lista da vez" />;
  return (
    <>
      <ReceptionPresenceAlert roles={session.roles} stand={stand} />
      <QueueBoard
        key={stand.enterprise_id}
        enterpriseId={stand.enterprise_id}
        canManage={false}
        canReceive={canReceiveStandVisitors(session.roles) && !session.user.read_only}
        actions={
          <ButtonLink to="/stand/form" leftSection={<IconUserPlus size={18} />}>
            Registrar visitante
          </ButtonLink>
        }
      />
    </>
  );
}

function PickedBoard({
  session,
  enterpriseId,
  onPick,
}: {
  session: Session;
  enterpriseId: string | undefined;
  onPick: (enterpriseId: string) => void;
}) {
  const stands = useQuery(standsQuery());
  const isSpecialist = standPresenceKind(session.roles) === "SPECIALIST";
  const presence = useQuery({ ...myPresenceQuery(), enabled: isSpecialist && !enterpriseId });
  const chosen = useChosenStand(session.user._id);
  const active = (stands.data?.payload ?? []).filter((s) => s.active);
  const selected =
    enterpriseId ??
    presence.data?.presence?.enterprise._id ??
    chosen?.enterprise_id ??
    active[0]?.enterprise_id ??
    null;

  if (stands.isPending || (isSpecialist && !enterpriseId && presence.isPending))
    return (
      <>
        <PageHeader title="Lista da vez" />
        <LoadingState label="Carregando os plantões..." />
      </>
    );
  if (stands.isError)
    return (
      <>
        <PageHeader title="Lista da vez" />
        <ErrorState error={stands.error} onRetry={() => void stands.refetch()} />
      </>
    );
  if (!selected)
    return (
      <>
        <PageHeader title="Lista da vez" />
        <Card withBorder radius="md">
          <EmptyResult
            icon={<IconBuildingStore size={28} />}
            title="Nenhum plantão para você"
            description="Você vê a lista da vez dos plantões dos seus times de vendas ou em que está escalado(a) hoje."
          />
        </Card>
      </>
    );
  const manage = canManageStandQueue(session.roles) && !session.user.read_only;
  return (
    <QueueBoard
      key={selected}
      enterpriseId={selected}
      canManage={manage}
      canReceive={canReceiveStandVisitors(session.roles) && !session.user.read_only}
      actions={
        <Select
          aria-label="Plantão"
          data={active.map((s) => ({ value: s.enterprise_id, label: s.enterprise.name }))}
          value={selected}
          onChange={(value) => value && onPick(value)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Nenhum plantão encontrado"
          comboboxProps={{ withinPortal: true }}
          w={260}
          data-testid="board-stand-picker"
        />
      }
    />
  );
}
