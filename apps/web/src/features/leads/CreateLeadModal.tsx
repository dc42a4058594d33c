import { Alert, Button, Grid, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { leadCreateBody } from "@portal/contracts/leads";
import { formatPhone } from "@portal/contracts/phone";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { z } from "zod";
import { PhoneInput } from "../../components/BrazilianInputs";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { CITY_OPTIONS, PORTAL_SOURCE_OPTIONS, statusLabel } from "./lead-labels";
import { createLead, leadsKeys } from "./leads.queries";
import { enterprisesQuery } from "./lookups.queries";

interface Values {
  full_name: string;
  phone: string;
  email: string;
  /** Selects hand back null when cleared. */
  enterprise_id: string | null;
  source: string | null;
  city: string | null;
}

const EMPTY: Values = { full_name: "", phone: "", email: "", enterprise_id: null, source: null, city: null };

const toBody = (v: Values) => ({
  full_name: v.full_name,
  phone: v.phone,
  email: optional(v.email),
  enterprise_id: optional(v.enterprise_id ?? ""),
  // Spec 5: without a source the server records PORTAL.
  source: optional(v.source ?? ""),
  city: optional(v.city ?? ""),
});

type CreateResult = Awaited<ReturnType<typeof createLead>>;

export const DUPLICATE_MESSAGE = "Já existia um lead com este telefone: marcado como novo interesse";

export function CreateLeadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enterprises = useQuery({ ...enterprisesQuery(), enabled: opened });
  const [duplicate, setDuplicate] = useState<CreateResult | null>(null);
  const form = useForm<Values>({ initialValues: EMPTY, validate: contractValidate(leadCreateBody, toBody) });
  const close = () => {
    form.reset();
    setDuplicate(null);
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (body: z.output<typeof leadCreateBody>) => createLead(body),
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      if (result.duplicate) {
        setDuplicate(result);
        return;
      }
      notifySuccess(`Lead ${result.summary.full_name} criado.`);
      close();
      if (result.lead) void navigate({ to: "/leads/$leadId", params: { leadId: result.lead._id } });
    },
  });

  return (
    <Modal opened={opened} onClose={close} title="Novo lead" size="lg">
      {duplicate ? (
        <Stack gap="md">
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={20} />}
            title="Lead já cadastrado"
            role="status"
          >
            <Stack gap={4}>
              <Text size="sm">{DUPLICATE_MESSAGE}</Text>
              <Text size="sm">
                {duplicate.summary.full_name} · {formatPhone(duplicate.summary.phone)}
                {duplicate.summary.enterprise ? ` · ${duplicate.summary.enterprise.name}` : ""} ·{" "}
                {statusLabel(duplicate.summary.status)}
                {duplicate.summary.owner ? ` · Responsável: ${duplicate.summary.owner.full_name}` : " · Na base"}
              </Text>
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Fechar
            </Button>
            {duplicate.lead && (
              <Button
                renderRoot={(props) => (
                  <Link {...props} to="/leads/$leadId" params={{ leadId: duplicate.lead?._id ?? "" }} onClick={close} />
                )}
              >
                Abrir lead
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(leadCreateBody.parse(toBody(v))))}>
          <Stack gap="md">
            <TextInput label="Nome completo" withAsterisk data-autofocus {...form.getInputProps("full_name")} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PhoneInput label="Telefone" autoComplete="off" withAsterisk {...form.getInputProps("phone")} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="E-mail" type="email" {...form.getInputProps("email")} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Empreendimento"
                  placeholder={enterprises.isPending ? "Carregando..." : "Escolha o empreendimento"}
                  data={(enterprises.data ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
                  searchable
                  clearable
                  nothingFoundMessage="Nenhum empreendimento encontrado"
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("enterprise_id")}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Origem"
                  placeholder="Portal (padrão)"
                  data={PORTAL_SOURCE_OPTIONS}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("source")}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Cidade"
                  placeholder="Escolha a cidade"
                  data={CITY_OPTIONS}
                  searchable
                  clearable
                  nothingFoundMessage="Nenhuma cidade encontrada"
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("city")}
                />
              </Grid.Col>
            </Grid>
            <Text size="xs" c="dimmed">
              Se o telefone já tiver um lead ativo neste empreendimento, nenhum lead novo é criado: o existente é
              marcado como novo interesse.
            </Text>
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                Criar lead
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
