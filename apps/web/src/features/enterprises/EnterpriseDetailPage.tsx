import { Badge, Card, Group, Paper, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { ENTERPRISE_GROUP_LABELS, PROPERTY_TYPE_LABELS } from "@portal/contracts/enterprises";
import { ENTERPRISE_PHASE_LABELS } from "@portal/contracts/lead-enums";
import { canManageEnterprises } from "@portal/contracts/policy";
import {
  IconFiles,
  IconInfoCircle,
  IconLayoutBoardSplit,
  IconLayoutGrid,
  IconMovie,
  IconPencil,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ButtonLink";
import { InfoItem } from "../../components/InfoItem";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { PHASE_COLORS } from "./EnterpriseCard";
import { EnterpriseFilesTab } from "./EnterpriseFilesTab";
import { EnterpriseMediasList } from "./EnterpriseMediasList";
import { EnterprisePlansSection } from "./EnterprisePlansSection";
import { enterpriseQuery } from "./enterprises.queries";

function SoonPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="xs">
        <Badge variant="light" color="gray">
          Em breve
        </Badge>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Group>
    </Paper>
  );
}

/** Enterprise detail: data (GET /enterprises/{id}), files, plans and medias, and the way into the mirror. */
export function EnterpriseDetailPage({ enterpriseId, roles }: { enterpriseId: string; roles: readonly string[] }) {
  const query = useQuery(enterpriseQuery(enterpriseId));
  if (query.isPending) return <LoadingState label="Carregando empreendimento..." />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const e = query.data;
  return (
    <>
      <PageHeader
        title={e.name}
        description={
          <Group gap="xs" component="span">
            <Badge color={PHASE_COLORS[e.phase]} variant="light">
              {ENTERPRISE_PHASE_LABELS[e.phase]}
            </Badge>
            <span>{e.city}</span>
          </Group>
        }
        actions={
          <>
            {canManageEnterprises(roles) && (
              <ButtonLink
                to="/enterprises/$enterpriseId/wizard"
                params={{ enterpriseId }}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Editar cadastro
              </ButtonLink>
            )}
            <ButtonLink
              to="/enterprises/$enterpriseId/mirror"
              params={{ enterpriseId }}
              leftSection={<IconLayoutGrid size={16} />}
            >
              Espelho de vendas
            </ButtonLink>
          </>
        }
      />
      <Tabs defaultValue="data" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="data" leftSection={<IconInfoCircle size={16} />}>
            Dados
          </Tabs.Tab>
          <Tabs.Tab value="files" leftSection={<IconFiles size={16} />}>
            Arquivos
          </Tabs.Tab>
          <Tabs.Tab value="plans" leftSection={<IconLayoutBoardSplit size={16} />}>
            Plantas
          </Tabs.Tab>
          <Tabs.Tab value="medias" leftSection={<IconMovie size={16} />}>
            Mídias
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                <InfoItem label="Nome">{e.name}</InfoItem>
                <InfoItem label="Cidade">{e.city}</InfoItem>
                <InfoItem label="Fase">{ENTERPRISE_PHASE_LABELS[e.phase]}</InfoItem>
                <InfoItem label="Grupo">{ENTERPRISE_GROUP_LABELS[e.group]}</InfoItem>
                <InfoItem label="Tipo de imóvel">{PROPERTY_TYPE_LABELS[e.property_type]}</InfoItem>
                <InfoItem label="Situação">{e.active ? "Ativo" : "Inativo"}</InfoItem>
                <InfoItem label="Times de vendas">
                  {e.sales_teams.length ? e.sales_teams.map((t) => t.name).join(", ") : null}
                </InfoItem>
                <InfoItem label="Dias até voltar à base">
                  {e.days_to_go_to_base === null ? null : `${e.days_to_go_to_base} dias`}
                </InfoItem>
                <InfoItem label="Atualizado em">{formatDateTime(e.updatedAt)}</InfoItem>
              </SimpleGrid>
            </Stack>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="files">
          <EnterpriseFilesTab enterpriseId={enterpriseId} roles={roles} />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <EnterprisePlansSection enterpriseId={enterpriseId} roles={roles} />
        </Tabs.Panel>
        <Tabs.Panel value="medias">
          {canManageEnterprises(roles) ? (
            <EnterpriseMediasList enterpriseId={enterpriseId} />
          ) : (
            <SoonPanel>Vídeos, mapas, tour 360° e vistas ainda não estão disponíveis aqui.</SoonPanel>
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
