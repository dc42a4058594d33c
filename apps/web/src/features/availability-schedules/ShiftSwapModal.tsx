import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AvailabilityScheduleDto,
  formatDayMonth,
  formatMonth,
  SHIFT_LABELS,
  shiftHasStarted,
  WEEKDAY_SHORT_LABELS,
  weekdayOf,
} from "@portal/contracts/availability-schedules";
import { TIME_ZONE } from "@portal/contracts/dates";
import { canRequestSolicitation } from "@portal/contracts/policy";
import { type SolicitationCreateInput, solicitationCreateBody } from "@portal/contracts/solicitations";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useState } from "react";
import { contractValidate, serverFieldErrors } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { RequestMessageField } from "../solicitations/RequestMessageField";
import { withReasonText } from "../solicitations/reason-errors";
import { createSolicitation, solicitationsKeys } from "../solicitations/solicitations.queries";
import { scheduleMonthQuery, shiftHoursQuery } from "./availability-schedules.queries";
import { type SwapFormValues, toSwapBody, toSwapFieldErrors } from "./shift-swap-form";

const validateBody = contractValidate<SwapFormValues, typeof solicitationCreateBody>(
  solicitationCreateBody,
  toSwapBody,
);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Today in São Paulo, "YYYY-MM-DD": shifts before it are history, not offered. */
function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
}
const nextMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
};
/** "qui., 03/12 · Manhã" */
const slotLabel = (r: Pick<AvailabilityScheduleDto, "day" | "shift">) =>
  `${WEEKDAY_SHORT_LABELS[weekdayOf(r.day)]}, ${formatDayMonth(r.day)} · ${SHIFT_LABELS[r.shift]}`;
const byDayShift = (a: AvailabilityScheduleDto, b: AvailabilityScheduleDto) =>
  a.day.localeCompare(b.day) || "MTN".indexOf(a.shift) - "MTN".indexOf(b.shift);

/**
 * A SHIFT_SWAP request (decisions 054, 057): a booth specialist gives one of their shifts for a colleague's shift
 * at the same stand, with a reason. The shifts come from the schedule: the requester's own month, and the chosen
 * stand's month (a specialist reads the months of the stands they work at). Only shifts that have not started yet
 * (the API refuses the others, decision 066).
 */
export function ShiftSwapForm({
  session,
  month: initialMonth,
  enterpriseId,
  onCancel,
  onDone,
}: {
  session: Session;
  month: string;
  enterpriseId?: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = session.user._id;
  const from = today();
  const thisMonth = from.slice(0, 7);
  const months = [...new Set([initialMonth, thisMonth, nextMonth(thisMonth)])].filter((m) => m >= thisMonth).sort();
  const form = useForm<SwapFormValues>({
    initialValues: {
      month: months.includes(initialMonth) ? initialMonth : thisMonth,
      enterprise_id: enterpriseId ?? "",
      mine: "",
      other_specialist_id: "",
      theirs: "",
      message: "",
    },
    validate: (v) => withReasonText(toSwapFieldErrors(validateBody(v))),
  });
  const v = form.values;
  const hours = useQuery(shiftHoursQuery());
  // Ahead: from today on, and of today only the shifts that have not started (once the hours are known).
  const ahead = useCallback(
    (r: Pick<AvailabilityScheduleDto, "day" | "shift">) =>
      r.day >= from && !(hours.data && shiftHasStarted(r.day, r.shift, hours.data.shift_hours)),
    [from, hours.data],
  );
  const own = useQuery(scheduleMonthQuery({ month: v.month }));
  const mine = (own.data?.payload ?? []).filter(ahead);
  const stands = useMemo(() => {
    const out = new Map<string, string>();
    for (const r of own.data?.payload ?? []) out.set(r.enterprise_id, r.enterprise_name);
    return [...out.entries()].map(([value, label]) => ({ value, label }));
  }, [own.data]);
  // One stand: chosen for the user (and in the form's values, which the contract checks).
  const only = stands.length === 1 ? (stands[0]?.value ?? "") : "";
  useEffect(() => {
    if (only && !form.values.enterprise_id) form.setFieldValue("enterprise_id", only);
  }, [only, form.values.enterprise_id, form.setFieldValue]);
  const standId = v.enterprise_id || only;
  const stand = useQuery({ ...scheduleMonthQuery({ month: v.month, enterprise_id: standId }), enabled: !!standId });
  const colleagues = useMemo(() => {
    const out = new Map<string, string>();
    // Shifts are swapped between booth specialists: the receptionists on the same grid are no colleagues here.
    for (const r of stand.data?.payload ?? [])
      if (r.user_id !== me && ahead(r) && r.user_kind === "SPECIALIST") out.set(r.user_id, r.user_name);
    return [...out.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [stand.data, me, ahead]);
  const myShifts = mine
    .filter((r) => r.enterprise_id === standId)
    .sort(byDayShift)
    .map((r) => ({ value: `${r.day}|${r.shift}`, label: slotLabel(r) }));
  const theirShifts = (stand.data?.payload ?? [])
    .filter((r) => r.user_id === v.other_specialist_id && ahead(r))
    .sort(byDayShift)
    .map((r) => ({ value: `${r.day}|${r.shift}`, label: slotLabel(r) }));
  const save = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (values: SwapFormValues) => createSolicitation(toSwapBody(values) as SolicitationCreateInput),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: solicitationsKeys.all });
      notifySuccess(result.message);
      onDone();
      void navigate({ to: "/solicitations/$solicitationId", params: { solicitationId: result.solicitation._id } });
    },
    onError: (error) => {
      const errors = toSwapFieldErrors(serverFieldErrors(error));
      if (Object.keys(errors).length) form.setErrors({ ...form.errors, ...errors });
      notifyError(error);
    },
  });
  const reset = (fields: Partial<SwapFormValues>) => form.setValues({ ...form.values, ...fields });
  const noShifts = own.isSuccess && mine.length === 0;
  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      noValidate
      data-testid="shift-swap-form"
      onReset={onCancel}
    >
      <Stack gap="md">
        <Select
          label="Mês"
          data={months.map((m) => ({ value: m, label: capitalized(formatMonth(m)) }))}
          allowDeselect={false}
          value={v.month}
          onChange={(m) => m && reset({ month: m, mine: "", theirs: "", other_specialist_id: "" })}
        />
        {stands.length > 1 && (
          <Select
            label="Plantão"
            placeholder="Escolha o plantão"
            data={stands}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("enterprise_id")}
            value={standId || null}
            onChange={(id) => id && reset({ enterprise_id: id, mine: "", theirs: "", other_specialist_id: "" })}
          />
        )}
        {stands.length === 1 && (
          <Text size="sm">
            Plantão: <strong>{stands[0]?.label}</strong>
          </Text>
        )}
        <Select
          label="Seu plantão"
          description="O turno que você passa para o colega."
          placeholder={own.isPending ? "Carregando a sua escala..." : "Escolha o seu turno"}
          data={myShifts}
          withAsterisk
          data-testid="swap-mine"
          {...form.getInputProps("mine")}
          nothingFoundMessage="Você não tem turnos por vir neste plantão e mês: escolha outro mês."
          error={form.errors.mine ?? (noShifts ? "Você não tem turnos por vir neste mês." : undefined)}
        />
        <Select
          label="Colega"
          placeholder={standId ? "Escolha o especialista" : "Escolha antes o plantão"}
          data={colleagues}
          searchable
          nothingFoundMessage={
            standId
              ? "Nenhum colega tem turnos por vir neste plantão e mês: escolha outro mês."
              : "Escolha antes o plantão."
          }
          withAsterisk
          data-testid="swap-colleague"
          {...form.getInputProps("other_specialist_id")}
          onChange={(id) => reset({ other_specialist_id: id ?? "", theirs: "" })}
        />
        <Select
          label="Plantão do colega"
          description="O turno que você assume no lugar dele(a)."
          placeholder={v.other_specialist_id ? "Escolha o turno do colega" : "Escolha antes o colega"}
          data={theirShifts}
          withAsterisk
          nothingFoundMessage={
            v.other_specialist_id
              ? "Este colega não tem turnos por vir neste plantão e mês."
              : "Escolha antes o colega."
          }
          data-testid="swap-theirs"
          {...form.getInputProps("theirs")}
        />
        <RequestMessageField
          description="A coordenação verá esta mensagem e poderá responder."
          placeholder="Ex.: tenho consulta médica na manhã do dia 10."
          {...form.getInputProps("message")}
        />
        <Group justify="flex-end">
          <Button variant="default" type="reset" disabled={save.isPending}>
            Voltar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Pedir troca
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Pedir troca de plantão" on the booth specialist's schedule. */
export function ShiftSwapButton({
  session,
  month,
  enterpriseId,
}: {
  session: Session;
  month: string;
  enterpriseId?: string;
}) {
  const [open, setOpen] = useState(false);
  if (session.user.read_only || !canRequestSolicitation(session.roles, "SHIFT_SWAP")) return null;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconArrowsExchange size={16} />}
        onClick={() => setOpen(true)}
        data-testid="shift-swap-open"
      >
        Pedir troca de plantão
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Pedir troca de plantão" size="md">
        {open && (
          <ShiftSwapForm
            session={session}
            month={month}
            enterpriseId={enterpriseId}
            onCancel={() => setOpen(false)}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}
