import { ActionIcon, Card, Grid, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { step5Body } from "@portal/contracts/enterprise-steps";
import { MEDIA_TYPE_LABELS, MEDIA_TYPES } from "@portal/contracts/inventory-enums";
import { IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { EnterpriseFilesTab } from "./EnterpriseFilesTab";
import { EnterprisePlansSection } from "./EnterprisePlansSection";
import { StepActions } from "./StepActions";
import { WizardListHeader } from "./WizardListHeader";
import { type StepData, saveStep } from "./wizard.queries";

interface Values {
  medias: { type: string; title: string; url: string }[];
}
const toBody = (v: Values) => ({
  medias: v.medias.map((m) => ({ type: m.type, title: m.title.trim() || null, url: m.url.trim() })),
});

/** Step 5: medias by link (video, map, tour 360°...), and the enterprise's files and plans (saved as they are sent). */
export function Step5Form({
  enterpriseId,
  roles,
  data,
  onSaved,
  onBack,
}: {
  enterpriseId: string;
  roles: readonly string[];
  data: StepData<5>;
  onSaved: () => void;
  onBack: () => void;
}) {
  const form = useForm<Values>({
    initialValues: { medias: data.medias.map((m) => ({ type: m.type, title: m.title ?? "", url: m.url ?? "" })) },
    validate: contractValidate(step5Body, toBody),
  });
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: Values) => saveStep(enterpriseId, 5, toBody(v)),
    onSuccess: () => {
      notifySuccess("Mídias salvas.");
      onSaved();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error, "Não foi possível salvar as mídias");
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <WizardListHeader
            title="Mídias"
            addLabel="Adicionar mídia"
            onAdd={() => form.insertListItem("medias", { type: "VIDEO", title: "", url: "" })}
          />
          {form.values.medias.length === 0 && (
            <Text size="sm" c="dimmed">
              Nenhuma mídia.
            </Text>
          )}
          {form.values.medias.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: edited in place.
            <Grid key={i} gap="xs" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Select
                  label="Tipo"
                  allowDeselect={false}
                  data={MEDIA_TYPES.map((t) => ({ value: t, label: MEDIA_TYPE_LABELS[t] }))}
                  {...form.getInputProps(`medias.${i}.type`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <TextInput label="Título" maxLength={120} {...form.getInputProps(`medias.${i}.title`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 10, sm: 5 }}>
                <TextInput label="Endereço (https://...)" withAsterisk {...form.getInputProps(`medias.${i}.url`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remover mídia"
                  onClick={() => form.removeListItem("medias", i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          ))}
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Arquivos
          </Title>
          {/* The detail page's files section: each upload or deletion is its own call, not part of the step. */}
          <EnterpriseFilesTab enterpriseId={enterpriseId} roles={roles} />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            Plantas
          </Title>
          {/* Saved on their own (each upload, edit or deletion is one call), not with the step's medias. */}
          <EnterprisePlansSection enterpriseId={enterpriseId} roles={roles} />
        </Card>
        <StepActions saving={mutation.isPending} onBack={onBack} />
      </Stack>
    </form>
  );
}
