import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { DiscountType } from "@portal/contracts/discount";
import { formatBRL } from "@portal/contracts/money";
import type { ProposalCreateInput, ProposalDto, ProposalForkInput } from "@portal/contracts/proposals";
import { IconDeviceFloppy, IconSend } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { LoadingState } from "../../components/states";
import { isApiError } from "../../lib/api-error";
import { formatMoneyInput, maskMoneyInput } from "../../lib/money-input";
import { notifyError, notifySuccess } from "../../lib/notify";
import { previewBrokenRules } from "./approval-preview";
import { PlanCalculator } from "./PlanCalculator";
import { PlanEditor } from "./PlanEditor";
import {
  calculatePlan,
  closeWithRow,
  type DiscountInput,
  issuesByField,
  newRow,
  planServerErrors,
  rowsToSeries,
  type SeriesRow,
  seriesToRow,
  templateToRows,
  toDiscount,
} from "./plan-editor";
import {
  commercialRulesQuery,
  createProposal,
  enterprisesSimplifiedQuery,
  forkProposal,
  leadQuery,
  leadSearchQuery,
  mirrorQuery,
  proposalsKeys,
  unitQuery,
} from "./proposals.queries";

/** Today in America/Sao_Paulo as YYYY-MM-DD (the plan's dates are calendar dates). */
export function todayIso(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}

function discountInputOf(p: ProposalDto | undefined): DiscountInput {
  if (!p?.discount) return { type: "PERCENTAGE", text: "" };
  return p.discount.type === "PERCENTAGE"
    ? { type: "PERCENTAGE", text: String(p.discount.value).replace(".", ",") }
    : { type: "ABSOLUTE", text: formatMoneyInput(p.discount.value) };
}

/**
 * The proposal builder: a new proposal (lead + unit + discount + plan) or, with `parent`, a counter-proposal
 * (same lead, unit and price; discount and plan edited). The calculator and the approval preview are live.
 */
export function ProposalBuilder({
  unitId,
  leadId,
  parent,
  onPickUnit,
  onPickLead,
}: {
  unitId?: string;
  leadId?: string;
  parent?: ProposalDto;
  onPickUnit: (unitId: string | undefined) => void;
  onPickLead: (leadId: string | undefined) => void;
}) {
  const today = useMemo(todayIso, []);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const effectiveUnitId = parent?.unit_id ?? unitId;
  const effectiveLeadId = parent?.lead_id ?? leadId;
  const unit = useQuery(unitQuery(effectiveUnitId));
  const enterpriseId = parent?.enterprise_id ?? unit.data?.enterprise_id;
  const rules = useQuery(commercialRulesQuery(enterpriseId));

  const [rows, setRows] = useState<SeriesRow[]>(() =>
    parent ? parent.series.map(seriesToRow) : [newRow("ACT", today)],
  );
  const [discount, setDiscount] = useState<DiscountInput>(() => discountInputOf(parent));
  const [observations, setObservations] = useState(parent?.observations ?? "");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const priceCents = parent?.price_cents ?? unit.data?.price ?? null;
  const calc = priceCents ? calculatePlan(rows, priceCents, discount) : null;
  // An instalment value not typed yet is not an error to shout about; the calculator already says what is missing.
  const liveErrors = calc
    ? issuesByField(
        calc.issues.filter(
          (i) => i.path.length > 1 && !(i.path[2] === "value_cents" && rows[Number(i.path[1])]?.value === ""),
        ),
      )
    : {};
  const errors = { ...liveErrors, ...serverErrors };
  const broken =
    calc && priceCents && rules.data
      ? previewBrokenRules(
          {
            price_cents: priceCents,
            discount_cents: calc.discount.ok ? calc.discount.discount_cents : 0,
            net_price_cents: calc.netPriceCents,
            series: rowsToSeries(rows),
          },
          rules.data.approval_rules,
          today,
        )
      : [];

  const changeRows = (next: SeriesRow[]) => {
    setRows(next);
    setServerErrors({});
  };

  const save = useMutation({
    mutationFn: (submit: boolean) => {
      const body = {
        discount: toDiscount(discount),
        series: rowsToSeries(rows),
        observations: observations.trim() || null,
        submit,
      };
      if (parent) return forkProposal(parent._id, body as ProposalForkInput);
      return createProposal({
        ...body,
        lead_id: effectiveLeadId as string,
        unit_id: effectiveUnitId as string,
      } as ProposalCreateInput);
    },
    onSuccess: (p, submit) => {
      void queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
      notifySuccess(
        !submit
          ? "Rascunho salvo."
          : p.status === "APPROVED"
            ? "Proposta enviada e aprovada automaticamente (dentro das regras)."
            : "Proposta enviada para aprovação.",
      );
      void navigate({ to: "/proposals/$proposalId", params: { proposalId: p._id } });
    },
    onError: (error) => {
      setServerErrors(planServerErrors(error));
      notifyError(error, isApiError(error) && error.status === 400 ? "Revise os campos destacados" : undefined);
    },
  });

  const canSave = Boolean(calc?.ready && effectiveLeadId && effectiveUnitId && priceCents);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h4" mb="sm">
              Cliente e unidade
            </Title>
            {parent ? (
              <Text size="sm">
                Contraproposta da versão {parent.version}: mesmo cliente, unidade e preço de tabela.
              </Text>
            ) : (
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <LeadPicker leadId={effectiveLeadId} onPick={onPickLead} error={errors.lead_id} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <UnitPicker unitId={effectiveUnitId} onPick={onPickUnit} error={errors.unit_id} />
                </Grid.Col>
              </Grid>
            )}
            {unit.isPending && effectiveUnitId && <LoadingState label="Carregando unidade..." />}
            {unit.isError && (
              <Alert color="red" variant="light" mt="sm">
                Não foi possível carregar a unidade.
              </Alert>
            )}
            {unit.data && (
              <Text size="sm" mt="sm" data-testid="unit-summary">
                {unit.data.tower_name} · unidade {unit.data.number} · {unit.data.bedrooms} dorm. ·{" "}
                {String(unit.data.private_area).replace(".", ",")} m² ·{" "}
                {unit.data.price === null ? "sem preço de tabela" : formatBRL(unit.data.price)}
              </Text>
            )}
            {unit.data && unit.data.price === null && (
              <Alert color="yellow" variant="light" mt="sm">
                A unidade ainda não tem preço de tabela; não é possível montar a proposta.
              </Alert>
            )}
          </Card>

          {priceCents && calc && (
            <>
              <Card withBorder radius="md" padding="md">
                <Title order={2} size="h4" mb="sm">
                  Desconto
                </Title>
                <Group align="flex-end" wrap="wrap">
                  <SegmentedControl
                    value={discount.type}
                    onChange={(v) => setDiscount({ type: v as DiscountType, text: "" })}
                    data={[
                      { value: "PERCENTAGE", label: "Percentual" },
                      { value: "ABSOLUTE", label: "Valor (R$)" },
                    ]}
                  />
                  <TextInput
                    label={discount.type === "PERCENTAGE" ? "Desconto (%)" : "Desconto (R$)"}
                    inputMode={discount.type === "PERCENTAGE" ? "decimal" : "numeric"}
                    placeholder={discount.type === "PERCENTAGE" ? "0,00" : "0,00"}
                    value={discount.text}
                    onChange={(e) =>
                      setDiscount({
                        type: discount.type,
                        text:
                          discount.type === "ABSOLUTE"
                            ? maskMoneyInput(e.currentTarget.value)
                            : e.currentTarget.value.replace(/[^\d,.]/g, ""),
                      })
                    }
                    error={(!calc.discount.ok && calc.discount.message) || errors["discount.value"]}
                    style={{ flex: "1 1 160px" }}
                  />
                </Group>
              </Card>

              <Card withBorder radius="md" padding="md">
                <Group justify="space-between" mb="sm" wrap="wrap">
                  <Title order={2} size="h4">
                    Plano de pagamento
                  </Title>
                  {rules.data && rules.data.serie_templates.length > 0 && (
                    <Select
                      placeholder="Começar de um modelo"
                      aria-label="Modelo de plano"
                      data={rules.data.serie_templates.map((t) => ({ value: t._id, label: t.name }))}
                      value={null}
                      onChange={(id) => {
                        const t = rules.data?.serie_templates.find((x) => x._id === id);
                        if (t) changeRows(templateToRows(t.series, calc.netPriceCents, today));
                      }}
                    />
                  )}
                </Group>
                <Stack gap="sm">
                  <PlanEditor
                    rows={rows}
                    onChange={changeRows}
                    errors={errors}
                    today={today}
                    onClose={(i) => {
                      const next = closeWithRow(rows, i, calc.netPriceCents);
                      if (next) changeRows(next);
                      else
                        notifyError(
                          "O valor que falta não se divide igualmente pelas parcelas desta série; ajuste a quantidade ou outra série.",
                        );
                    }}
                  />
                  {errors.series && (
                    <Text size="sm" c="red">
                      {errors.series}
                    </Text>
                  )}
                  <Paper
                    hiddenFrom="md"
                    p="xs"
                    radius="sm"
                    withBorder
                    style={{ position: "sticky", bottom: 8, zIndex: 2 }}
                    bg={calc.state === "closed" ? "teal.0" : calc.state === "missing" ? "orange.0" : "red.0"}
                  >
                    <Text fw={700} ta="center" size="sm">
                      {calc.remainingLabel}
                    </Text>
                  </Paper>
                </Stack>
              </Card>

              <Card withBorder radius="md" padding="md">
                <Textarea
                  label="Observações"
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={observations}
                  onChange={(e) => setObservations(e.currentTarget.value)}
                />
              </Card>
            </>
          )}
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" style={{ position: "sticky", top: 80 }}>
          {priceCents && calc ? (
            <PlanCalculator priceCents={priceCents} calc={calc} brokenRules={broken} rulesKnown={rules.isSuccess} />
          ) : (
            <Alert color="gray" variant="light">
              Escolha o cliente e a unidade para montar o plano.
            </Alert>
          )}
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!canSave}
            loading={save.isPending && save.variables === true}
            onClick={() => save.mutate(true)}
          >
            Enviar proposta
          </Button>
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!canSave}
            loading={save.isPending && save.variables === false}
            onClick={() => save.mutate(false)}
          >
            Salvar rascunho
          </Button>
          {!canSave && calc && (
            <Text size="xs" c="dimmed">
              O envio é liberado quando o plano fecha com o valor líquido e não há campos com erro.
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function LeadPicker({
  leadId,
  onPick,
  error,
}: {
  leadId: string | undefined;
  onPick: (id: string | undefined) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const picked = useQuery(leadQuery(leadId));
  const found = useQuery(leadSearchQuery(debounced.trim()));
  const options = new Map<string, string>();
  if (picked.data) options.set(picked.data._id, picked.data.full_name);
  for (const l of found.data?.payload ?? []) options.set(l._id, l.full_name);
  return (
    <Select
      label="Cliente (lead)"
      placeholder="Busque pelo nome"
      searchable
      clearable
      data={[...options].map(([value, label]) => ({ value, label }))}
      value={leadId ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v) => onPick(v ?? undefined)}
      nothingFoundMessage={found.isFetching ? "Buscando..." : "Nenhum lead encontrado"}
      filter={({ options: o }) => o}
      error={error}
      data-testid="lead-picker"
    />
  );
}

function UnitPicker({
  unitId,
  onPick,
  error,
}: {
  unitId: string | undefined;
  onPick: (id: string | undefined) => void;
  error?: string;
}) {
  const [enterpriseId, setEnterpriseId] = useState<string | null>(null);
  const enterprises = useQuery(enterprisesSimplifiedQuery);
  const mirror = useQuery(mirrorQuery(enterpriseId ?? undefined));
  const units =
    mirror.data?.towers.flatMap((t) =>
      t.floors.flatMap((f) =>
        f.units
          .filter((u) => !u.suspended && u.price !== null && (u.status === "AVAILABLE" || u.status === "RESERVED"))
          .map((u) => ({
            value: u._id,
            label: `${t.name} · ${u.number} · ${u.bedrooms} dorm. · ${formatBRL(u.price as number)}${u.status === "RESERVED" ? " (reservada)" : ""}`,
          })),
      ),
    ) ?? [];
  if (unitId && !enterpriseId) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Unidade
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onPick(undefined)} w="fit-content">
          Trocar unidade
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label="Empreendimento"
        placeholder="Escolha o empreendimento"
        searchable
        data={(enterprises.data?.payload ?? []).map((e) => ({ value: e._id, label: `${e.name} (${e.city})` }))}
        value={enterpriseId}
        onChange={setEnterpriseId}
      />
      {enterpriseId && (
        <Select
          label="Unidade"
          placeholder={mirror.isPending ? "Carregando unidades..." : "Escolha a unidade"}
          searchable
          data={units}
          value={unitId ?? null}
          onChange={(v) => onPick(v ?? undefined)}
          nothingFoundMessage="Nenhuma unidade disponível com preço"
          error={error}
        />
      )}
    </Stack>
  );
}
