import { Button, Card, Grid, Group, Select, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FOLLOW_UP_LABELS, FOLLOW_UP_TYPES, type LeadStatus } from "@portal/contracts/lead-enums";
import { annotationBody, type LeadDto, STAGE_LOCKED_STATUSES } from "@portal/contracts/leads";
import { IconSend } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { FUNNEL_STAGE_OPTIONS } from "./lead-labels";
import { annotate } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";

const TYPE_OPTIONS = FOLLOW_UP_TYPES.map((t) => ({ value: t, label: FOLLOW_UP_LABELS[t] }));

interface Values {
  type: string;
  text: string;
  status_profile: string | null;
}

const toBody = (v: Values) => ({
  type: v.type,
  text: v.text,
  status_profile: optional(v.status_profile ?? ""),
});

/** A follow-up (note, call, visit, e-mail, WhatsApp), optionally moving the lead to another funnel stage. */
export function AnnotationComposer({ lead, canChangeStage }: { lead: LeadDto; canChangeStage: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { type: "NOTE", text: "", status_profile: null },
    validate: contractValidate(annotationBody, toBody),
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => annotate(lead._id, annotationBody.parse(toBody(values))),
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async (log) => {
      form.setValues({ type: form.values.type, text: "", status_profile: null });
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: leadsKeys.logs(lead._id) });
      if (log.status_profile) await queryClient.invalidateQueries({ queryKey: leadsKeys.detail(lead._id) });
      notifySuccess(
        `${FOLLOW_UP_LABELS[log.type as keyof typeof FOLLOW_UP_LABELS] ?? "Anotação"} registrada no histórico.`,
      );
    },
  });
  const stageAllowed = canChangeStage && !STAGE_LOCKED_STATUSES.includes(lead.status as LeadStatus);

  return (
    <Card withBorder radius="md" padding="md" bg="gray.0" component="section" aria-label="Nova anotação">
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: stageAllowed ? 4 : 6 }}>
              <Select
                label="Tipo de registro"
                data={TYPE_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("type")}
              />
            </Grid.Col>
            {stageAllowed && (
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Select
                  label="Mover para o estágio do funil"
                  placeholder="Manter o estágio atual"
                  data={FUNNEL_STAGE_OPTIONS}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("status_profile")}
                />
              </Grid.Col>
            )}
          </Grid>
          <Textarea
            label="Anotação"
            placeholder="O que aconteceu neste contato?"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            withAsterisk
            {...form.getInputProps("text")}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={mutation.isPending}>
              Registrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
