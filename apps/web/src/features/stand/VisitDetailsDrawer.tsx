import { Anchor, Divider, Drawer, Group, Loader, SimpleGrid, Stack, Text, Timeline, Title } from "@mantine/core";
import { INTEREST_LEVEL_LABELS } from "@portal/contracts/lead-enums";
import { formatPhone } from "@portal/contracts/phone";
import {
  BEDROOM_OPTION_LABELS,
  CHILDREN_OPTION_LABELS,
  MARKETING_ORIGIN_LABELS,
  type ServiceReportDto,
  STAND_ASSIGNMENT_TYPE_LABELS,
  STAND_LOG_ACTION_LABELS,
  type StandVisitDto,
  VISIT_PURPOSE_LABELS,
} from "@portal/contracts/stand";
import { SERVICE_REPORT_FIELD_LABELS, type ServiceReportField } from "@portal/contracts/stand-labels";
import { yesNo } from "@portal/contracts/stand-register";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { InfoItem } from "../../components/InfoItem";
import { ErrorState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { useMedia } from "../../lib/use-media";
import { VisitStatusBadge } from "./RegisterList";
import { visitDetailQuery, visitReportQuery } from "./register.queries";
import { visitLogsQuery } from "./stand.queries";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** A visit of the register: the visitor, the lead, who served them and when, the broker, the report, the log. */
export function VisitDetailsDrawer({
  visitId,
  canOpenLead,
  onClose,
}: {
  visitId: string | undefined;
  canOpenLead: boolean;
  onClose: () => void;
}) {
  const phone = !useMedia("(min-width: 48em)");
  const visit = useQuery({ ...visitDetailQuery(visitId ?? ""), enabled: Boolean(visitId) });
  return (
    <Drawer
      opened={Boolean(visitId)}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={visit.data ? `Visita de ${visit.data.visitor.full_name}` : "Visita"}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Fechar detalhes da visita" }}
      data-testid="visit-details"
    >
      {visitId &&
        (visit.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Carregando visita" />
          </Group>
        ) : visit.isError ? (
          <ErrorState error={visit.error} onRetry={() => void visit.refetch()} />
        ) : (
          <VisitDetails visit={visit.data} canOpenLead={canOpenLead} />
        ))}
    </Drawer>
  );
}

function VisitDetails({ visit, canOpenLead }: { visit: StandVisitDto; canOpenLead: boolean }) {
  const tp = visit.third_party_visit;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs">
        <VisitStatusBadge status={visit.status} />
        {canOpenLead && (
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: visit.lead_id }} />}
          >
            Abrir o lead
          </Anchor>
        )}
      </Group>

      <Section title="Visitante">
        <InfoItem label="Nome">{visit.visitor.full_name}</InfoItem>
        <InfoItem label="Telefone">{formatPhone(visit.visitor.phone)}</InfoItem>
        <InfoItem label="E-mail">{visit.visitor.email}</InfoItem>
        <InfoItem label="Visita de retorno">{yesNo(visit.returning_visitor)}</InfoItem>
        <InfoItem label="Como conheceu">{visit.how_know ? MARKETING_ORIGIN_LABELS[visit.how_know] : null}</InfoItem>
        <InfoItem label="Finalidade">{visit.purpose ? VISIT_PURPOSE_LABELS[visit.purpose] : null}</InfoItem>
        <InfoItem label="Consentimento LGPD">{yesNo(visit.lgpd_consent)}</InfoItem>
        <InfoItem label="Empreendimento">{visit.enterprise.name}</InfoItem>
      </Section>

      <Divider />
      <Section title="Atendimento">
        <InfoItem label="Especialista">{visit.specialist?.full_name}</InfoItem>
        <InfoItem label="Encaminhamento">
          {visit.assignment_type ? STAND_ASSIGNMENT_TYPE_LABELS[visit.assignment_type] : null}
        </InfoItem>
        <InfoItem label="Cliente de">
          {visit.owner ? `${visit.owner.full_name}${visit.owner_notified ? " (avisado)" : ""}` : null}
        </InfoItem>
        <InfoItem label="Recepção">{visit.receptionist?.full_name}</InfoItem>
        <InfoItem label="Chegada">{formatDateTime(visit.arrived_at)}</InfoItem>
        <InfoItem label="Encaminhada em">{visit.assigned_at ? formatDateTime(visit.assigned_at) : null}</InfoItem>
        <InfoItem label="Início do atendimento">{visit.started_at ? formatDateTime(visit.started_at) : null}</InfoItem>
        <InfoItem label="Fim do atendimento">{visit.finished_at ? formatDateTime(visit.finished_at) : null}</InfoItem>
        {visit.canceled_at && <InfoItem label="Cancelada em">{formatDateTime(visit.canceled_at)}</InfoItem>}
        {visit.cancel_reason && <InfoItem label="Motivo do cancelamento">{visit.cancel_reason}</InfoItem>}
      </Section>
      {visit.assignment_reason && (
        <Text size="sm" c="dimmed">
          Por que este especialista: {visit.assignment_reason}
        </Text>
      )}

      {tp && (
        <>
          <Divider />
          <Section title="Corretor parceiro">
            <InfoItem label="Corretor">{tp.broker_name}</InfoItem>
            <InfoItem label="CRECI">{tp.broker_creci}</InfoItem>
            <InfoItem label="Imobiliária">{tp.agency_name}</InfoItem>
            <InfoItem label="Coparceiro do lead">{yesNo(tp.co_partner_added)}</InfoItem>
          </Section>
        </>
      )}

      {visit.service_report_id && (
        <>
          <Divider />
          <ReportSection visitId={visit._id} />
        </>
      )}

      <Divider />
      <LogSection visitId={visit._id} />
    </Stack>
  );
}

function reportValue(r: ServiceReportDto, field: ServiceReportField): ReactNode {
  switch (field) {
    case "interest_level":
      return INTEREST_LEVEL_LABELS[r.interest_level];
    case "purpose_enterprise":
      return VISIT_PURPOSE_LABELS[r.purpose_enterprise];
    case "how_many_bedroom":
      return BEDROOM_OPTION_LABELS[r.how_many_bedroom];
    case "quantity_children":
      return CHILDREN_OPTION_LABELS[r.quantity_children];
    case "how_know":
      return MARKETING_ORIGIN_LABELS[r.how_know];
    case "know_company":
    case "own_property":
      return yesNo(r[field]);
    default: {
      const v = r[field];
      return v == null ? null : String(v);
    }
  }
}

function ReportSection({ visitId }: { visitId: string }) {
  const report = useQuery(visitReportQuery(visitId));
  return (
    <Stack gap="xs" data-testid="visit-report">
      <Title order={3} size="h5">
        Ficha de atendimento
      </Title>
      {report.isPending ? (
        <Loader size="sm" aria-label="Carregando ficha" />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {(Object.keys(SERVICE_REPORT_FIELD_LABELS) as ServiceReportField[]).map((field) => (
            <InfoItem key={field} label={SERVICE_REPORT_FIELD_LABELS[field]}>
              {reportValue(report.data, field)}
            </InfoItem>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function LogSection({ visitId }: { visitId: string }) {
  const logs = useQuery(visitLogsQuery(visitId));
  return (
    <Stack gap="xs" data-testid="visit-logs">
      <Title order={3} size="h5">
        Histórico da visita
      </Title>
      {logs.isPending ? (
        <Loader size="sm" aria-label="Carregando histórico" />
      ) : logs.isError ? (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.payload.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum registro.
        </Text>
      ) : (
        <Timeline active={logs.data.payload.length} bulletSize={14} lineWidth={2}>
          {logs.data.payload.map((log) => (
            <Timeline.Item
              key={log._id}
              title={
                <Text size="sm" fw={600}>
                  {STAND_LOG_ACTION_LABELS[log.action]}
                </Text>
              }
            >
              <Text size="sm">{log.reason}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(log.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
