import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { standPresenceKind } from "@portal/contracts/policy";
import type { StandDto } from "@portal/contracts/stand";
import { IconBuildingStore, IconCheck, IconMapPin, IconUsers } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { saveChosenStand, useChosenStand } from "./chosen-stand";
import { checkInAtStand, refreshStand, standKeys, standsQuery } from "./stand.queries";

/**
 * /stand/choose-enterprise, the receptionist's landing: the active stands they work at today (GET /stands answers
 * the stand scope, decision 061: for a receptionist the stands the schedule puts them at today). Choosing one checks
 * the receptionist in there (the API then scopes their visits to it) and the device remembers it.
 */
export function ChooseStandPage({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = session.user._id;
  const chosen = useChosenStand(userId);
  const stands = useQuery(standsQuery());
  const choose = useMutation({
    mutationFn: async (stand: StandDto) => {
      // Receptionists check in at the reception of the stand; other readers (a MASTER) only remember the choice.
      if (standPresenceKind(session.roles) === "RECEPTION") {
        const { presence } = await checkInAtStand(stand.enterprise_id);
        // The new presence at once: the current stand (useCurrentStand) must not read the old one meanwhile.
        queryClient.setQueryData(standKeys.myPresence(), { presence });
      }
      return stand;
    },
    meta: { inlineError: true },
    onSuccess: (stand) => {
      saveChosenStand(userId, { enterprise_id: stand.enterprise_id, name: stand.enterprise.name });
      void refreshStand(queryClient, stand.enterprise_id);
      notifySuccess(`Você está no plantão ${stand.enterprise.name}.`);
      void navigate({ to: "/stand/form" });
    },
    onError: (error) => notifyError(error),
  });

  const list = (stands.data?.payload ?? []).filter((s) => s.active);
  const reception = standPresenceKind(session.roles) === "RECEPTION";
  return (
    <>
      <PageHeader
        title="Escolha o plantão"
        description={
          reception
            ? "Os plantões em que você está escalado(a) hoje. Este aparelho lembra a escolha."
            : "Escolha o empreendimento do plantão em que você está hoje. Este aparelho lembra a escolha."
        }
      />
      {stands.isPending ? (
        <LoadingState label="Carregando os plantões..." />
      ) : stands.isError ? (
        <ErrorState error={stands.error} onRetry={() => void stands.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder radius="md">
          {reception ? (
            <EmptyResult
              icon={<IconBuildingStore size={28} />}
              title="Você não está escalado(a) em nenhum plantão hoje"
              description="Peça à coordenação do plantão para incluir você na escala de hoje."
            />
          ) : (
            <EmptyResult
              icon={<IconBuildingStore size={28} />}
              title="Nenhum plantão para você"
              description="Você vê os plantões dos seus times de vendas ou em que está escalado(a) hoje."
            />
          )}
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="stand-choices">
          {list.map((stand) => {
            const current = chosen?.enterprise_id === stand.enterprise_id;
            return (
              <Card
                key={stand.enterprise_id}
                withBorder
                radius="md"
                padding="lg"
                data-testid="stand-choice"
                style={current ? { borderColor: "var(--mantine-color-brand-6)", borderWidth: 2 } : undefined}
              >
                <Stack gap="sm" h="100%" justify="space-between">
                  <Stack gap={6}>
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      <Title order={2} size="h4">
                        {stand.enterprise.name}
                      </Title>
                      {stand.opening_hours.length > 0 && (
                        <Badge color={stand.open_now ? "teal" : "gray"} variant="light" style={{ flexShrink: 0 }}>
                          {stand.open_now ? "Aberto agora" : "Fora do horário"}
                        </Badge>
                      )}
                    </Group>
                    <Group gap={6} c="dimmed">
                      <IconMapPin size={16} aria-hidden="true" />
                      <Text size="sm">{stand.enterprise.city}</Text>
                    </Group>
                    <Group gap={6} c="dimmed">
                      <IconUsers size={16} aria-hidden="true" />
                      <Text size="sm">
                        {stand.specialists_present === 1
                          ? "1 especialista no plantão"
                          : `${stand.specialists_present} especialistas no plantão`}
                        {stand.waiting_visits > 0 &&
                          ` · ${stand.waiting_visits} ${stand.waiting_visits === 1 ? "visita aguardando" : "visitas aguardando"}`}
                      </Text>
                    </Group>
                  </Stack>
                  <Button
                    fullWidth
                    size="md"
                    variant={current ? "light" : "filled"}
                    leftSection={current ? <IconCheck size={18} /> : undefined}
                    loading={choose.isPending && choose.variables?.enterprise_id === stand.enterprise_id}
                    disabled={choose.isPending}
                    onClick={() => choose.mutate(stand)}
                  >
                    {current ? "Continuar neste plantão" : "Escolher este plantão"}
                    <VisuallyHidden>: {stand.enterprise.name}</VisuallyHidden>
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
