import { Button, Group, Modal, MultiSelect, NumberInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type PreLeadOfferSettings, preLeadOfferSettingsBody } from "@portal/contracts/pre-leads";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ErrorState, LoadingState } from "../../components/states";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { enterprisesQuery } from "../leads/lookups.queries";
import { type OfferSettingsValues, offerScopeText, offerSettingsBody, toOfferSettingsValues } from "./offer-settings";
import { offerSettingsQuery, preLeadsKeys, updateOfferSettings } from "./pre-leads.queries";

function OfferSettingsForm({ saved, onClose }: { saved: PreLeadOfferSettings; onClose: () => void }) {
  const queryClient = useQueryClient();
  const enterprises = useQuery(enterprisesQuery());
  const form = useForm<OfferSettingsValues>({
    initialValues: toOfferSettingsValues(saved),
    validate: contractValidate(preLeadOfferSettingsBody, (v: OfferSettingsValues) => offerSettingsBody(v, saved) ?? {}),
  });
  const mutation = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof offerSettingsBody>>) =>
      updateOfferSettings(preLeadOfferSettingsBody.parse(body)),
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async (next) => {
      queryClient.setQueryData(preLeadsKeys.offerSettings(), next);
      await queryClient.invalidateQueries({ queryKey: preLeadsKeys.all });
      notifySuccess("Configuração de oferta salva.");
      onClose();
    },
  });
  const submit = (values: OfferSettingsValues) => {
    const body = offerSettingsBody(values, saved);
    if (!body) return onClose();
    mutation.mutate(body);
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <NumberInput
          label="Aquisições por especialista por dia"
          description="Quantos pré-leads cada especialista pode adquirir por dia."
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps("max_acquisitions_per_day")}
        />
        <MultiSelect
          label="Empreendimentos em oferta"
          placeholder={form.values.enterprise_ids.length ? undefined : "Todos os empreendimentos"}
          description={offerScopeText(form.values.enterprise_ids.length)}
          data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
          searchable
          clearable
          nothingFoundMessage="Nenhum empreendimento encontrado"
          disabled={enterprises.isPending}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("enterprise_ids")}
        />
        {enterprises.isError && (
          <Text size="sm" c="red">
            Não foi possível carregar os empreendimentos.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** PUT /pre-leads/offer-settings (coordinators and admins): daily acquisition limit and the enterprises on offer. */
export function OfferSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useQuery(offerSettingsQuery(opened));
  const { refetch } = settings;
  useEffect(() => {
    if (opened) void refetch();
  }, [opened, refetch]);
  return (
    <Modal opened={opened} onClose={onClose} title="Configurar oferta de pré-leads" size="lg">
      {settings.isPending ? (
        <LoadingState label="Carregando configuração..." />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <OfferSettingsForm key={settings.dataUpdatedAt} saved={settings.data} onClose={onClose} />
      )}
    </Modal>
  );
}
