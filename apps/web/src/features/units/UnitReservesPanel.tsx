import { Divider, Loader, Stack, Text } from "@mantine/core";
import type { ReservationDto } from "@portal/contracts/inventory";
import { RESERVATION_STATUS_LABELS, RESERVE_TYPE_LABELS } from "@portal/contracts/inventory-enums";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { ReservationCard } from "./ReservationCard";
import type { MirrorUser } from "./unit-actions";

/** The drawer's "Reservas" tab: the open reservations as cards, then the last 10 past ones. */
export function UnitReservesPanel({
  reserves,
  open,
  past,
  me,
  enterpriseId,
  unitName,
}: {
  reserves: UseQueryResult<unknown>;
  open: ReservationDto[];
  past: ReservationDto[];
  me: MirrorUser;
  enterpriseId: string;
  unitName: string;
}) {
  if (reserves.isPending) return <Loader size="sm" />;
  if (reserves.isError) return <ErrorState error={reserves.error} onRetry={() => void reserves.refetch()} />;
  if (open.length === 0 && past.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma reserva sua nesta unidade.
      </Text>
    );
  return (
    <Stack gap="xs">
      {open.map((r) => (
        <ReservationCard key={r._id} reservation={r} me={me} enterpriseId={enterpriseId} unitName={unitName} />
      ))}
      {past.length > 0 && <Divider label="Anteriores" labelPosition="left" />}
      {past.slice(0, 10).map((r) => (
        <Text key={r._id} size="sm" c="dimmed">
          {RESERVE_TYPE_LABELS[r.type]} · {RESERVATION_STATUS_LABELS[r.status]} em {formatDateTime(r.ended_at)}
          {r.end_reason ? ` — ${r.end_reason}` : ""}
        </Text>
      ))}
    </Stack>
  );
}
