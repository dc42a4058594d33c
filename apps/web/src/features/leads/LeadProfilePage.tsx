import { Alert, Button, Card, Center, Stack, Tabs, Text, ThemeIcon, Title } from "@mantine/core";
import { canEditLeadData } from "@portal/contracts/leads";
import { canAccessSection, leadProfileView } from "@portal/contracts/policy";
import {
  IconAlertTriangle,
  IconFiles,
  IconHistory,
  IconLink,
  IconUser,
  IconUserSearch,
  IconWriting,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useDocumentTitle } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { isApiError } from "../../lib/api-error";
import type { Session } from "../../lib/session-cookies";
import { ScheduleLeadButton } from "../schedules/ScheduleLeadButton";
import { RequestTransferButton } from "../solicitations/RequestTransferButton";
import { AttendButton } from "./AttendButton";
import { ContractInfoTab } from "./ContractInfoTab";
import { LeadActionsMenu } from "./LeadActionsMenu";
import { LeadDataTab } from "./LeadDataTab";
import { LeadFilesTab } from "./LeadFilesTab";
import { LeadHeader } from "./LeadHeader";
import { LeadHistoryTab } from "./LeadHistoryTab";
import { leadQuery } from "./lead-profile.queries";
import { isLeadId, LEAD_TABS, type LeadTab } from "./lead-route";

export function LeadNotFound() {
  useDocumentTitle("Lead não encontrado");
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={460}>
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconUserSearch size={34} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          Lead não encontrado
        </Title>
        <Text c="dimmed">
          Este lead não existe ou não está na sua carteira. Confira o link ou procure o lead na lista.
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/leads" />} mt="sm">
          Ir para a lista de leads
        </Button>
      </Stack>
    </Center>
  );
}

export function LeadProfilePage({
  leadId,
  session,
  tab,
  onTabChange,
  temporaryToken,
}: {
  leadId: string;
  session: Session;
  tab?: LeadTab;
  onTabChange: (tab: LeadTab) => void;
  temporaryToken?: string;
}) {
  // A mistyped or truncated link ("/leads/movimentos") is not a lead id: not found, without asking the API (which
  // could even answer another route, e.g. GET /leads/movements).
  const validId = isLeadId(leadId);
  const query = useQuery({ ...leadQuery(leadId, temporaryToken), enabled: validId });
  useDocumentTitle(query.data ? query.data.full_name : "Lead");

  if (!validId) return <LeadNotFound />;
  if (query.isPending) return <LoadingState label="Carregando lead..." />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <LeadNotFound />;
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Não foi possível carregar o lead" />
    );
  }

  const lead = query.data;
  const view = leadProfileView({ roles: session.roles, read_only: session.user.read_only });
  const viaLink = Boolean(lead.temporary_token);
  const caller = { roles: session.roles, readOnly: session.user.read_only };
  const canEdit = canEditLeadData(caller) && !lead.excluded && !viaLink;
  const showActions = view.showLeadTopActions && !lead.excluded && !viaLink;
  // 'Atender' is the owner's (the API refuses anyone else); spec 2 hides it once the lead is in attendance.
  const showAttend = showActions && lead.owner_id === session.user._id;
  const historyOnly = view.historyTabOnly;
  // A read-only link shows the lead's data, its history and its files (no contract data, nothing to change).
  const available: LeadTab[] = viaLink
    ? ["historico", "dados", "arquivos"]
    : historyOnly
      ? ["historico"]
      : [...LEAD_TABS];
  const linkToken = viaLink ? (lead.temporary_token ?? undefined) : undefined;
  const active = tab && available.includes(tab) ? tab : (available[0] as LeadTab);

  return (
    <Stack gap="md">
      {lead.excluded && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Lead excluído">
          Este lead foi excluído. As informações ficam disponíveis apenas para consulta.
        </Alert>
      )}
      {viaLink && (
        <Alert color="blue" variant="light" icon={<IconLink size={20} />} title="Acesso por link temporário">
          <Stack gap="sm" align="flex-start">
            <span>Você está vendo este lead por um link de acesso somente leitura.</span>
            <RequestTransferButton lead={lead} session={session} />
          </Stack>
        </Alert>
      )}
      <LeadHeader
        lead={lead}
        chatInPortal={canAccessSection(session.roles, "chat") && !viaLink}
        actions={
          showActions ? (
            <>
              {showAttend && <AttendButton lead={lead} />}
              <ScheduleLeadButton lead={lead} session={session} />
              <LeadActionsMenu lead={lead} session={session} />
            </>
          ) : undefined
        }
      />
      <Card withBorder radius="md" padding={0}>
        <Tabs value={active} onChange={(v) => v && onTabChange(v as LeadTab)} keepMounted={false}>
          <Tabs.List px={{ base: 4, sm: "sm" }}>
            {available.includes("historico") && (
              <Tabs.Tab value="historico" leftSection={<IconHistory size={16} />}>
                Histórico
              </Tabs.Tab>
            )}
            {available.includes("dados") && (
              <Tabs.Tab value="dados" leftSection={<IconUser size={16} />}>
                Dados
              </Tabs.Tab>
            )}
            {available.includes("contrato") && (
              <Tabs.Tab value="contrato" leftSection={<IconWriting size={16} />}>
                Dados do contrato
              </Tabs.Tab>
            )}
            {available.includes("arquivos") && (
              <Tabs.Tab value="arquivos" leftSection={<IconFiles size={16} />}>
                Arquivos
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="historico" p={{ base: "sm", sm: "md" }}>
            <LeadHistoryTab
              lead={lead}
              canAnnotate={!session.user.read_only && !viaLink}
              canChangeStage={canEdit}
              viewer={
                viaLink ? undefined : { id: session.user._id, roles: session.roles, readOnly: session.user.read_only }
              }
              temporaryToken={linkToken}
            />
          </Tabs.Panel>
          <Tabs.Panel value="dados" p={{ base: "sm", sm: "md" }}>
            <LeadDataTab lead={lead} canEdit={canEdit} roles={session.roles} />
          </Tabs.Panel>
          <Tabs.Panel value="contrato" p={{ base: "sm", sm: "md" }}>
            <ContractInfoTab lead={lead} canEdit={canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="arquivos" p={{ base: "sm", sm: "md" }}>
            <LeadFilesTab
              leadId={lead._id}
              leadName={lead.full_name}
              roles={session.roles}
              canUpload={!session.user.read_only && !historyOnly && !lead.excluded && !viaLink}
              temporaryToken={linkToken}
            />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
