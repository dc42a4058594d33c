import { Alert, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { STAND_ASSIGNMENT_TYPE_LABELS, type StandVisitDto } from "@portal/contracts/stand";
import { IconCheck, IconClockHour4, IconInfoCircle, IconListNumbers, IconUserPlus } from "@tabler/icons-react";
import { ButtonLink } from "../../components/ButtonLink";

/**
 * The answer of a check-in: who serves the visitor and why (the routing explained, like the roulette's
 * decisions), or that the visit waits for the next free specialist; plus what else happened (returning visitor,
 * owner told, partner broker recorded).
 */
export function VisitRoutedCard({
  result,
  onNext,
}: {
  result: { message: string; visit: StandVisitDto };
  onNext: () => void;
}) {
  const { visit } = result;
  const routed = visit.specialist !== null;
  return (
    <Card withBorder radius="md" padding="lg" maw={760} data-testid="visit-routed">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color={routed ? "teal" : "orange"} variant="light" aria-hidden="true">
            {routed ? <IconCheck size={26} /> : <IconClockHour4 size={26} />}
          </ThemeIcon>
          <Stack gap={2} role="status">
            <Title order={2} size="h3">
              {result.message}
            </Title>
            <Text c="dimmed" size="sm">
              {visit.visitor.full_name}
            </Text>
          </Stack>
        </Group>

        {routed ? (
          <Stack gap={6}>
            <Text size="lg">
              Encaminhada para{" "}
              <Text component="span" fw={700} data-testid="visit-specialist">
                {visit.specialist?.full_name}
              </Text>
            </Text>
            {visit.assignment_type && (
              <Group gap="xs">
                <Badge variant="light" color="brand">
                  {STAND_ASSIGNMENT_TYPE_LABELS[visit.assignment_type]}
                </Badge>
              </Group>
            )}
            {visit.assignment_reason && (
              <Text size="sm" data-testid="visit-reason">
                <Text component="span" fw={600}>
                  Por quê:{" "}
                </Text>
                {visit.assignment_reason}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm">
            A visita aparece em “Aguardando especialista” na lista da vez e vai para o próximo especialista que ficar
            disponível. Você também pode atribuí-la manualmente.
          </Text>
        )}

        {(visit.returning_visitor || (visit.owner && visit.owner_notified) || visit.third_party_visit) && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            <Stack gap={4}>
              {visit.returning_visitor && (
                <Text size="sm">Visitante já cadastrado neste empreendimento: marcado como novo interesse.</Text>
              )}
              {visit.owner && visit.owner_notified && (
                <Text size="sm">{visit.owner.full_name}, responsável pelo cliente, foi avisado(a) da visita.</Text>
              )}
              {visit.third_party_visit && (
                <Text size="sm">
                  Visita de terceiro: {visit.third_party_visit.broker_name} (CRECI{" "}
                  {visit.third_party_visit.broker_creci})
                  {visit.third_party_visit.co_partner_added ? ", adicionado(a) como coparticipante do lead." : "."}
                </Text>
              )}
            </Stack>
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/stand/board" variant="default" leftSection={<IconListNumbers size={18} />}>
            Ver lista da vez
          </ButtonLink>
          <Button size="md" leftSection={<IconUserPlus size={18} />} onClick={onNext}>
            Registrar outro visitante
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
