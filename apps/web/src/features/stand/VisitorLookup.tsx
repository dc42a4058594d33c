import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { StandPhoneLookupItemDto } from "@portal/contracts/stand";
import { IconAlertTriangle, IconUserCheck, IconUserPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { describeMatch } from "./visitor-form";

/**
 * What the stand learns from the phone (GET /stand-visits/phone/{phone}): whether the visitor is somebody's client,
 * the lead's status and their last visit. Only those fields: the receptionist does not read leads (decision 030).
 */
export function VisitorLookup({
  query,
  currentName,
  onUseName,
}: {
  query: UseQueryResult<{ payload: StandPhoneLookupItemDto[] }>;
  currentName: string;
  onUseName: (name: string) => void;
}) {
  if (query.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Procurando o telefone...
      </Text>
    );
  if (query.isError)
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
        Não foi possível consultar o telefone agora. Você pode registrar a visita mesmo assim.
      </Alert>
    );
  const items = query.data.payload;
  if (items.length === 0)
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconUserPlus size={18} />}
        title="Visitante novo"
        role="status"
        data-testid="visitor-lookup"
      >
        Nenhum cadastro com este telefone. Preencha os dados abaixo.
      </Alert>
    );
  return (
    <Stack gap="xs" role="status" data-testid="visitor-lookup">
      <Group gap={6}>
        <IconUserCheck size={18} aria-hidden="true" />
        <Text size="sm" fw={600}>
          {items.length === 1 ? "Visitante já cadastrado" : `${items.length} cadastros com este telefone`}
        </Text>
      </Group>
      {items.map((item) => {
        const described = describeMatch(item);
        const sameName = item.full_name.trim().toLowerCase() === currentName.trim().toLowerCase();
        return (
          <Paper
            key={`${item.full_name}|${item.owner_name ?? ""}|${item.this_enterprise}|${item.last_visit_at ?? ""}`}
            withBorder
            radius="md"
            p="sm"
            data-testid="visitor-match"
          >
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: "1 1 200px" }}>
                <Group gap={6}>
                  <Text fw={700}>{item.full_name}</Text>
                  <Badge variant="light" color="indigo" size="sm">
                    {described.status}
                  </Badge>
                  {item.this_enterprise && (
                    <Badge variant="light" color="teal" size="sm">
                      Deste empreendimento
                    </Badge>
                  )}
                </Group>
                <Text size="sm" fw={item.owner_name ? 600 : 400}>
                  {described.owner}
                </Text>
                <Text size="sm" c="dimmed">
                  {described.lastVisit}
                </Text>
              </Stack>
              {!sameName && (
                <Button size="xs" variant="light" onClick={() => onUseName(item.full_name)}>
                  Usar este nome
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
