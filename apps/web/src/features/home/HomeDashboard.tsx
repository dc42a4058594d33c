import {
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { LEAD_SOURCE_LABELS } from "@portal/contracts/lead-enums";
import { formatKpiValue, formatMonth } from "@portal/contracts/reports/common";
import { FUNNEL_KPIS, type KpiKey } from "@portal/contracts/reports/kpis";
import { SCHEDULE_STATUS_LABELS, SCHEDULE_TYPE_LABELS } from "@portal/contracts/schedules";
import type {
  AdminStatistics,
  CoordinatorStatistics,
  SpecialistStatistics,
  StatisticsPendingOffer,
  StatisticsResponse,
} from "@portal/contracts/statistics";
import { AVAILABILITY_STATUS_LABELS } from "@portal/contracts/users";
import { IconBell, IconBuildingStore, IconCalendarEvent, IconClock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { ErrorState } from "../../components/states";
import { lazyChunk } from "../../lib/on-demand";
import { formatCountdown } from "../notifications/new-lead-alert";
import { changeOf, monthDays, periodDays, sourceColor } from "./home-links";
import { FigureAnchor, type FigureLink, InfoTip, StatCard } from "./StatCard";
import { statisticsQuery } from "./statistics.queries";

const LeadsBySourceChart = lazyChunk(() => import("./LeadsBySourceChart").then((m) => m.default));

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1, signDisplay: "always" });

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** The home dashboard of the signed-in user's view (GET /statistics, decision 076). */
export function HomeDashboard({ userId }: { userId: string }) {
  const query = useQuery(statisticsQuery());
  if (query.isPending)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy="true" aria-label="Carregando o painel">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data: StatisticsResponse = query.data;
  return (
    <Stack gap="md" data-testid="home-dashboard" data-view={data.view}>
      {data.view === "SPECIALIST" && <SpecialistDashboard data={data} userId={userId} />}
      {data.view === "COORDINATOR" && <CoordinatorDashboard data={data} />}
      {data.view === "ADMIN" && <AdminDashboard data={data} />}
      <NotificationsLine count={data.notifications_unread} prominent={data.view === "STAFF"} />
    </Stack>
  );
}

function NotificationsLine({ count, prominent }: { count: number; prominent: boolean }) {
  const text =
    count === 0
      ? "Nenhuma notificação não lida."
      : `${count} ${count === 1 ? "notificação não lida" : "notificações não lidas"}.`;
  return (
    <Card withBorder={prominent} radius="md" padding={prominent ? "md" : 0} data-testid="home-notifications">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size={prominent ? 40 : 28}>
          <IconBell size={prominent ? 22 : 16} />
        </ThemeIcon>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/notifications" search={{ tab: count > 0 ? "UNREAD" : undefined }} />
          )}
        >
          {text}
        </Anchor>
      </Group>
    </Card>
  );
}

/** Sales KPIs of the month beside the previous month's. */
function SalesCards({
  current,
  previous,
  month,
  previousMonth,
  testId,
  link,
}: {
  current: { key: string; value: number | null }[];
  previous: { key: string; value: number | null }[];
  month: string;
  previousMonth: string;
  testId: string;
  link: FigureLink;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid={testId}>
      {current.map((k) => {
        const before = previous.find((p) => p.key === k.key)?.value ?? null;
        const change = changeOf(k.value, before);
        const kpi = k.key as KpiKey;
        return (
          <StatCard
            key={k.key}
            kpi={kpi}
            value={k.value}
            testId={`kpi-${k.key}`}
            link={link}
            hint={
              <>
                {formatMonth(previousMonth)}: {formatKpiValue(kpi.startsWith("vgv") ? "money" : "count", before)}
                {change != null && ` (${percent.format(change)})`}
              </>
            }
          />
        );
      })}
      <Text size="xs" c="dimmed" style={{ gridColumn: "1 / -1" }}>
        Mês de {formatMonth(month)} (horário de Brasília), comparado com {formatMonth(previousMonth)}.
      </Text>
    </SimpleGrid>
  );
}

function OfferList({ offers, showAgent }: { offers: StatisticsPendingOffer[]; showAgent: boolean }) {
  const now = useNow(1000);
  if (offers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma oferta aguardando.
      </Text>
    );
  return (
    <Stack gap="xs">
      {offers.map((o) => {
        const left = new Date(o.deadline).getTime() - now;
        return (
          <Group key={o._id} justify="space-between" wrap="nowrap" gap="xs" data-testid="home-offer">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                fw={600}
                lineClamp={1}
                renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: o.lead_id }} />}
              >
                {o.lead_name}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {showAgent ? `${o.agent_name} · ` : ""}
                {o.roulette_id ? (
                  <Anchor
                    inherit
                    renderRoot={(props) => (
                      <Link {...props} to="/roulettes/$rouletteId" params={{ rouletteId: o.roulette_id }} />
                    )}
                  >
                    {o.roulette_name}
                  </Anchor>
                ) : (
                  "Oferta direta"
                )}
              </Text>
            </Stack>
            <Badge
              variant="light"
              color={o.paused ? "gray" : left < 60_000 ? "red" : "orange"}
              leftSection={<IconClock size={14} />}
              aria-label={o.paused ? "Prazo pausado" : `Expira em ${formatCountdown(left)}`}
            >
              {o.paused ? "pausada" : left > 0 ? formatCountdown(left) : "expirando"}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

function SpecialistDashboard({ data, userId }: { data: SpecialistStatistics; userId: string }) {
  const days = monthDays(data.month);
  const max = Math.max(1, ...data.wallet.map((w) => w.count));
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard
          label="Leads na carteira"
          tooltip="Seus leads (não excluídos), em qualquer status."
          value={data.wallet_total}
          link={{ to: "/leads", search: { owner_id: userId }, label: "Ver os seus leads" }}
          testId="stat-wallet-total"
        />
        <StatCard
          label="Ofertas aguardando"
          tooltip="Leads oferecidos a você pela roleta que ainda aguardam o seu atendimento."
          value={data.offers.length}
          link={{ to: "/leads", search: { owner_id: userId }, label: "Ver os seus leads" }}
        />
        <StatCard
          label="Leads recebidos no mês"
          tooltip="Leads distintos que entraram na sua carteira neste mês (roleta, plantão, transferência ou cadastro)."
          value={data.conversion.leads_received}
          link={{ to: "/movements", label: "Ver as movimentações" }}
        />
        <StatCard
          label="Conversão do mês"
          tooltip="Suas vendas registradas no mês divididas pelos leads que você recebeu no mês."
          format="percent"
          value={data.conversion.rate}
          hint={`${data.conversion.sales} ${data.conversion.sales === 1 ? "venda" : "vendas"} em ${formatMonth(data.month)}`}
          link={{ to: "/sales", label: "Ver as vendas" }}
          testId="stat-conversion"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Section
          title="Sua carteira"
          testId="home-wallet"
          action={<InfoTip text="Seus leads por status. Clique em um status para ver a lista." />}
        >
          {data.wallet.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum lead na sua carteira.
            </Text>
          ) : (
            <Stack gap={8}>
              {data.wallet.map((w) => (
                <FigureAnchor
                  key={w.status}
                  link={{
                    to: "/leads",
                    search: { owner_id: userId, status: w.status },
                    label: `Ver leads: ${w.label}`,
                  }}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={`wallet-${w.status}`}>
                    <Text size="sm">{w.label}</Text>
                    <Text size="sm" fw={700}>
                      {w.count}
                    </Text>
                  </Group>
                  <Progress value={(w.count / max) * 100} size="sm" aria-hidden="true" />
                </FigureAnchor>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Ofertas aguardando" testId="home-offers">
          <OfferList offers={data.offers} showAgent={false} />
        </Section>
        <Section
          title="Agenda de hoje"
          testId="home-agenda"
          action={
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/schedule" search={{ view: "day", day: data.today }} />}
            >
              Abrir agenda
            </Anchor>
          }
        >
          {data.agenda.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum compromisso hoje.
            </Text>
          ) : (
            <Stack gap="xs">
              {data.agenda.map((a) => (
                <Group key={a._id} wrap="nowrap" gap="sm" align="flex-start">
                  <ThemeIcon variant="light" size={32} radius="md">
                    <IconCalendarEvent size={18} />
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {timeFormat.format(new Date(a.starts_at))} · {SCHEDULE_TYPE_LABELS[a.type]}
                    </Text>
                    <Anchor
                      size="sm"
                      lineClamp={1}
                      renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: a.lead_id }} />}
                    >
                      {a.lead_name}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {[a.enterprise_name, SCHEDULE_STATUS_LABELS[a.status]].filter(Boolean).join(" · ")}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Mês de {formatMonth(data.month)} ({days.from.split("-").reverse().join("/")} a{" "}
        {days.to.split("-").reverse().join("/")}, horário de Brasília).
      </Text>
    </>
  );
}

function ScopeLine({ label }: { label: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="home-scope">
      {label}
    </Text>
  );
}

function CoordinatorDashboard({ data }: { data: CoordinatorStatistics }) {
  const days = monthDays(data.month);
  const teamId = data.scope.teams.length === 1 ? data.scope.teams[0]?._id : undefined;
  const leads = data.funnel[0]?.value ?? 0;
  const online = data.people.filter((p) => p.stand || p.availability_status !== "OFFLINE").length;
  return (
    <>
      <ScopeLine label={data.scope.label} />
      <SalesCards
        current={data.sales.current}
        previous={data.sales.previous}
        month={data.month}
        previousMonth={data.previous_month}
        testId="home-sales"
        link={salesReportLink(data.month)}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Section title={`Funil de ${formatMonth(data.month)}`} testId="home-funnel">
          <Stack gap={8}>
            {data.funnel.map((f) => {
              const def = FUNNEL_KPIS[f.key as keyof typeof FUNNEL_KPIS];
              return (
                <Stack key={f.key} gap={2}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      <FigureAnchor
                        link={{
                          to: "/leads",
                          search: { ...days, ...(teamId ? { sales_team_id: teamId } : {}) },
                          label: "Ver os leads do mês",
                        }}
                      >
                        <Text size="sm" span>
                          {def.label}
                        </Text>
                      </FigureAnchor>
                      <InfoTip text={def.description} />
                    </Group>
                    <Text size="sm" fw={700} data-testid={`funnel-${f.key}`}>
                      {formatKpiValue("count", f.value)}
                      {f.key !== "funnel_leads" && leads > 0 && (
                        <Text span size="xs" c="dimmed" fw={400}>
                          {" "}
                          ({formatKpiValue("percent", (f.value ?? 0) / leads)})
                        </Text>
                      )}
                    </Text>
                  </Group>
                  <Progress value={leads ? ((f.value ?? 0) / leads) * 100 : 0} size="sm" aria-hidden="true" />
                </Stack>
              );
            })}
          </Stack>
        </Section>
        <Section title="Ofertas prestes a expirar" testId="home-offers">
          <OfferList offers={data.offers} showAgent />
        </Section>
        <Section
          title={`Equipe agora (${online} de ${data.people.length})`}
          testId="home-people"
          action={
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/availability-schedule" />}>
              Escala
            </Anchor>
          }
        >
          {data.people.length === 0 ? (
            <Text size="sm" c="dimmed">
              Ninguém nas suas equipes.
            </Text>
          ) : (
            <Table verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {data.people.map((p) => (
                  <Table.Tr key={p._id}>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {p.full_name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {p.stand ? (
                        <Badge variant="light" color="teal" leftSection={<IconBuildingStore size={12} />}>
                          {p.stand.enterprise_name}
                        </Badge>
                      ) : (
                        <Badge
                          variant="light"
                          color={
                            p.availability_status === "OFFLINE"
                              ? "gray"
                              : p.availability_status === "AVAILABLE"
                                ? "green"
                                : "yellow"
                          }
                        >
                          {AVAILABILITY_STATUS_LABELS[p.availability_status]}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </SimpleGrid>
    </>
  );
}

/** The sales report of the month (its own route; the home's sales figures are the report's for that month). */
const salesReportLink = (month: string): FigureLink => ({
  to: "/reports/sales",
  search: { month_start: month, month_end: month },
  label: "Ver o relatório de vendas",
});

// The stock report's screen is another route's work; the path is the spec's (/reports/stock).
const STOCK_REPORT_LINK: FigureLink = { to: "/reports/stock" as FigureLink["to"], label: "Ver o relatório de estoque" };

const STOCK_HINTS: Record<string, string> = {
  units_available: "Agora, unidades à venda",
  stock_value: "Agora, pela tabela vigente",
};

/** The stock report's headline: available units, their value and the month's VSO (decision 076). */
function StockCards({ stock, month }: { stock: AdminStatistics["stock"]; month: string }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" data-testid="home-stock">
      {stock.map((k) => (
        <StatCard
          key={k.key}
          kpi={k.key as KpiKey}
          label={k.key === "vso_period" ? "VSO do mês" : undefined}
          value={k.value}
          testId={`kpi-${k.key}`}
          link={
            k.key === "vso_period"
              ? { ...STOCK_REPORT_LINK, search: { month_start: month, month_end: month } }
              : STOCK_REPORT_LINK
          }
          hint={STOCK_HINTS[k.key] ?? `Vendas sobre oferta em ${formatMonth(month)}`}
        />
      ))}
    </SimpleGrid>
  );
}

function AdminDashboard({ data }: { data: AdminStatistics }) {
  const { months, rows } = data.leads_by_source;
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.source, (totals.get(r.source) ?? 0) + r.count);
  const sources = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s as (typeof rows)[number]["source"]);
  const period = months.length ? periodDays(months) : undefined;
  return (
    <>
      <ScopeLine label={data.scope.label} />
      <SalesCards
        current={data.sales.current}
        previous={data.sales.previous}
        month={data.month}
        previousMonth={data.previous_month}
        testId="home-sales"
        link={salesReportLink(data.month)}
      />
      <StockCards stock={data.stock} month={data.month} />
      <Section
        title={`Leads por origem (${months.length ? `${formatMonth(months[0] as string)} a ${formatMonth(data.month)}` : ""})`}
        testId="home-sources"
        action={<InfoTip text="Leads cadastrados por mês e origem (excluídos não contam), no horário de Brasília." />}
      >
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum lead cadastrado no período.
          </Text>
        ) : (
          <Stack gap="sm">
            <Suspense fallback={<Skeleton h={220} />}>
              <LeadsBySourceChart months={months} rows={rows} sources={sources} />
            </Suspense>
            <Group gap="md" wrap="wrap">
              {sources.map((s, i) => (
                <FigureAnchor
                  key={s}
                  link={{
                    to: "/leads",
                    search: { source: s, ...period },
                    label: `Ver leads de ${LEAD_SOURCE_LABELS[s]}`,
                  }}
                >
                  <Group gap={6} wrap="nowrap">
                    <span
                      aria-hidden="true"
                      style={{
                        width: 10,
                        height: 10,
                        borderRadius: 2,
                        background: `var(--mantine-color-${sourceColor(i).replace(".", "-")})`,
                      }}
                    />
                    <Text size="sm">
                      {LEAD_SOURCE_LABELS[s]}: <b>{formatKpiValue("count", totals.get(s) ?? 0)}</b>
                    </Text>
                  </Group>
                </FigureAnchor>
              ))}
            </Group>
          </Stack>
        )}
      </Section>
    </>
  );
}
