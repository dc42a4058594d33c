import { Alert, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { preLeadImportResultSchema } from "@portal/contracts/pre-leads";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import type { z } from "zod";
import { formatNumber } from "../../lib/format";

type ImportResult = z.infer<typeof preLeadImportResultSchema>;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text size="xl" fw={700} c={color}>
        {formatNumber(value)}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </Paper>
  );
}

/** Result of a CSV import: counts, and every rejected row with its reasons. */
export function ImportReport({ result }: { result: ImportResult }) {
  return (
    <Stack gap="md" data-testid="import-report">
      {result.rejected === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title="Importação concluída">
          Todas as {formatNumber(result.total)} linhas de {result.file_name} foram importadas.
        </Alert>
      ) : (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="Importação concluída com rejeições"
        >
          {formatNumber(result.accepted)} de {formatNumber(result.total)} linhas de {result.file_name} foram importadas.
          Corrija as linhas abaixo e envie-as novamente.
        </Alert>
      )}
      <SimpleGrid cols={3} spacing="sm">
        <Count label="Linhas" value={result.total} />
        <Count label="Aceitas" value={result.accepted} color="teal.7" />
        <Count label="Rejeitadas" value={result.rejected} color={result.rejected ? "red.7" : undefined} />
      </SimpleGrid>
      {result.rows.length > 0 && (
        <ScrollArea.Autosize mah={320} type="auto">
          <Table verticalSpacing={6} striped="even" stripedColor="gray.0" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>Linha</Table.Th>
                <Table.Th>Motivos</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row) => (
                <Table.Tr key={row.line} data-testid="rejected-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.line}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.reasons.map((reason) => (
                        <Text key={reason} size="sm" component="span">
                          {reason}
                          {row.reasons.length > 1 ? ";" : ""}
                        </Text>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
