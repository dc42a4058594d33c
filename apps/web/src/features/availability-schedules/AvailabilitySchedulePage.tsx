import { ActionIcon, Alert, Badge, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import {
  addDays,
  canEditSchedules,
  daysOfMonth,
  formatDayMonth,
  formatMonth,
  formatShiftWindow,
  SHIFT_LABELS,
  SHIFTS,
  weekdayOf,
} from "@portal/contracts/availability-schedules";
import { canManageSettings } from "@portal/contracts/policy";
import {
  IconCalendarOff,
  IconChevronLeft,
  IconChevronRight,
  IconClock,
  IconCopy,
  IconDownload,
  IconEraser,
  IconLock,
  IconUpload,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { saveBlob } from "../../lib/api-client";
import { notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { SM_UP, useMedia } from "../../lib/use-media";
import {
  clearMonth,
  copyWeek,
  exportMonth,
  saveCells,
  scheduleKeys,
  scheduleMonthQuery,
  scheduleSpecialistsQuery,
  scheduleStandsQuery,
  shiftHoursQuery,
} from "./availability-schedules.queries";
import { type CellChange, cellKey, type GridPerson, ScheduleDayList, ScheduleGrid } from "./ScheduleGrid";
import { ImportScheduleModal, ShiftHoursModal } from "./ScheduleModals";
import { ShiftSwapButton } from "./ShiftSwapModal";
import { useScheduleLive } from "./useScheduleLive";

const TITLE = "Escala de disponibilidade";
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The month as "YYYY-MM" shifted by n months. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * /availability-schedule (decision 052). Coordinators and admins edit a stand's month (click,
 * drag, copy a week, clear, import/export XLSX); a booth specialist sees their own month and their stand's.
 */
export function AvailabilitySchedulePage({
  session,
  month,
  enterpriseId,
  onSearch,
}: {
  session: Session;
  month: string;
  enterpriseId: string | undefined;
  onSearch: (next: { month?: string; enterprise?: string }) => void;
}) {
  const editor = canEditSchedules(session.roles);
  useScheduleLive();
  const monthNav = (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label="Mês anterior"
        onClick={() => onSearch({ month: shiftMonth(month, -1) })}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={150} ta="center" data-testid="schedule-month">
        {capitalized(formatMonth(month))}
      </Text>
      <ActionIcon variant="default" aria-label="Próximo mês" onClick={() => onSearch({ month: shiftMonth(month, 1) })}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
  return editor ? (
    <EditorSchedule
      session={session}
      month={month}
      enterpriseId={enterpriseId}
      onSearch={onSearch}
      monthNav={monthNav}
    />
  ) : (
    <SpecialistSchedule
      session={session}
      month={month}
      enterpriseId={enterpriseId}
      onSearch={onSearch}
      monthNav={monthNav}
    />
  );
}

interface ViewProps {
  session: Session;
  month: string;
  enterpriseId: string | undefined;
  onSearch: (next: { month?: string; enterprise?: string }) => void;
  monthNav: React.ReactNode;
}

function ShiftLegend() {
  const hours = useQuery(shiftHoursQuery());
  if (!hours.data) return null;
  return (
    <Group gap="xs" data-testid="shift-legend">
      {SHIFTS.map((s) => (
        <Badge key={s} variant="light" color="teal" radius="sm" tt="none">
          {s} = {SHIFT_LABELS[s]} {formatShiftWindow(hours.data.shift_hours[s])}
        </Badge>
      ))}
    </Group>
  );
}

function EditorSchedule({ session, month, enterpriseId, onSearch, monthNav }: ViewProps) {
  const queryClient = useQueryClient();
  const wide = useMedia(SM_UP);
  const stands = useQuery(scheduleStandsQuery());
  const active = stands.data?.payload ?? [];
  // The first stand the caller writes, else the first one (read-only).
  const selected = enterpriseId ?? (active.find((s) => s.editable) ?? active[0])?.enterprise_id ?? null;
  const stand = active.find((s) => s.enterprise_id === selected);
  const standName = stand?.name ?? "";
  const readOnly = session.user.read_only || !stand?.editable;
  const specialists = useQuery(scheduleSpecialistsQuery());
  const rows = useQuery({ ...scheduleMonthQuery({ month, enterprise_id: selected ?? "" }), enabled: !!selected });
  const [person, setPerson] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [importing, setImporting] = useState(false);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const days = daysOfMonth(month);
  const saved = useMemo(
    () => new Set((rows.data?.payload ?? []).map((r) => cellKey(r.user_id, r.day, r.shift))),
    [rows.data],
  );
  const people: GridPerson[] = useMemo(() => {
    const out = new Map<string, GridPerson>();
    for (const s of specialists.data?.payload ?? []) out.set(s._id, { id: s._id, name: s.full_name, kind: s.kind });
    for (const r of rows.data?.payload ?? [])
      if (!out.has(r.user_id)) out.set(r.user_id, { id: r.user_id, name: r.user_name, kind: r.user_kind });
    return [...out.values()];
  }, [specialists.data, rows.data]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.months() }, { cancelRefetch: false });

  const save = useMutation({
    mutationFn: (changes: CellChange[]) => saveCells({ enterprise_id: selected as string, changes }),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: refresh,
  });
  // While a write and its refetch run, the grid shows the cells as they will be (the write's own variables).
  const cells = useMemo(() => {
    if (!save.isPending || !save.variables) return saved;
    const next = new Set(saved);
    for (const c of save.variables) {
      const key = cellKey(c.user_id, c.day, c.shift);
      if (c.scheduled) next.add(key);
      else next.delete(key);
    }
    return next;
  }, [saved, save.isPending, save.variables]);
  const copy = useMutation({
    mutationFn: (from: string) => copyWeek({ enterprise_id: selected as string, from, to: addDays(from, 7) }),
    onSuccess: (res) => {
      notifySuccess(res.message);
      setCopyFrom(null);
    },
    onSettled: refresh,
  });
  const clear = useMutation({
    mutationFn: () => clearMonth({ enterprise_id: selected as string, month }),
    onSuccess: (res) => {
      notifySuccess(res.message);
      setConfirmClear(false);
    },
    onSettled: refresh,
  });
  const download = useMutation({
    mutationFn: () => exportMonth(selected as string, month),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? `escala-${month}.xlsx`),
  });
  const mondays = days.filter((d) => weekdayOf(d) === 1);

  const header = (
    <PageHeader
      title={TITLE}
      description="Quem está em cada plantão, por dia e turno. Clique para marcar; arraste para preencher vários."
      actions={
        <Group gap="sm">
          {active.length > 0 && (
            <Select
              aria-label="Plantão"
              data={active.map((s) => ({
                value: s.enterprise_id,
                label: s.editable ? s.name : `${s.name} (só leitura)`,
              }))}
              value={selected}
              onChange={(v) => v && onSearch({ enterprise: v })}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Nenhum plantão encontrado"
              w={280}
              data-testid="schedule-stand-picker"
            />
          )}
          {monthNav}
        </Group>
      }
    />
  );
  if (stands.isPending || specialists.isPending)
    return (
      <>
        {header}
        <LoadingState label="Carregando a escala..." />
      </>
    );
  const failed = stands.error ?? specialists.error;
  if (failed)
    return (
      <>
        {header}
        <ErrorState error={failed} onRetry={() => void Promise.all([stands.refetch(), specialists.refetch()])} />
      </>
    );
  if (!selected)
    return (
      <>
        {header}
        <Card withBorder radius="md">
          <EmptyResult
            icon={<IconCalendarOff size={28} />}
            title="Nenhum empreendimento com plantão"
            description="Ative o plantão de um empreendimento para montar a escala."
          />
        </Card>
      </>
    );
  return (
    <>
      {header}
      <Stack gap="md">
        {!session.user.read_only && stand && !stand.editable && (
          <Alert variant="light" color="gray" icon={<IconLock size={18} />} data-testid="schedule-read-only">
            Somente leitura: este plantão não é atendido por um time de vendas seu. A administração ou o coordenador do
            time alteram a escala.
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <ShiftLegend />
          {!readOnly && (
            <Group gap="xs">
              <Select
                aria-label="Copiar a semana"
                placeholder="Copiar semana..."
                leftSection={<IconCopy size={16} />}
                data={mondays.map((d) => ({
                  value: d,
                  label: `Semana de ${formatDayMonth(d)} → ${formatDayMonth(addDays(d, 7))}`,
                }))}
                value={copyFrom}
                onChange={(v) => v && setCopyFrom(v)}
                w={230}
                data-testid="copy-week-picker"
              />
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate()}
              >
                Exportar
              </Button>
              <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
                Importar
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconEraser size={16} />}
                onClick={() => setConfirmClear(true)}
              >
                Limpar mês
              </Button>
              {canManageSettings(session.roles) && (
                <Button variant="subtle" leftSection={<IconClock size={16} />} onClick={() => setHoursOpen(true)}>
                  Horários
                </Button>
              )}
            </Group>
          )}
        </Group>
        {rows.isPending ? (
          <LoadingState label="Carregando a escala..." />
        ) : rows.isError ? (
          <ErrorState error={rows.error} onRetry={() => void rows.refetch()} />
        ) : people.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyResult
              icon={<IconCalendarOff size={28} />}
              title="Ninguém para escalar"
              description="Cadastre especialistas de plantão ou recepcionistas para montar a escala."
            />
          </Card>
        ) : wide ? (
          <ScheduleGrid
            days={days}
            people={people}
            cells={cells}
            editable={!readOnly}
            onChange={(c) => save.mutate(c)}
          />
        ) : (
          <ScheduleDayList
            days={days}
            people={people}
            cells={cells}
            editable={!readOnly}
            onChange={(c) => save.mutate(c)}
            personId={person}
            onPerson={setPerson}
          />
        )}
        {save.isPending && (
          <Text size="sm" c="dimmed" role="status">
            Salvando a escala...
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={copyFrom !== null}
        onClose={() => setCopyFrom(null)}
        title="Copiar semana"
        confirmLabel="Copiar"
        loading={copy.isPending}
        onConfirm={() => copyFrom && copy.mutate(copyFrom)}
      >
        {copyFrom &&
          `A escala de ${formatDayMonth(copyFrom)} a ${formatDayMonth(addDays(copyFrom, 6))} substituirá a de ${formatDayMonth(addDays(copyFrom, 7))} a ${formatDayMonth(addDays(copyFrom, 13))} no plantão ${standName}.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Limpar a escala do mês"
        confirmLabel="Limpar"
        danger
        loading={clear.isPending}
        onConfirm={() => clear.mutate()}
      >
        {`Todos os turnos de ${formatMonth(month)} no plantão ${standName} serão removidos.`}
      </ConfirmDialog>
      <ImportScheduleModal
        opened={importing}
        onClose={() => setImporting(false)}
        enterpriseId={selected}
        standName={standName}
        month={month}
        onImported={refresh}
      />
      {canManageSettings(session.roles) && <ShiftHoursModal opened={hoursOpen} onClose={() => setHoursOpen(false)} />}
    </>
  );
}

function SpecialistSchedule({ session, month, enterpriseId, onSearch, monthNav }: ViewProps) {
  const wide = useMedia(SM_UP);
  const [person, setPerson] = useState<string | null>(null);
  const own = useQuery(scheduleMonthQuery({ month }));
  const myStands = useMemo(() => {
    const out = new Map<string, string>();
    for (const r of own.data?.payload ?? []) out.set(r.enterprise_id, r.enterprise_name);
    return [...out.entries()].map(([value, label]) => ({ value, label }));
  }, [own.data]);
  const selected = enterpriseId && myStands.some((s) => s.value === enterpriseId) ? enterpriseId : myStands[0]?.value;
  const stand = useQuery({ ...scheduleMonthQuery({ month, enterprise_id: selected ?? "" }), enabled: !!selected });
  const days = daysOfMonth(month);
  const mine = own.data?.payload ?? [];
  const standCells = useMemo(
    () => new Set((stand.data?.payload ?? []).map((r) => cellKey(r.user_id, r.day, r.shift))),
    [stand.data],
  );
  const standPeople = useMemo(() => {
    const out = new Map<string, GridPerson>();
    out.set(session.user._id, { id: session.user._id, name: session.user.full_name, kind: "SPECIALIST" });
    for (const r of stand.data?.payload ?? [])
      if (!out.has(r.user_id)) out.set(r.user_id, { id: r.user_id, name: r.user_name, kind: r.user_kind });
    return [...out.values()];
  }, [stand.data, session.user]);

  return (
    <>
      <PageHeader title={TITLE} description="Seus turnos no mês e a escala dos seus plantões." actions={monthNav} />
      <Stack gap="md">
        <ShiftLegend />
        <Card withBorder radius="md" data-testid="my-schedule">
          <Group justify="space-between" mb="xs" gap="xs">
            <Text fw={600}>Minha escala</Text>
            {mine.length > 0 && <ShiftSwapButton session={session} month={month} enterpriseId={selected} />}
          </Group>
          {own.isPending ? (
            <LoadingState label="Carregando a sua escala..." />
          ) : own.isError ? (
            <ErrorState error={own.error} onRetry={() => void own.refetch()} />
          ) : mine.length === 0 ? (
            <EmptyResult
              icon={<IconCalendarOff size={28} />}
              title="Nenhum turno neste mês"
              description="Quando a coordenação montar a escala, seus turnos aparecem aqui."
            />
          ) : (
            <Stack gap={4}>
              {days
                .filter((d) => mine.some((r) => r.day === d))
                .map((d) => (
                  <Group key={d} gap="xs" data-testid="my-schedule-day">
                    <Text size="sm" fw={500} w={80}>
                      {formatDayMonth(d)}
                    </Text>
                    {mine
                      .filter((r) => r.day === d)
                      .map((r) => (
                        <Badge key={r._id} variant="light" color="teal" radius="sm" tt="none">
                          {SHIFT_LABELS[r.shift]} · {r.enterprise_name}
                        </Badge>
                      ))}
                  </Group>
                ))}
            </Stack>
          )}
        </Card>
        {selected && (
          <Card withBorder radius="md" data-testid="stand-schedule">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>Escala do plantão</Text>
              {myStands.length > 1 && (
                <Select
                  aria-label="Plantão"
                  data={myStands}
                  value={selected}
                  onChange={(v) => v && onSearch({ enterprise: v })}
                  allowDeselect={false}
                  w={240}
                />
              )}
              {myStands.length === 1 && <Text c="dimmed">{myStands[0]?.label}</Text>}
            </Group>
            {stand.isPending ? (
              <LoadingState label="Carregando a escala do plantão..." />
            ) : stand.isError ? (
              <ErrorState error={stand.error} onRetry={() => void stand.refetch()} />
            ) : wide ? (
              <ScheduleGrid days={days} people={standPeople} cells={standCells} editable={false} onChange={() => {}} />
            ) : (
              <ScheduleDayList
                days={days}
                people={standPeople}
                cells={standCells}
                editable={false}
                onChange={() => {}}
                personId={person}
                onPerson={setPerson}
              />
            )}
          </Card>
        )}
      </Stack>
    </>
  );
}
