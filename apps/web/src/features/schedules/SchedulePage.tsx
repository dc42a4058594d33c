import { ActionIcon, Button, Card, Group, MultiSelect, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { canWriteSchedules } from "@portal/contracts/policy";
import { SLOT_MS } from "@portal/contracts/schedules";
import { IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import type { Session } from "../../lib/session-cookies";
import { SM_UP, useMedia } from "../../lib/use-media";
import { DayList } from "./DayList";
import { MonthView } from "./MonthView";
import { ScheduleDetailModal } from "./ScheduleDetailModal";
import { ScheduleFormModal, type ScheduleFormTarget } from "./ScheduleFormModal";
import {
  addDays,
  dayRange,
  formatDayShort,
  formatDayTitle,
  formatMonthTitle,
  monthGrid,
  spDay,
  weekOf,
} from "./schedule-dates";
import type { ScheduleSearch, ScheduleView } from "./schedule-search";
import { scheduleCalendarQuery, scheduleCountQuery, scheduleSpecialistsQuery } from "./schedules.queries";
import { TimeGrid } from "./TimeGrid";
import { useAgendaLive } from "./useAgendaLive";

const VIEW_OPTIONS = [
  { value: "day", label: "Dia" },
  { value: "week", label: "Semana" },
  { value: "month", label: "Mês" },
];

/**
 * The agenda (decision 053): day and week views on the 30-minute grid, the month calendar with counts per day; a
 * specialist sees their own agenda, a coordinator picks specialists of their team, admins anyone's; the receptionist
 * the stand visits booked at their stand. On phones the day is a list.
 */
export function SchedulePage({
  session,
  search,
  onSearch,
}: {
  session: Session;
  search: ScheduleSearch;
  onSearch: (patch: Partial<ScheduleSearch>) => void;
}) {
  const wide = useMedia(SM_UP);
  useAgendaLive();
  const today = spDay(Date.now());
  const view: ScheduleView = search.view ?? "week";
  const day = search.day ?? today;
  const canWrite = canWriteSchedules(session.roles) && !session.user.read_only;
  const specialists = useQuery(scheduleSpecialistsQuery());
  const scope = specialists.data?.scope;
  const pickable = scope === "team" || scope === "all";
  const [formTarget, setFormTarget] = useState<ScheduleFormTarget | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  const days = view === "day" || !wide ? [day] : weekOf(day);
  const grid = monthGrid(day);
  const windowQuery = useQuery({
    ...scheduleCalendarQuery({
      ...(view === "month" ? dayRange(day, day) : dayRange(days[0] as string, days[days.length - 1] as string)),
      specialist_ids: search.specialists,
      limit: 1000,
    }),
    enabled: view !== "month",
  });
  const countQuery = useQuery({
    ...scheduleCountQuery({ starts_date: grid.first, ends_date: grid.last, specialist_ids: search.specialists }),
    enabled: view === "month",
  });

  const step = view === "month" ? 0 : view === "week" && wide ? 7 : 1;
  const move = (dir: -1 | 1) => {
    if (view === "month") {
      const [y, m] = day.split("-").map(Number) as [number, number];
      const next = new Date(Date.UTC(y, m - 1 + dir, 1)).toISOString().slice(0, 10);
      onSearch({ day: next });
    } else onSearch({ day: addDays(day, dir * step) });
  };
  const rawTitle =
    view === "month"
      ? formatMonthTitle(day)
      : days.length === 1
        ? formatDayTitle(day)
        : `${formatDayShort(days[0] as string)} a ${formatDayShort(days[6] as string)} · ${formatMonthTitle(day)}`;
  // Only the first letter: CSS capitalize would also raise "a" and "de".
  const title = rawTitle.charAt(0).toUpperCase() + rawTitle.slice(1);
  const showSpecialist = pickable && (search.specialists?.split(",").length ?? 2) !== 1;
  const openNew = (d?: string, time?: string) => {
    const chosen = search.specialists?.split(",");
    setFormTarget({ mode: "create", day: d ?? day, time, specialistId: chosen?.length === 1 ? chosen[0] : undefined });
  };
  const slotPick = canWrite
    ? (d: string, time: string) => {
        // Only the future: a past half hour opens nothing (booking the past is for recording, from the form).
        const at = new Date(`${d}T${time}:00-03:00`).getTime();
        if (at + SLOT_MS > Date.now()) openNew(d, time);
      }
    : undefined;
  const schedules = windowQuery.data?.cells ?? [];

  return (
    <>
      <PageHeader
        title="Agenda"
        description={
          scope === "reception"
            ? "Visitas agendadas no seu plantão."
            : "Visitas, ligações e compromissos com os clientes, em horários de 30 minutos."
        }
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => openNew()}>
              Novo agendamento
            </Button>
          ) : undefined
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="wrap">
              <ActionIcon variant="default" size="lg" onClick={() => move(-1)} aria-label="Anterior">
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Button variant="default" onClick={() => onSearch({ day: undefined })}>
                Hoje
              </Button>
              <ActionIcon variant="default" size="lg" onClick={() => move(1)} aria-label="Próximo">
                <IconChevronRight size={18} />
              </ActionIcon>
              <Title order={2} size="h5" data-testid="schedule-title">
                {title}
              </Title>
            </Group>
            <SegmentedControl
              data={VIEW_OPTIONS}
              value={view}
              onChange={(v) => onSearch({ view: v === "week" ? undefined : (v as ScheduleView) })}
              aria-label="Visualização"
            />
          </Group>
          {pickable && (
            <MultiSelect
              mt="sm"
              label={scope === "team" ? "Especialistas da equipe" : "Especialistas"}
              placeholder={search.specialists ? undefined : "Todos"}
              data={(specialists.data?.payload ?? []).map((u) => ({
                value: u._id,
                label: u._id === session.user._id ? `${u.full_name} (você)` : u.full_name,
              }))}
              value={search.specialists?.split(",") ?? []}
              onChange={(ids) => onSearch({ specialists: ids.length ? ids.join(",") : undefined })}
              searchable
              clearable
              nothingFoundMessage="Nenhum especialista encontrado"
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Card>

        {!wide && view !== "month" && (
          <Group gap={4} wrap="nowrap" justify="space-between">
            {weekOf(day).map((d) => (
              <Button
                key={d}
                h={44}
                px={0}
                variant={d === day ? "filled" : "subtle"}
                onClick={() => onSearch({ day: d })}
                style={{ flex: 1, minWidth: 0 }}
                aria-label={formatDayTitle(d)}
              >
                {/* Weekday over the day number: seven fit in 390 px. */}
                <Stack gap={0} align="center">
                  <Text size="xs" inherit={false}>
                    {formatDayShort(d).split(".,")[0]}
                  </Text>
                  <Text size="sm" fw={700}>
                    {d.slice(8, 10)}
                  </Text>
                </Stack>
              </Button>
            ))}
          </Group>
        )}

        <Card withBorder radius="md" padding={wide ? "sm" : "xs"}>
          {view === "month" ? (
            countQuery.isPending ? (
              <LoadingState label="Carregando o mês..." />
            ) : countQuery.isError ? (
              <ErrorState error={countQuery.error} onRetry={() => void countQuery.refetch()} />
            ) : (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {countQuery.data.total === 0
                    ? "Nenhum agendamento neste período."
                    : `${countQuery.data.total} ${countQuery.data.total === 1 ? "agendamento" : "agendamentos"} no período. Escolha um dia para ver os horários.`}
                </Text>
                <MonthView
                  day={day}
                  counts={new Map(countQuery.data.payload.map((c) => [c.date, c.count]))}
                  onDay={(d) => onSearch({ view: "day", day: d })}
                  onMonth={(d) => onSearch({ day: d })}
                />
              </Stack>
            )
          ) : windowQuery.isPending ? (
            <LoadingState label="Carregando a agenda..." />
          ) : windowQuery.isError ? (
            <ErrorState error={windowQuery.error} onRetry={() => void windowQuery.refetch()} />
          ) : wide ? (
            <Stack gap="xs">
              {schedules.length === 0 && (
                <Text size="sm" c="dimmed" data-testid="schedule-empty">
                  Nenhum agendamento neste período.{canWrite ? " Clique em um horário para agendar." : ""}
                </Text>
              )}
              <TimeGrid
                days={days}
                schedules={schedules}
                showSpecialist={showSpecialist}
                onPick={(cell) => setPicked(cell._id)}
                onSlot={slotPick}
              />
            </Stack>
          ) : (
            <DayList schedules={schedules} showSpecialist={showSpecialist} onPick={(cell) => setPicked(cell._id)} />
          )}
        </Card>
      </Stack>
      <ScheduleFormModal target={formTarget} selfId={session.user._id} onClose={() => setFormTarget(null)} />
      <ScheduleDetailModal
        scheduleId={picked}
        canWrite={canWrite}
        onClose={() => setPicked(null)}
        onEdit={(s) => {
          setPicked(null);
          setFormTarget({ mode: "edit", schedule: s });
        }}
      />
    </>
  );
}
