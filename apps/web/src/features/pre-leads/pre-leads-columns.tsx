import { Anchor, Badge, Button, Text } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { PRE_LEAD_STATUS_LABELS, type PreLeadDto } from "@portal/contracts/pre-leads";
import { IconUserPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ListColumn } from "../../components/list-kit/list-columns";
import { formatDateTime } from "../../lib/format";
import { formatRelativeTime } from "../../lib/relative-time";
import { FULL_LABEL } from "../leads/LeadBadges";
import { sourceLabel } from "../leads/lead-labels";

const STATUS_COLORS: Record<PreLeadDto["status"], string> = { AVAILABLE: "teal", ACQUIRED: "blue", DISCARDED: "gray" };

function StatusBadge({ status }: { status: PreLeadDto["status"] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" tt="none" styles={FULL_LABEL}>
      {PRE_LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

export interface PreLeadColumnsOptions {
  now: Date;
  canAcquire: boolean;
  acquiringId: string | null;
  onAcquire: (preLead: PreLeadDto) => void;
  /** Managers see who acquired each one. */
  showAcquiredBy: boolean;
}

function Acquire({ preLead, canAcquire, acquiringId, onAcquire }: PreLeadColumnsOptions & { preLead: PreLeadDto }) {
  if (preLead.leadId && preLead.status === "ACQUIRED") {
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: preLead.leadId ?? "" }} />}
      >
        Ver lead
      </Anchor>
    );
  }
  if (!canAcquire || preLead.status !== "AVAILABLE") return null;
  return (
    <Button
      size="xs"
      leftSection={<IconUserPlus size={14} />}
      loading={acquiringId === preLead._id}
      disabled={acquiringId !== null && acquiringId !== preLead._id}
      onClick={() => onAcquire(preLead)}
      aria-label={`Adquirir ${preLead.full_name}`}
    >
      Adquirir
    </Button>
  );
}

/** The pre-lead base's columns: table, phone cards and CSV export. */
export function preLeadColumns(options: PreLeadColumnsOptions): ListColumn<PreLeadDto>[] {
  return [
    {
      key: "name",
      header: "Nome",
      card: "title",
      cell: (p) => (
        <>
          <Text size="sm" fw={600}>
            {p.full_name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatPhone(p.phone)}
          </Text>
        </>
      ),
      csv: (p) => p.full_name,
    },
    { key: "phone", header: "Celular", exportOnly: true, cell: (p) => p.phone, csv: (p) => formatPhone(p.phone) },
    {
      key: "enterprise",
      header: "Empreendimento",
      maxWidth: 220,
      cell: (p) => <Text size="sm">{p.enterprise?.name ?? "—"}</Text>,
      csv: (p) => p.enterprise?.name,
    },
    { key: "city", header: "Cidade", cell: (p) => <Text size="sm">{p.city ?? "—"}</Text>, csv: (p) => p.city },
    {
      key: "source",
      header: "Origem",
      cell: (p) => <Text size="sm">{sourceLabel(p.source)}</Text>,
      csv: (p) => sourceLabel(p.source),
    },
    {
      key: "status",
      header: "Situação",
      card: "badge",
      cell: (p) => (
        <>
          <StatusBadge status={p.status} />
          {options.showAcquiredBy && p.acquiredBy && (
            <Text size="xs" c="dimmed" mt={2}>
              por {p.acquiredBy.full_name}
            </Text>
          )}
        </>
      ),
      csv: (p) => PRE_LEAD_STATUS_LABELS[p.status],
    },
    ...(options.showAcquiredBy
      ? [
          {
            key: "acquiredBy",
            header: "Adquirido por",
            exportOnly: true,
            cell: (p: PreLeadDto) => p.acquiredBy?.full_name,
            csv: (p: PreLeadDto) => p.acquiredBy?.full_name,
          },
        ]
      : []),
    {
      key: "createdAt",
      header: "Recebido",
      nowrap: true,
      cell: (p) => (
        <Text size="sm" title={formatDateTime(p.createdAt)}>
          {formatRelativeTime(p.createdAt, options.now)}
        </Text>
      ),
      csv: (p) => formatDateTime(p.createdAt),
    },
    { key: "action", header: "", align: "right", card: "actions", cell: (p) => <Acquire {...options} preLead={p} /> },
  ];
}
