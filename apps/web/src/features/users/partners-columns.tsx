import { Text } from "@mantine/core";
import { PARTNER_STATUS_LABELS } from "@portal/contracts/partner-status";
import type { PartnerDto } from "@portal/contracts/partners";
import { formatPhone } from "@portal/contracts/phone";
import type { ListColumn } from "../../components/list-kit/list-columns";
import { formatCpf, formatDate } from "../../lib/format";
import { roleLabel } from "../layout/UserMenu";
import { PartnerDecision } from "./PartnerDecision";

function Review({ partner }: { partner: PartnerDto }) {
  if (partner.partner_status === "PENDING_APPROVAL") return null;
  return (
    <Text size="xs" c="dimmed">
      {partner.partner_status === "REJECTED" ? "Recusado" : "Aprovado"}
      {partner.partner_reviewed_by_name ? ` por ${partner.partner_reviewed_by_name}` : ""}
      {partner.partner_reviewed_at ? ` em ${formatDate(partner.partner_reviewed_at)}` : ""}
      {partner.partner_rejection_reason ? ` — ${partner.partner_rejection_reason}` : ""}
    </Text>
  );
}

const roles = (p: PartnerDto) => p.roles.map(roleLabel).join(", ");

/** The partner approval queue's columns (decision 064): table, phone cards and CSV export. */
export const PARTNER_COLUMNS: ListColumn<PartnerDto>[] = [
  {
    key: "name",
    header: "Nome",
    card: "title",
    cell: (p) => (
      <>
        <Text fw={600} size="sm">
          {p.full_name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {p.email} · {roles(p)}
        </Text>
        <Review partner={p} />
      </>
    ),
    csv: (p) => p.full_name,
  },
  { key: "email", header: "E-mail", exportOnly: true, cell: (p) => p.email, csv: (p) => p.email },
  { key: "roles", header: "Perfis", exportOnly: true, cell: roles, csv: roles },
  {
    key: "creci",
    header: "CRECI",
    nowrap: true,
    cell: (p) => (
      <Text size="sm" ff="monospace">
        {p.creci ?? "—"}
      </Text>
    ),
    csv: (p) => p.creci,
  },
  { key: "cpf", header: "CPF", nowrap: true, cell: (p) => formatCpf(p.cpf) || "—", csv: (p) => formatCpf(p.cpf) },
  {
    key: "phone",
    header: "Celular",
    nowrap: true,
    cell: (p) => formatPhone(p.phone) || "—",
    csv: (p) => formatPhone(p.phone),
  },
  {
    key: "createdAt",
    header: "Cadastro",
    nowrap: true,
    cell: (p) => formatDate(p.createdAt),
    csv: (p) => formatDate(p.createdAt),
  },
  {
    key: "status",
    header: "Situação",
    exportOnly: true,
    cell: (p) => PARTNER_STATUS_LABELS[p.partner_status],
    csv: (p) => PARTNER_STATUS_LABELS[p.partner_status],
  },
  {
    key: "reason",
    header: "Motivo da recusa",
    exportOnly: true,
    cell: (p) => p.partner_rejection_reason,
    csv: (p) => p.partner_rejection_reason,
  },
  { key: "decision", header: "Decisão", card: "actions", cell: (p) => <PartnerDecision partner={p} /> },
];
