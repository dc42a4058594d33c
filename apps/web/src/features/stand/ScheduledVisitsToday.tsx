import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { canAccessSection } from "@portal/contracts/policy";
import { formatScheduleTime, SCHEDULE_STATUS_LABELS } from "@portal/contracts/schedules";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { ErrorState, LoadingState } from "../../components/states";
import { dayRange, spDay } from "../schedules/schedule-dates";
import { scheduleWindowQuery } from "../schedules/schedules.queries";
import { useAgendaLive } from "../schedules/useAgendaLive";

/**
 * "Visitas agendadas hoje": the stand visits booked at this stand for today (decision 053), so the receptionist
 * expects the visitor and knows whose client they are. The API scopes a receptionist to the stand they checked in at.
 */
export function ScheduledVisitsToday({ enterpriseId, roles }: { enterpriseId: string; roles: readonly string[] }) {
  const today = spDay(Date.now());
  const query = useQuery({
    ...scheduleWindowQuery({ ...dayRange(today, today), enterprise_id: enterpriseId, type: "STAND_VISIT", limit: 200 }),
    enabled: canAccessSection(roles, "schedule"),
  });
  // A visit booked or cancelled elsewhere shows at the reception without a reload.
  useAgendaLive(canAccessSection(roles, "schedule"));
  if (!canAccessSection(roles, "schedule")) return null;
  const visits = (query.data?.payload ?? []).filter((s) => s.status !== "CANCELED");
  return (
    <Card withBorder radius="md" padding="md" maw={760} mb="md" data-testid="scheduled-visits-today">
      <Group gap="xs" mb="xs">
        <IconCalendarEvent size={18} />
        <Title order={2} size="h5">
          Visitas agendadas hoje
        </Title>
        {visits.length > 0 && (
          <Badge variant="light" circle>
            {visits.length}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <LoadingState label="Carregando visitas agendadas..." />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma visita agendada para hoje neste plantão.
        </Text>
      ) : (
        <Stack gap={6}>
          {visits.map((v) => (
            <Group key={v._id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }} truncate>
                <strong>{formatScheduleTime(v.starts_at)}</strong> · {v.lead.full_name} · {formatPhone(v.lead.phone)}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {v.status === "SCHEDULED" ? v.specialist.full_name : SCHEDULE_STATUS_LABELS[v.status]}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
