import {
  Button,
  Card,
  Checkbox,
  Collapse,
  Grid,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { SEARCH_DEBOUNCE_MS } from "@portal/contracts/common";
import { CRECI_FORMAT_HINT } from "@portal/contracts/partner-status";
import { type StandVisitCreateInput, standVisitCreateBody } from "@portal/contracts/stand";
import { STAND_VISIT_FIELD_LABELS, THIRD_PARTY_FIELD_LABELS } from "@portal/contracts/stand-labels";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PhoneInput } from "../../components/BrazilianInputs";
import { PageHeader } from "../../components/PageHeader";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifyError } from "../../lib/notify";
import type { ChosenStand } from "./chosen-stand";
import { ReceptionPresenceAlert } from "./ReceptionPresenceAlert";
import { ScheduledVisitsToday } from "./ScheduledVisitsToday";
import { createStandVisit, lookupPhone, phoneLookupQuery, refreshStand } from "./stand.queries";
import { VisitorLookup } from "./VisitorLookup";
import { VisitRoutedCard } from "./VisitRoutedCard";
import {
  EMPTY_VISITOR,
  MARKETING_ORIGIN_OPTIONS,
  primaryMatch,
  toVisitBody,
  VISIT_PURPOSE_OPTIONS,
  type VisitorFormValues,
} from "./visitor-form";

type Created = Awaited<ReturnType<typeof createStandVisit>>;

const PHONE_INPUT_NAME = "visitor-phone";
function focusPhone(): void {
  document.querySelector<HTMLInputElement>(`input[name="${PHONE_INPUT_NAME}"]`)?.focus();
}

/**
 * formStand: the receptionist checks a visitor in, phone first. The phone shows at once whether the visitor is
 * somebody's client; then name (confirmed or filled), e-mail, how they heard, purpose, LGPD consent and the
 * partner broker who came along. Submitting creates the visit (and the lead) and shows who serves it and why.
 */
export function VisitorCheckInPage({ stand, roles }: { stand: ChosenStand; roles: readonly string[] }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Created | null>(null);
  const form = useForm<VisitorFormValues>({
    initialValues: EMPTY_VISITOR,
    validate: contractValidate(standVisitCreateBody, (v: VisitorFormValues) => toVisitBody(stand.enterprise_id, v)),
  });
  const typedPhone = lookupPhone(form.values.phone);
  const [phone] = useDebouncedValue(typedPhone, SEARCH_DEBOUNCE_MS);
  const lookup = useQuery({
    ...phoneLookupQuery(stand.enterprise_id, phone ?? ""),
    enabled: phone !== null && phone === typedPhone,
    retry: false,
  });
  const phoneReady = typedPhone !== null && phone === typedPhone && !lookup.isPending;

  // The visitor found by phone fills an empty name (the receptionist confirms or corrects it).
  const match = lookup.data ? primaryMatch(lookup.data.payload) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new lookup answer fills the name.
  useEffect(() => {
    if (match && !form.isTouched("full_name") && form.values.full_name.trim() === "")
      form.setFieldValue("full_name", match.full_name);
  }, [match]);

  const mutation = useMutation({
    mutationFn: (body: StandVisitCreateInput) => createStandVisit(body),
    meta: { inlineError: true },
    onError: (error) => {
      applyServerErrors(form, error);
      notifyError(error);
    },
    onSuccess: (result) => {
      setCreated(result);
      void refreshStand(queryClient, stand.enterprise_id);
    },
  });

  const startOver = () => {
    form.reset();
    setCreated(null);
    mutation.reset();
    window.setTimeout(focusPhone, 0);
  };
  // The receptionist starts typing the phone at once.
  useEffect(focusPhone, []);

  const header = <PageHeader title="Registrar visitante" description={`Plantão ${stand.name}`} />;
  if (created) {
    return (
      <>
        {header}
        <VisitRoutedCard result={created} onNext={startOver} />
      </>
    );
  }

  return (
    <>
      {header}
      <ReceptionPresenceAlert roles={roles} stand={stand} />
      <ScheduledVisitsToday enterpriseId={stand.enterprise_id} roles={roles} />
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          mutation.mutate(standVisitCreateBody.parse(toVisitBody(stand.enterprise_id, v))),
        )}
      >
        <Stack gap="md" maw={760}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                1. Telefone do visitante
              </Title>
              <PhoneInput
                name={PHONE_INPUT_NAME}
                label={STAND_VISIT_FIELD_LABELS.phone}
                size="md"
                withAsterisk
                autoComplete="off"
                description="Digite o celular: o portal mostra se o visitante já é cliente de alguém."
                {...form.getInputProps("phone")}
              />
              {typedPhone !== null && (
                <VisitorLookup
                  query={lookup}
                  currentName={form.values.full_name}
                  onUseName={(name) => form.setFieldValue("full_name", name)}
                />
              )}
            </Stack>
          </Card>

          <Collapse expanded={phoneReady}>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  2. Dados da visita
                </Title>
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={STAND_VISIT_FIELD_LABELS.full_name}
                      withAsterisk
                      autoComplete="off"
                      {...form.getInputProps("full_name")}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={STAND_VISIT_FIELD_LABELS.email}
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      {...form.getInputProps("email")}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Select
                      label={STAND_VISIT_FIELD_LABELS.how_know}
                      placeholder="Escolha uma opção"
                      data={MARKETING_ORIGIN_OPTIONS}
                      clearable
                      comboboxProps={{ withinPortal: true }}
                      {...form.getInputProps("how_know")}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Select
                      label={STAND_VISIT_FIELD_LABELS.purpose}
                      placeholder="Escolha uma opção"
                      data={VISIT_PURPOSE_OPTIONS}
                      clearable
                      comboboxProps={{ withinPortal: true }}
                      {...form.getInputProps("purpose")}
                    />
                  </Grid.Col>
                </Grid>
                <Checkbox
                  label="O visitante autoriza o uso dos seus dados para contato sobre imóveis (LGPD)"
                  {...form.getInputProps("lgpd_consent", { type: "checkbox" })}
                />
                <Switch
                  label="Veio com um corretor parceiro (visita de terceiro)"
                  {...form.getInputProps("with_broker", { type: "checkbox" })}
                />
                <Collapse expanded={form.values.with_broker}>
                  <Grid gap="md">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={THIRD_PARTY_FIELD_LABELS.broker_name}
                        withAsterisk
                        autoComplete="off"
                        {...form.getInputProps("third_party.broker_name")}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      <TextInput
                        label={THIRD_PARTY_FIELD_LABELS.broker_creci}
                        withAsterisk
                        description={CRECI_FORMAT_HINT}
                        placeholder="12345-F/SC"
                        autoComplete="off"
                        {...form.getInputProps("third_party.broker_creci")}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      <TextInput
                        label={THIRD_PARTY_FIELD_LABELS.agency_name}
                        autoComplete="off"
                        {...form.getInputProps("third_party.agency_name")}
                      />
                    </Grid.Col>
                  </Grid>
                </Collapse>
                <Group justify="flex-end">
                  <Button variant="default" onClick={startOver} disabled={mutation.isPending}>
                    Limpar
                  </Button>
                  <Button type="submit" size="md" loading={mutation.isPending}>
                    Registrar visita
                  </Button>
                </Group>
              </Stack>
            </Card>
          </Collapse>
          {!phoneReady && (
            <Text size="sm" c="dimmed">
              Os demais campos aparecem quando o telefone estiver completo.
            </Text>
          )}
        </Stack>
      </form>
    </>
  );
}
