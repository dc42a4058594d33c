import { ActionIcon, Anchor, Badge, Group, Progress, Stack, Table, Text, Tooltip } from "@mantine/core";
import type { EnterpriseLeadCountsDto } from "@portal/contracts/enterprise-leads";
import { ENTERPRISE_GROUP_LABELS } from "@portal/contracts/enterprises";
import { FUNNEL_STAGE_LABELS, FUNNEL_STAGES, LEAD_STATUS_LABELS, LEAD_STATUSES } from "@portal/contracts/lead-enums";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Fragment, useState } from "react";
import { formatNumber } from "../../lib/format";
import { STATUS_COLORS } from "../leads/lead-labels";

/** The enterprise's leads by status as one stacked bar (share of its total). */
function StatusBar({ row }: { row: EnterpriseLeadCountsDto }) {
  return (
    <Progress.Root size="lg" aria-label={`Leads por status de ${row.enterprise_name}`}>
      {LEAD_STATUSES.filter((s) => row.by_status[s] > 0).map((s) => (
        <Tooltip key={s} label={`${LEAD_STATUS_LABELS[s]}: ${formatNumber(row.by_status[s])}`}>
          <Progress.Section value={(row.by_status[s] / row.total) * 100} color={STATUS_COLORS[s]} />
        </Tooltip>
      ))}
    </Progress.Root>
  );
}

function Details({ row }: { row: EnterpriseLeadCountsDto }) {
  const stages = FUNNEL_STAGES.filter((s) => row.by_funnel_stage[s] > 0);
  return (
    <Stack gap={6} py={4}>
      <Group gap={6}>
        <Text size="xs" c="dimmed" w={110}>
          Por status
        </Text>
        {LEAD_STATUSES.filter((s) => row.by_status[s] > 0).map((s) => (
          <Badge key={s} variant="light" color={STATUS_COLORS[s]}>
            {LEAD_STATUS_LABELS[s]}: {formatNumber(row.by_status[s])}
          </Badge>
        ))}
      </Group>
      <Group gap={6}>
        <Text size="xs" c="dimmed" w={110}>
          Por etapa do funil
        </Text>
        {stages.map((s) => (
          <Badge key={s} variant="outline" color="gray">
            {FUNNEL_STAGE_LABELS[s]}: {formatNumber(row.by_funnel_stage[s])}
          </Badge>
        ))}
        <Badge variant="outline" color="gray">
          Sem etapa: {formatNumber(row.without_funnel_stage)}
        </Badge>
      </Group>
    </Stack>
  );
}

/** One row per enterprise (most leads first): totals, new in 7 / 30 days, status bar; a row opens its breakdown. */
export function EnterpriseLeadsTable({ rows }: { rows: EnterpriseLeadCountsDto[] }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th>Empreendimento</Table.Th>
            <Table.Th>Cidade</Table.Th>
            <Table.Th>Grupo</Table.Th>
            <Table.Th ta="right">Leads</Table.Th>
            <Table.Th ta="right">Novos (7 dias)</Table.Th>
            <Table.Th ta="right">Novos (30 dias)</Table.Th>
            <Table.Th w={200}>Por status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Fragment key={r.enterprise_id}>
              <Table.Tr>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${open.has(r.enterprise_id) ? "Ocultar" : "Ver"} detalhes de ${r.enterprise_name}`}
                    aria-expanded={open.has(r.enterprise_id)}
                    onClick={() => toggle(r.enterprise_id)}
                  >
                    {open.has(r.enterprise_id) ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/enterprises/$enterpriseId" params={{ enterpriseId: r.enterprise_id }} />
                    )}
                  >
                    {r.enterprise_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.city}</Table.Td>
                <Table.Td>{ENTERPRISE_GROUP_LABELS[r.group]}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(r.total)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(r.new_last_7_days)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.new_last_30_days)}</Table.Td>
                <Table.Td>
                  <StatusBar row={r} />
                </Table.Td>
              </Table.Tr>
              {open.has(r.enterprise_id) && (
                <Table.Tr>
                  <Table.Td />
                  <Table.Td colSpan={7}>
                    <Details row={r} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
