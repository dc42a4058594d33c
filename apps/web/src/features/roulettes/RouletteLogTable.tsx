import { Anchor, Badge, Table, Text } from "@mantine/core";
import { rouletteLogActionLabel, rouletteLogText } from "@portal/contracts/roulettes";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { LOG_ACTION_COLORS } from "./roulette-labels";

interface LogRow {
  _id: string;
  lead_id: string | null;
  action: string;
  reason: string;
  createdAt: string;
}

/** The roulette's decisions, newest first; a lead's rows link to the "why" view of that lead. */
export function RouletteLogTable({ rows, canExplain }: { rows: LogRow[]; canExplain: boolean }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="roulette-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={160}>Quando</Table.Th>
            <Table.Th w={220}>Decisão</Table.Th>
            <Table.Th>Motivo</Table.Th>
            {canExplain && <Table.Th w={120} aria-label="Lead" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((l) => (
            <Table.Tr key={l._id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(l.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={LOG_ACTION_COLORS[l.action] ?? "blue"} variant="light">
                  {rouletteLogActionLabel(l.action)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rouletteLogText(l.reason)}</Text>
              </Table.Td>
              {canExplain && (
                <Table.Td>
                  {l.lead_id && (
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <Link {...props} to="/roulettes/why" search={{ lead: l.lead_id ?? "" }} />}
                    >
                      Por quê?
                    </Anchor>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
