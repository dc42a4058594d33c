import { Button, Card, Grid, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { LeadDto } from "@portal/contracts/leads";
import { type SaleCreateInput, type SaleDto, saleCreateBody } from "@portal/contracts/sales";
import { UFS } from "@portal/contracts/users";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { PhoneInput } from "../../components/BrazilianInputs";
import { MaskedInput } from "../../components/MaskedInput";
import { serverFieldTexts } from "../../lib/forms";
import { CEP_MASK, CNPJ_MASK, CPF_MASK } from "../../lib/masks";
import { notifyError, notifySuccess } from "../../lib/notify";
import { proposalsKeys } from "../proposals/proposals.queries";
import {
  buyerFromLead,
  buyerFromSale,
  emptyBuyer,
  evenShares,
  type SaleFormValues,
  saleFieldError,
  saleFormErrors,
  toSaleBody,
} from "./sale-form";
import { createSale, replaceSaleBuyers, salesKeys } from "./sales.queries";

/**
 * Creates the sale of an APPROVED proposal (buyers from the lead's contract data), or, with `sale`, edits the
 * buyers of a sale in process. Shares add up to 100.
 */
export function CreateSaleModal({
  opened,
  onClose,
  proposalId,
  lead,
  sale,
}: {
  opened: boolean;
  onClose: () => void;
  proposalId: string;
  lead: LeadDto | undefined;
  sale?: SaleDto;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolve = zod4Resolver(saleCreateBody);
  const form = useForm<SaleFormValues>({
    initialValues: {
      buyers: sale ? sale.buyers.map(buyerFromSale) : [buyerFromLead(lead)],
      observations: "",
    },
    validate: (values) => {
      const body = toSaleBody(values, proposalId);
      return saleFormErrors(body, resolve(body));
    },
  });
  const save = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (values: SaleFormValues) =>
      sale
        ? replaceSaleBuyers(sale._id, (toSaleBody(values, proposalId) as SaleCreateInput).buyers)
        : createSale(toSaleBody(values, proposalId) as SaleCreateInput),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      void queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
      onClose();
      if (sale) {
        notifySuccess("Compradores atualizados.");
        return;
      }
      notifySuccess("Venda criada. A unidade está em processo de venda.");
      void navigate({ to: "/sales/$saleId", params: { saleId: saved._id } });
    },
    onError: (error) => {
      const errors: Record<string, string> = {};
      for (const [path, text] of serverFieldTexts(error)) {
        const [key, message] = saleFieldError(path, text);
        errors[key] ??= message;
      }
      if (Object.keys(errors).length) form.setErrors(errors);
      notifyError(error);
    },
  });
  const reshare = (n: number) => evenShares(n);
  const buyers = form.values.buyers;

  return (
    <Modal opened={opened} onClose={onClose} title={sale ? "Compradores" : "Criar venda"} size="xl" centered>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Confira os compradores (dados de contrato do lead). As participações devem somar 100%.
          </Text>
          {buyers.map((b, i) => (
            <Card key={`buyer-${i.toString()}`} withBorder padding="sm" radius="md">
              <Group justify="space-between" mb="xs">
                <Text fw={600} size="sm">
                  Comprador {i + 1}
                </Text>
                {buyers.length > 1 && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => {
                      const shares = reshare(buyers.length - 1);
                      form.setFieldValue(
                        "buyers",
                        buyers.filter((_, j) => j !== i).map((x, j) => ({ ...x, share: shares[j] ?? "" })),
                      );
                    }}
                  >
                    Remover
                  </Button>
                )}
              </Group>
              <Grid gap="xs">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label="Nome completo" {...form.getInputProps(`buyers.${i}.full_name`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <Select
                    label="Documento"
                    data={["CPF", "CNPJ"]}
                    allowDeselect={false}
                    {...form.getInputProps(`buyers.${i}.document_type`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 8, sm: 4 }}>
                  <MaskedInput
                    label={b.document_type}
                    mask={b.document_type === "CPF" ? CPF_MASK : CNPJ_MASK}
                    {...form.getInputProps(`buyers.${i}.document`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label="E-mail" type="email" {...form.getInputProps(`buyers.${i}.email`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 8, sm: 4 }}>
                  <PhoneInput label="Telefone" autoComplete="off" {...form.getInputProps(`buyers.${i}.phone`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <TextInput
                    label="Participação (%)"
                    inputMode="decimal"
                    {...form.getInputProps(`buyers.${i}.share`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 3 }}>
                  <MaskedInput label="CEP" mask={CEP_MASK} {...form.getInputProps(`buyers.${i}.zip_code`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 7, sm: 6 }}>
                  <TextInput label="Rua" {...form.getInputProps(`buyers.${i}.street`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 3 }}>
                  <TextInput label="Número" {...form.getInputProps(`buyers.${i}.number`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 8, sm: 3 }}>
                  <TextInput label="Complemento" {...form.getInputProps(`buyers.${i}.complement`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 3 }}>
                  <TextInput label="Bairro" {...form.getInputProps(`buyers.${i}.district`)} />
                </Grid.Col>
                <Grid.Col span={{ base: 8, sm: 4 }}>
                  <TextInput label="Cidade" {...form.getInputProps(`buyers.${i}.city`)} />
                </Grid.Col>
                {/* Two columns at least: in one, the chevron covered the value. */}
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <Select
                    label="UF"
                    data={[...UFS]}
                    searchable
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps(`buyers.${i}.uf`)}
                  />
                </Grid.Col>
              </Grid>
            </Card>
          ))}
          {form.errors.buyers && (
            <Text size="sm" c="red">
              {form.errors.buyers}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={buyers.length >= 10}
              onClick={() => {
                const shares = reshare(buyers.length + 1);
                form.setFieldValue("buyers", [
                  ...buyers.map((x, j) => ({ ...x, share: shares[j] ?? "" })),
                  emptyBuyer(shares[buyers.length] ?? ""),
                ]);
              }}
            >
              Adicionar comprador
            </Button>
          </Group>
          {!sale && <Textarea label="Observações" autosize minRows={2} {...form.getInputProps("observations")} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" loading={save.isPending}>
              {sale ? "Salvar compradores" : "Criar venda"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
