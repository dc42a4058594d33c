import {
  Button,
  Divider,
  Grid,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications as toasts } from "@mantine/notifications";
import { type ServiceReportInput, type StandVisitDto, serviceReportBody } from "@portal/contracts/stand";
import { SERVICE_REPORT_FIELD_LABELS as L, type ServiceReportField } from "@portal/contracts/stand-labels";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { SM_UP, useMedia } from "../../lib/use-media";
import { leadsKeys } from "../leads/leads.queries";
import {
  BEDROOM_SELECT_OPTIONS,
  CHILDREN_SELECT_OPTIONS,
  initialReport,
  REPORT_INTEREST_OPTIONS,
  type ServiceReportValues,
  toReportBody,
  YES_NO_OPTIONS,
} from "./service-report-form";
import { finishStandVisit, refreshMyStand } from "./stand.queries";
import { MARKETING_ORIGIN_OPTIONS, VISIT_PURPOSE_OPTIONS } from "./visitor-form";

const validate = contractValidate(serviceReportBody, toReportBody);

/**
 * Ending the attendance of a visit requires the service report (FAC, spec 3 fields): the form is the contract's
 * serviceReportBody, the required answers first. Full screen on phones, where specialists fill it.
 */
export function ServiceReportModal({ visit, onClose }: { visit: StandVisitDto | null; onClose: () => void }) {
  const wide = useMedia(SM_UP);
  // On phones the form fills the screen and toasts sit at the bottom, over its buttons: the ones on screen (the
  // attendance just started) go away when the report opens.
  useEffect(() => {
    if (visit && !wide) toasts.clean();
  }, [visit, wide]);
  return (
    <Modal
      opened={visit !== null}
      onClose={onClose}
      title="Ficha de atendimento"
      size="xl"
      fullScreen={!wide}
      closeOnClickOutside={false}
    >
      {visit && <ServiceReportForm key={visit._id} visit={visit} onDone={onClose} />}
    </Modal>
  );
}

function ServiceReportForm({ visit, onDone }: { visit: StandVisitDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ServiceReportValues>({ initialValues: initialReport(visit), validate });
  const mutation = useMutation({
    mutationFn: (body: ServiceReportInput) => finishStandVisit(visit._id, body),
    meta: { inlineError: true },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshMyStand(queryClient, visit.enterprise._id);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all }, { cancelRefetch: false });
      onDone();
    },
  });
  const select = (name: keyof ServiceReportValues, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder="Escolha uma opção"
      data={data}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(name)}
    />
  );
  const yesNo = (name: "know_company" | "own_property") => (
    <Radio.Group label={L[name]} withAsterisk {...form.getInputProps(name)}>
      <Group gap="lg" mt={6}>
        {YES_NO_OPTIONS.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
  const text = (name: keyof ServiceReportValues, maxLength: number) => (
    <TextInput label={L[name as ServiceReportField]} maxLength={maxLength} {...form.getInputProps(name)} />
  );
  const long = (name: keyof ServiceReportValues) => (
    <Textarea
      label={L[name as ServiceReportField]}
      autosize
      minRows={2}
      maxLength={1000}
      {...form.getInputProps(name)}
    />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(serviceReportBody.parse(toReportBody(v))))}>
      <Stack gap="md">
        <Text size="sm">
          Visitante: <strong>{visit.visitor.full_name}</strong> · Plantão {visit.enterprise.name}
        </Text>
        <Title order={3} size="h5">
          Classificação
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {select("interest_level", L.interest_level, REPORT_INTEREST_OPTIONS)}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {select("purpose_enterprise", L.purpose_enterprise, VISIT_PURPOSE_OPTIONS)}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {select("how_many_bedroom", L.how_many_bedroom, BEDROOM_SELECT_OPTIONS)}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {select("quantity_children", L.quantity_children, CHILDREN_SELECT_OPTIONS)}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{select("how_know", L.how_know, MARKETING_ORIGIN_OPTIONS)}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>{yesNo("know_company")}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>{yesNo("own_property")}</Grid.Col>
        </Grid>
        <Divider />
        <Title order={3} size="h5">
          Perfil do cliente
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput label={L.age} min={16} max={120} allowDecimal={false} {...form.getInputProps("age")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={L.quantity_pets}
              min={0}
              max={50}
              allowDecimal={false}
              {...form.getInputProps("quantity_pets")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text("childrens_age", 120)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text("which_neighborhood", 120)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text("city_of_interest", 120)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text("size_want", 60)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text("booked_unit", 60)}</Grid.Col>
          <Grid.Col span={12}>{text("real_estate", 120)}</Grid.Col>
        </Grid>
        <Divider />
        <Title order={3} size="h5">
          Impressões da visita
        </Title>
        {long("what_did_like")}
        {long("what_didnot_like")}
        {long("why_cant_buy")}
        {long("service_feedback")}
        <Textarea
          label={L.observations}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("observations")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Voltar
          </Button>
          <Button type="submit" size="md" loading={mutation.isPending}>
            Finalizar atendimento
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
