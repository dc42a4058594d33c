import { Anchor, Badge, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime, formatNumber } from "../../lib/format";
import { ImportReport } from "./ImportReport";
import { preLeadImportQuery, preLeadImportsQuery } from "./pre-leads.queries";

/** The last imports, each opening its report. */
export function ImportsHistory() {
  const imports = useQuery(preLeadImportsQuery(true));
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useQuery(preLeadImportQuery(openId));
  if (imports.isPending || imports.isError || imports.data.payload.length === 0) {
    return imports.isError ? <ErrorState error={imports.error} onRetry={() => void imports.refetch()} /> : null;
  }
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="md" mb="sm">
        Importações recentes
      </Title>
      <Stack gap="xs">
        {imports.data.payload.map((item) => (
          <Group key={item.import_id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0, flex: "1 1 200px" }}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                ta="left"
                onClick={() => setOpenId(item.import_id)}
              >
                {item.file_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.createdAt)}
                {item.created_by ? ` · ${item.created_by.full_name}` : ""}
              </Text>
            </Stack>
            <Group gap={6}>
              <Badge color="teal" variant="light" tt="none" radius="sm">
                {formatNumber(item.accepted)} aceitas
              </Badge>
              {item.rejected > 0 && (
                <Badge color="red" variant="light" tt="none" radius="sm">
                  {formatNumber(item.rejected)} rejeitadas
                </Badge>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title="Relatório da importação" size="lg">
        {detail.isPending ? (
          <LoadingState />
        ) : detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <ImportReport result={detail.data} />
        )}
      </Modal>
    </Card>
  );
}
