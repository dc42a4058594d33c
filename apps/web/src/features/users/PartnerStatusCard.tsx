/** What a partner awaiting approval sees instead of prices and the mirror (decision 064). */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PARTNER_STATUS_LABELS, type PartnerStatus } from "@portal/contracts/partner-status";
import { formatPhone } from "@portal/contracts/phone";
import type { UserDto } from "@portal/contracts/users";
import { IconClockHour4, IconRefresh, IconX } from "@tabler/icons-react";
import { InfoItem } from "../../components/InfoItem";
import { formatCpf, formatDate } from "../../lib/format";

const COLOR: Record<PartnerStatus, string> = { PENDING_APPROVAL: "yellow", APPROVED: "teal", REJECTED: "red" };

export function PartnerStatusCard({
  user,
  refreshing,
  onRefresh,
}: {
  user: UserDto;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const status: PartnerStatus = user.partner_status ?? "APPROVED";
  return (
    <Card withBorder radius="md" padding="lg" data-testid="partner-status" data-status={status}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {status === "REJECTED" ? <IconX size={28} /> : <IconClockHour4 size={28} />}
            <Title order={2} size="h3">
              {status === "REJECTED" ? "Cadastro recusado" : PARTNER_STATUS_LABELS[status]}
            </Title>
          </Group>
          <Badge color={COLOR[status]} variant="light" size="lg" tt="none">
            {PARTNER_STATUS_LABELS[status]}
          </Badge>
        </Group>
        {status === "PENDING_APPROVAL" && (
          <Text>
            Recebemos seu cadastro de corretor parceiro. O coordenador de parcerias confere seus dados e o seu CRECI;
            assim que aprovar, os empreendimentos, o espelho de vendas e os preços ficam disponíveis para você, e você
            recebe uma notificação.
          </Text>
        )}
        {status === "REJECTED" && (
          <Alert color="red" variant="light" title="Motivo">
            {user.partner_rejection_reason ?? "Não informado."} Fale com o coordenador de parcerias para rever o
            cadastro.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <InfoItem label="Nome">{user.full_name}</InfoItem>
          <InfoItem label="E-mail">{user.email}</InfoItem>
          <InfoItem label="CRECI">{user.creci}</InfoItem>
          <InfoItem label="CPF">{formatCpf(user.cpf)}</InfoItem>
          <InfoItem label="Celular">{formatPhone(user.phone)}</InfoItem>
          <InfoItem label="Cadastro em">{formatDate(user.createdAt)}</InfoItem>
        </SimpleGrid>
        <Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={refreshing}
            onClick={onRefresh}
            data-testid="partner-status-refresh"
          >
            Verificar situação
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
