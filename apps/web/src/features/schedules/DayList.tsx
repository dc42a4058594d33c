import { Badge, Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatScheduleTime, SCHEDULE_STATUS_LABELS, SCHEDULE_TYPE_LABELS } from "@portal/contracts/schedules";
import { EmptyResult } from "../../components/states";
import { STATUS_COLORS } from "./ScheduleDetailModal";
import type { ScheduleCell } from "./schedules.queries";

/** A day's appointments as cards, in time order: the phone's agenda. */
export function DayList({
  schedules,
  showSpecialist,
  onPick,
  emptyTitle = "Nenhum agendamento neste dia",
  showDate,
}: {
  schedules: ScheduleCell[];
  showSpecialist: boolean;
  onPick: (s: ScheduleCell) => void;
  emptyTitle?: string;
  showDate?: (s: ScheduleCell) => string;
}) {
  if (schedules.length === 0) return <EmptyResult title={emptyTitle} />;
  return (
    <Stack gap="xs" data-testid="schedule-day-list">
      {schedules.map((s) => (
        <UnstyledButton key={s._id} onClick={() => onPick(s)} data-testid="schedule-event">
          <Card
            withBorder
            radius="md"
            padding="sm"
            style={{ borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[s.status]}-filled)` }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {showDate ? `${showDate(s)} · ` : ""}
                  {formatScheduleTime(s.starts_at)}–{formatScheduleTime(s.ends_at)} · {SCHEDULE_TYPE_LABELS[s.type]}
                </Text>
                <Text size="sm" truncate>
                  {s.lead_name}
                </Text>
                {(showSpecialist || s.enterprise_name) && (
                  <Text size="xs" c="dimmed" truncate>
                    {[showSpecialist ? s.specialist_name : null, s.enterprise_name].filter(Boolean).join(" · ")}
                  </Text>
                )}
              </Stack>
              <Badge color={STATUS_COLORS[s.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
                {SCHEDULE_STATUS_LABELS[s.status]}
              </Badge>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
