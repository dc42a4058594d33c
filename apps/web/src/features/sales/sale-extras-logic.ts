import { hasRole } from "@portal/contracts/policy";
import { SALE_MANAGER_ROLES } from "@portal/contracts/proposals";
import type { SaleDto } from "@portal/contracts/sales";
import type {
  FinancingModality,
  ParticipantClassification,
  SaleParticipantsDto,
  SalePaymentsInfoDto,
  SalePaymentsInfoInput,
} from "@portal/contracts/sales-extras";
import { formatMoneyInput, parseMoneyInput, parsePercentInput } from "../../lib/money-input";
import type { Viewer } from "../proposals/deal-status";

/** Sale log actions of the extras (decision 015), in pt-BR. */
export const SALE_EXTRAS_LOG_LABELS: Record<string, string> = {
  recreated: "Venda recriada",
  recreated_from: "Venda recriada a partir de outra",
  home_broker_set: "Corretor da casa definido",
  home_broker_cleared: "Corretor da casa removido",
  participants_changed: "Participantes alterados",
  payments_info_changed: "Dados de pagamento alterados",
  sale_group_added: "Venda incluída em grupo",
  sale_group_removed: "Venda retirada do grupo",
  pre_sale_printed: "Pré-venda impressa",
  pre_sale_signed: "Pré-venda assinada enviada",
  pre_sale_signed_replaced: "Pré-venda assinada substituída",
};

export const managesSales = (viewer: Viewer) => !viewer.readOnly && hasRole(viewer.roles, SALE_MANAGER_ROLES);

/** "Recriar venda": the back office, on a cancelled or distracted sale not re-opened yet. */
export function canRecreate(sale: Pick<SaleDto, "status" | "recreated_sale_id">, viewer: Viewer): boolean {
  return (
    managesSales(viewer) &&
    (sale.status === "CANCELED" || sale.status === "DISTRACTED") &&
    sale.recreated_sale_id === null
  );
}

// ---------------------------------------------------------------- participants editor

export interface ParticipantRowInput {
  /** The editor's row key (not sent). */
  key: string;
  user_id: string;
  classification: ParticipantClassification;
  /** As typed ("1,5"). */
  percent: string;
}

export function participantRowsFrom(dto: SaleParticipantsDto): ParticipantRowInput[] {
  return dto.payload.map((p) => ({
    key: p._id,
    user_id: p.user_id,
    classification: p.classification,
    percent: String(p.percent).replace(".", ","),
  }));
}

/** The body of PUT classification-participants (percent as typed; the contract refuses what is wrong). */
export function toParticipantsBody(rows: readonly Omit<ParticipantRowInput, "key">[]) {
  return rows.map((r) => ({
    user_id: r.user_id,
    classification: r.classification,
    percent: parsePercentInput(r.percent) ?? Number.NaN,
  }));
}

/** The sum of the typed percentages, exact in hundredths (what the API checks against 100). */
export function participantsTotal(rows: readonly Pick<ParticipantRowInput, "percent">[]): number {
  return rows.reduce((sum, r) => sum + Math.round((parsePercentInput(r.percent) ?? 0) * 100), 0) / 100;
}

// ---------------------------------------------------------------- payments info form

export interface PaymentsFormValues {
  bank: string;
  financing_modality: FinancingModality | "";
  financed_value: string;
  fgts_value: string;
  signal_paid_at: string;
  signal_paid_value: string;
  notes: string;
}

export function paymentsFormFrom(dto: SalePaymentsInfoDto): PaymentsFormValues {
  const f = dto.financing;
  return {
    bank: f.bank ?? "",
    financing_modality: f.financing_modality ?? "",
    financed_value: formatMoneyInput(f.financed_value_cents),
    fgts_value: formatMoneyInput(f.fgts_value_cents),
    signal_paid_at: f.signal_paid_at ?? "",
    signal_paid_value: formatMoneyInput(f.signal_paid_value_cents),
    notes: f.notes ?? "",
  };
}

/** A new form: the plan's financing and FGTS amounts prefilled (they must agree with the plan). */
export function emptyPaymentsForm(dto: SalePaymentsInfoDto): PaymentsFormValues {
  const current = paymentsFormFrom(dto);
  return {
    ...current,
    financed_value:
      current.financed_value || (dto.plan_financing_cents ? formatMoneyInput(dto.plan_financing_cents) : ""),
    fgts_value: current.fgts_value || (dto.plan_fgts_cents ? formatMoneyInput(dto.plan_fgts_cents) : ""),
  };
}

export function toPaymentsBody(v: PaymentsFormValues): SalePaymentsInfoInput {
  const text = (s: string) => (s.trim() === "" ? null : s.trim());
  return {
    bank: text(v.bank),
    financing_modality: v.financing_modality || null,
    financed_value_cents: parseMoneyInput(v.financed_value),
    fgts_value_cents: parseMoneyInput(v.fgts_value),
    signal_paid_at: text(v.signal_paid_at),
    signal_paid_value_cents: parseMoneyInput(v.signal_paid_value),
    notes: text(v.notes),
  };
}

// ---------------------------------------------------------------- sale group

const buyersKey = (s: Pick<SaleDto, "buyers">) =>
  s.buyers
    .map((b) => b.document)
    .sort()
    .join(",");

/** Sales that may join `sale`'s group: same enterprise and buyers, live, in no group, not itself. */
export function groupCandidates(sale: SaleDto, others: readonly SaleDto[]): SaleDto[] {
  return others.filter(
    (o) =>
      o._id !== sale._id &&
      o.enterprise_id === sale.enterprise_id &&
      (o.status === "IN_PROCESS" || o.status === "COMPLETED") &&
      o.sale_group_id === null &&
      buyersKey(o) === buyersKey(sale),
  );
}
