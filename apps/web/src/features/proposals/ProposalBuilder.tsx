/** The proposal builder page body: state, live calculation and save of a new proposal or a counter-proposal. */
import { Card, Grid, Stack, Textarea } from "@mantine/core";
import { saoPauloDay } from "@portal/contracts/dates";
import type { ProposalCreateInput, ProposalDto, ProposalForkInput } from "@portal/contracts/proposals";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { isApiError } from "../../lib/api-error";
import { formatMoneyInput } from "../../lib/money-input";
import { notifyError, notifySuccess } from "../../lib/notify";
import { previewBrokenRules } from "./approval-preview";
import { DiscountCard } from "./DiscountCard";
import { PaymentPlanCard } from "./PaymentPlanCard";
import { ProposalCustomerCard } from "./ProposalCustomerCard";
import { ProposalSummaryPanel } from "./ProposalSummaryPanel";
import {
  calculatePlan,
  type DiscountInput,
  issuesByField,
  newRow,
  planServerErrors,
  rowsToSeries,
  type SeriesRow,
  seriesToRow,
  toDiscount,
} from "./plan-editor";
import { commercialRulesQuery, createProposal, forkProposal, proposalsKeys, unitQuery } from "./proposals.queries";

/** Today in America/Sao_Paulo as YYYY-MM-DD (the plan's dates are calendar dates). */
export function todayIso(): string {
  return saoPauloDay(new Date());
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
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
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
          <ProposalCustomerCard
            parent={parent}
            leadId={effectiveLeadId}
            unitId={effectiveUnitId}
            unit={unit}
            errors={errors}
            onPickLead={onPickLead}
            onPickUnit={onPickUnit}
          />

          {priceCents && calc && (
            <>
              <DiscountCard
                discount={discount}
                onChange={setDiscount}
                error={(!calc.discount.ok && calc.discount.message) || errors["discount.value"]}
              />

              <PaymentPlanCard
                rows={rows}
                onChange={changeRows}
                errors={errors}
                today={today}
                calc={calc}
                templates={rules.data?.serie_templates}
              />

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
        <ProposalSummaryPanel
          priceCents={priceCents}
          calc={calc}
          brokenRules={broken}
          rulesKnown={rules.isSuccess}
          canSave={canSave}
          savingAs={save.isPending ? save.variables : undefined}
          onSave={(submit) => save.mutate(submit)}
        />
      </Grid.Col>
    </Grid>
  );
}
