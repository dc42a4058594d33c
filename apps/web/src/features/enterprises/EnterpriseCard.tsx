import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { EnterpriseDto } from "@portal/contracts/enterprises";
import { ENTERPRISE_GROUP_LABELS, PROPERTY_TYPE_LABELS } from "@portal/contracts/enterprises";
import { ENTERPRISE_PHASE_LABELS } from "@portal/contracts/lead-enums";
import { IconBuildingSkyscraper, IconLayoutGrid, IconMapPin } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ButtonLink } from "../../components/ButtonLink";

/** "12 de 320 unidades disponíveis" / "Sem unidades cadastradas". */
export function unitsSummary(available: number, total: number): string {
  if (total === 0) return "Sem unidades cadastradas";
  const n = new Intl.NumberFormat("pt-BR");
  return `${n.format(available)} de ${n.format(total)} ${total === 1 ? "unidade disponível" : "unidades disponíveis"}`;
}

export const PHASE_COLORS: Record<EnterpriseDto["phase"], string> = {
  SHORT_RELEASE: "grape",
  RELEASE: "blue",
  IN_WORKS: "orange",
  READY: "teal",
  DELIVERED: "gray",
};

export function EnterpriseCard({ enterprise }: { enterprise: EnterpriseDto }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="enterprise-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconBuildingSkyscraper size={20} stroke={1.6} />
            <Text fw={600} lineClamp={2}>
              <Link
                to="/enterprises/$enterpriseId"
                params={{ enterpriseId: enterprise._id }}
                style={{ color: "inherit", textDecoration: "none" }}
              >
                {enterprise.name}
              </Link>
            </Text>
          </Group>
          <Badge color={PHASE_COLORS[enterprise.phase]} variant="light" style={{ flexShrink: 0 }}>
            {ENTERPRISE_PHASE_LABELS[enterprise.phase]}
          </Badge>
        </Group>
        <Group gap={6} c="dimmed">
          <IconMapPin size={16} />
          <Text size="sm">{enterprise.city}</Text>
        </Group>
        {enterprise.units_total !== undefined && (
          <Text size="sm" data-testid="enterprise-units">
            {unitsSummary(enterprise.units_available ?? 0, enterprise.units_total)}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="outline" color="gray" size="sm">
            {ENTERPRISE_GROUP_LABELS[enterprise.group]}
          </Badge>
          <Badge variant="outline" color="gray" size="sm">
            {PROPERTY_TYPE_LABELS[enterprise.property_type]}
          </Badge>
          {!enterprise.active && (
            <Badge variant="filled" color="gray" size="sm">
              Inativo
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <ButtonLink
            to="/enterprises/$enterpriseId/mirror"
            params={{ enterpriseId: enterprise._id }}
            size="sm"
            leftSection={<IconLayoutGrid size={16} />}
          >
            Espelho de vendas
          </ButtonLink>
          <ButtonLink
            to="/enterprises/$enterpriseId"
            params={{ enterpriseId: enterprise._id }}
            size="sm"
            variant="default"
          >
            Detalhes
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
