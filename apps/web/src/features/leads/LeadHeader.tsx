import { ActionIcon, Anchor, Avatar, Badge, Card, Grid, Group, Stack, Title, Tooltip } from "@mantine/core";
import type { LeadDto } from "@portal/contracts/leads";
import { formatPhone } from "@portal/contracts/phone";
import { IconBrandWhatsapp, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { InfoItem } from "../../components/InfoItem";
import { formatDateTime, initials } from "../../lib/format";
import { formatRelativeTime, useNow } from "../../lib/relative-time";
import { FavoriteButton } from "./FavoriteButton";
import { InterestBadge, StatusBadge } from "./LeadBadges";
import { funnelStageLabel, reasonLabel, sourceLabel } from "./lead-labels";

/** Two per row on phones, four on wide screens. */
const HALF = { base: 6, md: 3 };

function telUrl(phone: string): string {
  return `tel:+${phone.replace(/\D+/g, "")}`;
}

/** wa.me wants the international number in digits (the API stores 55 + DDD + number). */
function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D+/g, "")}`;
}

export function LeadHeader({
  lead,
  actions,
  chatInPortal = false,
}: {
  lead: LeadDto;
  actions?: ReactNode;
  /** The WhatsApp icon opens the portal's chat (users of the chat section) instead of WhatsApp itself. */
  chatInPortal?: boolean;
}) {
  const now = useNow(60_000);
  const reason = reasonLabel(lead.archive_reason ?? lead.discard_reason);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: "1 1 320px", minWidth: 0 }}>
          <Avatar radius="xl" size={52} color="brand" visibleFrom="xs">
            {initials(lead.full_name)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap={4} wrap="nowrap" align="center">
              <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: "anywhere" }}>
                {lead.full_name}
              </Title>
              {!lead.temporary_token && (
                <FavoriteButton leadId={lead._id} leadName={lead.full_name} favorite={lead.favorite} />
              )}
            </Group>
            <Group gap={6}>
              <StatusBadge status={lead.status} size="md" />
              <InterestBadge level={lead.interest_level} size="md" />
              {lead.in_attendance && (
                <Badge color="teal" variant="filled" radius="sm" tt="none" size="md" data-testid="in-attendance">
                  Em atendimento
                </Badge>
              )}
              {lead.is_client && (
                <Badge color="grape" variant="light" radius="sm" tt="none" size="md">
                  Cliente
                </Badge>
              )}
              {lead.has_partner && (
                <Badge color="gray" variant="light" radius="sm" tt="none" size="md">
                  Com parceiro
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {actions && (
          <Group
            gap="sm"
            align="flex-start"
            justify="flex-end"
            wrap="nowrap"
            w={{ base: "100%", sm: "auto" }}
            style={{ flex: "0 1 auto" }}
          >
            {actions}
          </Group>
        )}
      </Group>

      <Grid gap="md" mt="lg">
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <InfoItem label="Telefone">
            <Group gap={4} wrap="nowrap">
              <Anchor href={telUrl(lead.phone)} size="sm" style={{ whiteSpace: "nowrap" }}>
                {formatPhone(lead.phone)}
              </Anchor>
              <Tooltip label="Ligar" withArrow>
                <ActionIcon
                  component="a"
                  href={telUrl(lead.phone)}
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Ligar para ${lead.full_name}`}
                >
                  <IconPhone size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Conversar no WhatsApp" withArrow>
                {chatInPortal ? (
                  // The portal's chat: the conversation joins the lead's history (decision 083).
                  <ActionIcon
                    variant="subtle"
                    color="green"
                    size="sm"
                    aria-label={`Abrir conversa com ${lead.full_name} no WhatsApp`}
                    renderRoot={(props) => <Link {...props} to="/chat" search={{ lead: lead._id }} />}
                  >
                    <IconBrandWhatsapp size={16} />
                  </ActionIcon>
                ) : (
                  <ActionIcon
                    component="a"
                    href={whatsappUrl(lead.phone)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="green"
                    size="sm"
                    aria-label={`Abrir conversa com ${lead.full_name} no WhatsApp`}
                  >
                    <IconBrandWhatsapp size={16} />
                  </ActionIcon>
                )}
              </Tooltip>
            </Group>
          </InfoItem>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <InfoItem label="E-mail">
            {lead.email ? (
              <Anchor href={`mailto:${lead.email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
                {lead.email}
              </Anchor>
            ) : null}
          </InfoItem>
        </Grid.Col>
        <Grid.Col span={HALF}>
          <InfoItem label="Responsável">{lead.owner?.full_name ?? "Na base (sem responsável)"}</InfoItem>
        </Grid.Col>
        <Grid.Col span={HALF}>
          <InfoItem label="Empreendimento">{lead.enterprise?.name}</InfoItem>
        </Grid.Col>
        <Grid.Col span={HALF}>
          <InfoItem label="Estágio do funil">{funnelStageLabel(lead.status_profile)}</InfoItem>
        </Grid.Col>
        <Grid.Col span={HALF}>
          <InfoItem label="Cidade">{lead.city}</InfoItem>
        </Grid.Col>
        <Grid.Col span={HALF}>
          <InfoItem label="Origem">{sourceLabel(lead.source)}</InfoItem>
        </Grid.Col>
        <Grid.Col span={HALF}>
          <InfoItem label="Último interesse">
            <span title={formatDateTime(lead.last_interest_at)}>{formatRelativeTime(lead.last_interest_at, now)}</span>
          </InfoItem>
        </Grid.Col>
        {reason && (
          <Grid.Col span={HALF}>
            <InfoItem label={lead.archive_reason ? "Motivo do arquivamento" : "Motivo do descarte"}>{reason}</InfoItem>
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}
