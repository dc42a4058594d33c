import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { allowedSlotTimes } from "@portal/contracts/schedule-hours";
import {
  SCHEDULE_DURATIONS,
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_TYPES,
  type ScheduleDto,
  type ScheduleType,
  scheduleCreateBody,
  scheduleUpdateBody,
} from "@portal/contracts/schedules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { DateField } from "../../components/DateField";
import { UserPicker } from "../../components/UserPicker";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { enterprisesQuery } from "../leads/lookups.queries";
import { LeadPicker } from "../proposals/LeadPicker";
import { spDay, spInstant, spMinutes } from "./schedule-dates";
import {
  createSchedule,
  refreshSchedules,
  scheduleSpecialistsQuery,
  scheduleStandHoursQuery,
  updateSchedule,
} from "./schedules.queries";

export interface ScheduleFormValues {
  lead_id: string | undefined;
  specialist_id: string | null;
  type: ScheduleType;
  day: string;
  time: string | null;
  duration: string;
  enterprise_id: string | null;
  notes: string;
}

/** What the modal opens with: a new appointment (optionally for a lead, a day, a time) or one to edit/move. */
export type ScheduleFormTarget =
  | {
      mode: "create";
      leadId?: string;
      leadName?: string;
      enterpriseId?: string | null;
      day?: string;
      time?: string;
      specialistId?: string;
    }
  | { mode: "edit"; schedule: ScheduleDto };

const durationLabel = (m: number) =>
  m < 60 ? `${m} min` : m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
const DURATION_OPTIONS = SCHEDULE_DURATIONS.map((m) => ({ value: String(m), label: durationLabel(m) }));
const TYPE_OPTIONS = SCHEDULE_TYPES.map((t) => ({ value: t, label: SCHEDULE_TYPE_LABELS[t] }));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function initialValues(target: ScheduleFormTarget, selfId: string): ScheduleFormValues {
  if (target.mode === "edit") {
    const s = target.schedule;
    return {
      lead_id: s.lead_id,
      specialist_id: s.specialist_id,
      type: s.type,
      day: spDay(s.starts_at),
      time: hhmm(spMinutes(s.starts_at)),
      duration: String(s.duration_minutes),
      enterprise_id: s.enterprise_id,
      notes: s.notes ?? "",
    };
  }
  return {
    lead_id: target.leadId,
    specialist_id: target.specialistId ?? selfId,
    type: "CALL",
    day: target.day ?? spDay(Date.now()),
    time: target.time ?? null,
    duration: "30",
    enterprise_id: target.enterpriseId ?? null,
    notes: "",
  };
}

function toBody(v: ScheduleFormValues) {
  return {
    lead_id: v.lead_id,
    specialist_id: v.specialist_id ?? undefined,
    type: v.type,
    starts_at: v.day && v.time ? spInstant(v.day, v.time).toISOString() : undefined,
    duration_minutes: Number(v.duration),
    enterprise_id: v.enterprise_id,
    notes: v.notes.trim() ? v.notes : null,
  };
}
const toUpdateBody = (v: ScheduleFormValues) => {
  const { lead_id: _lead, ...rest } = toBody(v);
  return rest;
};

/**
 * The half hours the API accepts for this day (decision 066): none before the current half hour, and for a stand
 * visit only those that fit the stand's opening hours. Editing keeps the appointment's own start on its day (the
 * API accepts an unchanged start, even one under way).
 */
function useSlotOptions(
  target: ScheduleFormTarget,
  v: Pick<ScheduleFormValues, "day" | "duration">,
  standHours: { weekday: number; opens_at: string; closes_at: string }[] | undefined,
): string[] {
  const ownStart =
    target.mode === "edit" && spDay(target.schedule.starts_at) === v.day
      ? hhmm(spMinutes(target.schedule.starts_at))
      : null;
  return useMemo(() => {
    const times = v.day
      ? allowedSlotTimes({ day: v.day, durationMinutes: Number(v.duration), ...(standHours ? { standHours } : {}) })
      : [];
    if (ownStart && !times.includes(ownStart)) return [ownStart, ...times];
    return times;
  }, [v.day, v.duration, standHours, ownStart]);
}

/** Why the time picker has nothing to offer (a past day, or a day the stand is closed). */
function noTimesReason(count: number, standVisit: boolean): string | undefined {
  if (count > 0) return undefined;
  return standVisit
    ? "Nenhum horário livre neste dia: o plantão está fechado ou o horário de funcionamento já passou."
    : "Nenhum horário neste dia: escolha hoje ou uma data futura.";
}

/** Book or move an appointment: lead, specialist (team or everyone's agenda), type, day, half hour, duration. */
export function ScheduleFormModal({
  target,
  selfId,
  onClose,
  onSaved,
}: {
  target: ScheduleFormTarget | null;
  selfId: string;
  onClose: () => void;
  onSaved?: (schedule: ScheduleDto) => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === "edit" ? "Editar agendamento" : "Novo agendamento"}
      centered
      size="lg"
    >
      {target && <ScheduleForm target={target} selfId={selfId} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ScheduleForm({
  target,
  selfId,
  onClose,
  onSaved,
}: {
  target: ScheduleFormTarget;
  selfId: string;
  onClose: () => void;
  onSaved?: (schedule: ScheduleDto) => void;
}) {
  const queryClient = useQueryClient();
  const editing = target.mode === "edit";
  const form = useForm<ScheduleFormValues>({
    initialValues: initialValues(target, selfId),
    validate: editing
      ? contractValidate(scheduleUpdateBody, toUpdateBody)
      : contractValidate(scheduleCreateBody, toBody),
  });
  const specialists = useQuery(scheduleSpecialistsQuery());
  const enterprises = useQuery({ ...enterprisesQuery(), enabled: form.values.type === "STAND_VISIT" });
  const standVisit = form.values.type === "STAND_VISIT";
  const standHours = useQuery({
    ...scheduleStandHoursQuery(form.values.enterprise_id ?? ""),
    enabled: standVisit && !!form.values.enterprise_id,
  });
  const timeOptions = useSlotOptions(target, form.values, standVisit ? standHours.data?.opening_hours : undefined);
  const { setFieldValue } = form;
  const chosenTime = form.values.time;
  // A time the new day, duration, type or stand no longer allows is cleared, not sent to a certain 400.
  useEffect(() => {
    if (chosenTime && !timeOptions.includes(chosenTime)) setFieldValue("time", null);
  }, [chosenTime, timeOptions, setFieldValue]);
  const mutation = useMutation({
    mutationFn: (v: ScheduleFormValues) =>
      target.mode === "edit"
        ? updateSchedule(target.schedule._id, scheduleUpdateBody.parse(toUpdateBody(v)))
        : createSchedule(scheduleCreateBody.parse(toBody(v))),
    meta: { inlineError: true },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshSchedules(queryClient, result.schedule.lead_id);
      onSaved?.(result.schedule);
      onClose();
    },
  });
  const specialistOptions = (specialists.data?.payload ?? []).map((u) => ({
    value: u._id,
    label: u._id === selfId ? `${u.full_name} (você)` : u.full_name,
  }));
  const fixedLead = target.mode === "edit" || (target.mode === "create" && target.leadId);
  const leadName = target.mode === "edit" ? target.schedule.lead.full_name : target.leadName;

  return (
    <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
      <Stack gap="md">
        {fixedLead ? (
          <Text size="sm">
            Cliente: <strong>{leadName}</strong>
          </Text>
        ) : (
          <LeadPicker
            leadId={form.values.lead_id}
            onPick={(id) => form.setFieldValue("lead_id", id)}
            error={form.errors.lead_id as string | undefined}
          />
        )}
        {specialistOptions.length > 1 && (
          <UserPicker
            label="Especialista"
            data={specialistOptions}
            withAsterisk
            nothingFoundMessage="Nenhum especialista encontrado"
            {...form.getInputProps("specialist_id")}
          />
        )}
        <Select
          label="Tipo"
          data={TYPE_OPTIONS}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("type")}
        />
        {form.values.type === "STAND_VISIT" && (
          <Select
            label="Empreendimento (plantão)"
            description="A recepção do plantão vê a visita no dia."
            data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: e.name }))}
            searchable
            withAsterisk
            placeholder={enterprises.isPending ? "Carregando..." : "Escolha o empreendimento"}
            nothingFoundMessage="Nenhum empreendimento encontrado"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("enterprise_id")}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DateField
            label="Dia"
            withAsterisk
            minDate={spDay(Date.now())}
            value={form.values.day}
            onChange={(d) => form.setFieldValue("day", d)}
          />
          <Select
            label="Horário"
            data={timeOptions}
            searchable
            withAsterisk
            placeholder={timeOptions.length ? "hh:mm" : "Nenhum horário"}
            description={noTimesReason(timeOptions.length, standVisit)}
            nothingFoundMessage={timeOptions.length ? "Use horários cheios ou meia hora" : noTimesReason(0, standVisit)}
            comboboxProps={{ withinPortal: true }}
            value={form.values.time}
            onChange={(t) => form.setFieldValue("time", t)}
            error={form.errors.starts_at ?? form.errors.time}
          />
          <Select
            label="Duração"
            data={DURATION_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            value={form.values.duration}
            onChange={(d) => form.setFieldValue("duration", d ?? "30")}
            error={form.errors.duration_minutes}
          />
        </SimpleGrid>
        <Textarea label="Observações" autosize minRows={2} maxLength={2000} {...form.getInputProps("notes")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {editing ? "Salvar" : "Agendar"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
