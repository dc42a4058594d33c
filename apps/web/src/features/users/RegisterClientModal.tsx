/**
 * The "Cadastrar cliente" dialog for partner brokers (decision 064): name, phone and CPF (masked), e-mail optional, for the
 * enterprise of the unit being negotiated. The new client is picked at once; a client who is already someone's
 * lead answers "Cliente já cadastrado..." (409) and nothing of that lead is shown.
 */
import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type PartnerClientDto, partnerClientBody } from "@portal/contracts/partners";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CpfInput, PhoneInput } from "../../components/BrazilianInputs";
import { errorMessage, isApiError } from "../../lib/api-error";
import { applyServerErrors, contractValidate, optional } from "../../lib/forms";
import { notifySuccess } from "../../lib/notify";
import { registerPartnerClient } from "./partners.queries";

interface Values {
  full_name: string;
  phone: string;
  cpf: string;
  email: string;
}

export function RegisterClientModal({
  enterpriseId,
  onClose,
  onRegistered,
}: {
  enterpriseId: string;
  onClose: () => void;
  onRegistered: (client: PartnerClientDto) => void;
}) {
  const queryClient = useQueryClient();
  const [taken, setTaken] = useState<string | null>(null);
  const toBody = (v: Values) => ({
    full_name: v.full_name,
    phone: v.phone,
    cpf: v.cpf,
    email: optional(v.email),
    enterprise_id: enterpriseId,
  });
  const form = useForm<Values>({
    initialValues: { full_name: "", phone: "", cpf: "", email: "" },
    validate: contractValidate(partnerClientBody, toBody),
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    meta: { inlineError: true },
    mutationFn: (v: Values) => registerPartnerClient(partnerClientBody.parse(toBody(v))),
    onSuccess: (client) => {
      notifySuccess(client.already_yours ? "Este cliente já é seu: selecionado." : "Cliente cadastrado.");
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
      onRegistered(client);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) setTaken(errorMessage(error));
      else applyServerErrors(form, error);
    },
  });
  return (
    <Modal opened onClose={onClose} title="Cadastrar cliente" centered size="md">
      <form noValidate onSubmit={form.onSubmit((v) => mutation.mutate(v))}>
        <Stack gap="sm">
          {taken && (
            <Alert color="yellow" variant="light" data-testid="client-taken">
              {taken}
            </Alert>
          )}
          <TextInput label="Nome completo" withAsterisk autoComplete="off" {...form.getInputProps("full_name")} />
          <PhoneInput label="Telefone" withAsterisk {...form.getInputProps("phone")} />
          <CpfInput withAsterisk {...form.getInputProps("cpf")} />
          <TextInput label="E-mail (opcional)" type="email" autoComplete="off" {...form.getInputProps("email")} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="register-client-submit">
              Cadastrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
