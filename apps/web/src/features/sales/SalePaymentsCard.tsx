import { Button, Grid, Group, Modal, Select, SimpleGrid, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatBRL, formatBRLOrDash } from "@portal/contracts/money";
import { SERIES_TYPE_LABELS } from "@portal/contracts/payment-plan";
import {
  FINANCING_MODALITIES,
  FINANCING_MODALITY_LABELS,
  type SalePaymentsInfoDto,
  salePaymentsInfoBody,
} from "@portal/contracts/sales-extras";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DateField } from "../../components/DateField";
import { InfoItem } from "../../components/InfoItem";
import { QueryCard } from "../../components/QueryCard";
import { formatDate, formatDateTime } from "../../lib/format";
import { applyServerErrors, contractValidate } from "../../lib/forms";
import { maskMoneyInput } from "../../lib/money-input";
import { notifyError, notifySuccess } from "../../lib/notify";
import { putPaymentsInfo, saleExtrasKeys, salePaymentsQuery } from "./sale-extras.queries";
import { emptyPaymentsForm, type PaymentsFormValues, toPaymentsBody } from "./sale-extras-logic";
import { salesKeys } from "./sales.queries";

const MODALITY_OPTIONS = FINANCING_MODALITIES.map((m) => ({ value: m, label: FINANCING_MODALITY_LABELS[m] }));
/** The body field of each masked money input: the contract's and the API's errors name the body field. */
const BODY_FIELD = {
  financed_value: "financed_value_cents",
  fgts_value: "fgts_value_cents",
  signal_paid_value: "signal_paid_value_cents",
} as const;
type MoneyField = keyof typeof BODY_FIELD;

/** payments_info: the proposal's plan (read only) and the financing data the sales secretary fills. */
export function SalePaymentsCard({ saleId, canEdit }: { saleId: string; canEdit: boolean }) {
  const q = useQuery(salePaymentsQuery(saleId));
  const [editing, setEditing] = useState(false);
  return (
    <QueryCard
      title="Pagamento e financiamento"
      query={q}
      action={
        canEdit &&
        q.isSuccess && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            Editar dados de pagamento
          </Button>
        )
      }
    >
      {(data) => (
        <>
          <PaymentsView data={data} />
          {editing && <PaymentsForm saleId={saleId} data={data} onClose={() => setEditing(false)} />}
        </>
      )}
    </QueryCard>
  );
}

function PaymentsView({ data }: { data: SalePaymentsInfoDto }) {
  const f = data.financing;
  return (
    <>
      {data.series.length === 0 ? (
        <Text size="sm" c="dimmed">
          A proposta não tem plano de pagamento.
        </Text>
      ) : (
        <Table fz="sm" mb="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Série</Table.Th>
              <Table.Th ta="right">Parcelas</Table.Th>
              <Table.Th>1º vencimento</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.series.map((s) => (
              <Table.Tr key={`${s.type}-${s.first_due_date}-${s.count}`} data-testid="payment-series-row">
                <Table.Td>{SERIES_TYPE_LABELS[s.type]}</Table.Td>
                <Table.Td ta="right">
                  {s.count} x {formatBRL(s.value_cents)}
                </Table.Td>
                <Table.Td>{formatDate(`${s.first_due_date}T12:00:00Z`)}</Table.Td>
                <Table.Td ta="right">{formatBRL(s.total_cents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={3} fw={600}>
                Total do plano (valor da venda {formatBRL(data.net_price_cents)})
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatBRL(data.plan_total_cents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {f.updatedAt === null ? (
        <Text size="sm" c="dimmed">
          Os dados de financiamento ainda não foram preenchidos.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <InfoItem label="Banco">{f.bank ?? "—"}</InfoItem>
          <InfoItem label="Modalidade">
            {f.financing_modality ? FINANCING_MODALITY_LABELS[f.financing_modality] : "—"}
          </InfoItem>
          <InfoItem label="Valor financiado">{formatBRLOrDash(f.financed_value_cents)}</InfoItem>
          <InfoItem label="FGTS">{formatBRLOrDash(f.fgts_value_cents)}</InfoItem>
          <InfoItem label="Sinal pago">
            {f.signal_paid_at
              ? `${formatBRLOrDash(f.signal_paid_value_cents)} em ${formatDate(`${f.signal_paid_at}T12:00:00Z`)}`
              : "—"}
          </InfoItem>
          <InfoItem label="Atualizado em">{formatDateTime(f.updatedAt)}</InfoItem>
          {f.notes && <InfoItem label="Observações">{f.notes}</InfoItem>}
        </SimpleGrid>
      )}
    </>
  );
}

function PaymentsForm({ saleId, data, onClose }: { saleId: string; data: SalePaymentsInfoDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<PaymentsFormValues>({
    initialValues: emptyPaymentsForm(data),
    validate: contractValidate(salePaymentsInfoBody, toPaymentsBody),
  });
  const save = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (v: PaymentsFormValues) => putPaymentsInfo(saleId, toPaymentsBody(v)),
    onSuccess: (next) => {
      queryClient.setQueryData(saleExtrasKeys.payments(saleId), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(saleId) });
      notifySuccess("Dados de pagamento salvos.");
      onClose();
    },
    onError: (e) => {
      applyServerErrors(form, e);
      notifyError(e);
    },
  });
  const moneyProps = (field: MoneyField) => ({
    leftSection: <Text size="xs">R$</Text>,
    inputMode: "numeric" as const,
    placeholder: "0,00",
    value: form.values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, maskMoneyInput(e.currentTarget.value)),
    error: form.errors[field] ?? form.errors[BODY_FIELD[field]],
  });
  return (
    <Modal opened onClose={onClose} title="Dados de pagamento" size="lg">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Text size="sm" c="dimmed" mb="sm">
          Os valores devem conferir com o plano da proposta: financiamento {formatBRL(data.plan_financing_cents)}, FGTS{" "}
          {formatBRL(data.plan_fgts_cents)}, ato/sinal até {formatBRL(data.plan_act_cents)}.
        </Text>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Banco" maxLength={80} {...form.getInputProps("bank")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Modalidade"
              data={MODALITY_OPTIONS}
              clearable
              {...form.getInputProps("financing_modality")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Valor financiado" {...moneyProps("financed_value")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Valor do FGTS" {...moneyProps("fgts_value")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField
              label="Sinal pago em"
              value={form.values.signal_paid_at}
              onChange={(v) => form.setFieldValue("signal_paid_at", v)}
              error={form.errors.signal_paid_at}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Valor do sinal pago" {...moneyProps("signal_paid_value")} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Observações" autosize minRows={2} maxLength={2000} {...form.getInputProps("notes")} />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
