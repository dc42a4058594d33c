import { Alert, Button, Card, Collapse, Group, List, Paper, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { formatCalendarDate } from "@portal/contracts/dates";
import { formatBRL } from "@portal/contracts/money";
import { INDEX_TYPE_LABELS, SERIES_TYPE_LABELS } from "@portal/contracts/payment-plan";
import { IconAlertTriangle, IconCircleCheck, IconListDetails } from "@tabler/icons-react";
import { useState } from "react";
import type { BrokenRule } from "./approval-preview";
import type { PlanCalc } from "./plan-editor";

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** Live figures of the plan: price, discount, net price, total and what is left until it adds up. */
export function PlanCalculator({
  priceCents,
  calc,
  brokenRules,
  rulesKnown,
}: {
  priceCents: number;
  calc: PlanCalc;
  brokenRules: BrokenRule[];
  /** False when the enterprise's rules could not be read (they are checked by the API on submit). */
  rulesKnown: boolean;
}) {
  const [showSchedule, setShowSchedule] = useState(false);
  const color = calc.state === "closed" ? "teal" : calc.state === "missing" ? "orange" : "red";
  return (
    <Stack gap="sm">
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Line label="Preço de tabela" value={formatBRL(priceCents)} />
          <Line
            label="Desconto"
            value={calc.discount.ok ? `- ${formatBRL(calc.discount.discount_cents)}` : "inválido"}
          />
          <Line label="Valor líquido" value={formatBRL(calc.netPriceCents)} strong />
          <Line label="Soma das séries" value={formatBRL(calc.totalCents)} />
          <Paper
            mt={4}
            p="xs"
            radius="sm"
            bg={`${color}.0`}
            data-testid="plan-remaining"
            data-state={calc.state}
            aria-live="polite"
          >
            <Text fw={700} ta="center" c={color}>
              {calc.remainingLabel}
            </Text>
          </Paper>
          <Text size="xs" c="dimmed">
            {calc.schedule.length} {calc.schedule.length === 1 ? "parcela" : "parcelas"} no plano
          </Text>
        </Stack>
      </Card>

      {!rulesKnown ? (
        <Alert color="gray" variant="light" title="Regras de aprovação">
          As regras do empreendimento serão verificadas ao enviar; se alguma for ultrapassada, a proposta vai para
          aprovação.
        </Alert>
      ) : brokenRules.length === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title="Dentro das regras">
          Enviada assim, a proposta é aprovada automaticamente.
        </Alert>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Precisará de aprovação"
          data-testid="broken-rules"
        >
          <List size="sm" spacing={2}>
            {brokenRules.map((r) => (
              <List.Item key={`${r.ruleId}-${r.message}`}>
                {r.message} (alçada {r.level})
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      <Button
        variant="subtle"
        leftSection={<IconListDetails size={16} />}
        onClick={() => setShowSchedule((v) => !v)}
        disabled={calc.schedule.length === 0}
      >
        {showSchedule ? "Ocultar parcelas" : "Ver parcelas"}
      </Button>
      <Collapse expanded={showSchedule}>
        <ScrollArea.Autosize mah={360}>
          <Table striped fz="xs" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vencimento</Table.Th>
                <Table.Th>Série</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {calc.schedule.map((p) => (
                <Table.Tr key={`${p.series_index}-${p.number}`}>
                  <Table.Td>{formatCalendarDate(p.due_date)}</Table.Td>
                  <Table.Td>
                    {SERIES_TYPE_LABELS[p.type]} {p.number}
                    {p.index ? ` (${INDEX_TYPE_LABELS[p.index]})` : ""}
                  </Table.Td>
                  <Table.Td ta="right">{formatBRL(p.value_cents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Collapse>
    </Stack>
  );
}
