import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { MEDIA_TYPE_LABELS } from "@portal/contracts/inventory-enums";
import { useQuery } from "@tanstack/react-query";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { stepQuery } from "./wizard.queries";

/**
 * The enterprise's medias (links), read from the wizard's step 5 (GET step-5, which only managers
 * may read; there is no broker-facing medias route yet).
 */
export function EnterpriseMediasList({ enterpriseId }: { enterpriseId: string }) {
  const q = useQuery(stepQuery(enterpriseId, 5));
  if (q.isPending) return <LoadingState label="Carregando mídias..." />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.medias.length === 0)
    return (
      <Card withBorder radius="md">
        <EmptyResult title="Nenhuma mídia cadastrada" description="Cadastre vídeos, mapas e tours na etapa 5." />
      </Card>
    );
  return (
    <Stack gap="xs">
      {q.data.medias.map((m) => (
        <Card key={m._id} withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="nowrap">
            <Badge variant="light">{MEDIA_TYPE_LABELS[m.type]}</Badge>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {m.title ?? MEDIA_TYPE_LABELS[m.type]}
              </Text>
              {m.url && (
                <Anchor href={m.url} target="_blank" rel="noreferrer noopener" size="sm" truncate>
                  {m.url}
                </Anchor>
              )}
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
