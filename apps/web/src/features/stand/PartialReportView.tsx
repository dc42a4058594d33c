import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Badge, Box, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { formatDateTime } from "@portal/contracts/dates";
import { MARKETING_ORIGIN_LABELS, STAND_VISIT_STATUS_LABELS, type StandVisitStatus } from "@portal/contracts/stand";
import {
  formatDurationSeconds,
  STAND_PARTIAL_REPORT_TOTAL_LABELS as L,
  NO_SOURCE_LABEL,
  type StandPartialReportDto,
} from "@portal/contracts/stand-partial-report";
import { IconCalendarOff, IconChecklist } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EmptyResult } from "../../components/states";
import { chartHours, peakHour } from "./partial-report";

const STATUS_COLOR: Record<StandVisitStatus, string> = {
  WAITING: "orange",
  ASSIGNED: "blue",
  IN_ATTENDANCE: "teal",
  FINISHED: "green",
  CANCELED: "gray",
};

function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: string; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The figures of one stand's day (decision 049): totals, times, by hour, by specialist, by source, missing reports. */
export function PartialReportView({ report }: { report: StandPartialReportDto }) {
  const t = report.totals;
  const w = report.waiting_time;
  const a = report.attendance_duration;
  const peak = peakHour(report.by_hour);
  return (
    <Stack gap="md" data-testid="partial-report">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Stat label={L.visits} value={t.visits} testId="partial-report-visits" />
        <Stat label={L.finished} value={t.finished} testId="partial-report-finished" />
        <Stat label={L.in_attendance} value={t.in_attendance} />
        <Stat
          label="Aguardando atendimento"
          value={t.waiting + t.assigned}
          hint={`${t.waiting} sem especialista · ${t.assigned} encaminhada(s)`}
        />
        <Stat label={L.canceled} value={t.canceled} />
        <Stat label={L.without_report} value={t.without_report} testId="partial-report-without-report" />
        <Stat label={L.third_party} value={t.third_party} />
        <Stat label={L.new_leads} value={t.new_leads} />
        <Stat label={L.returning} value={t.returning} />
      </SimpleGrid>

      {t.visits === 0 ? (
        <Card withBorder radius="md">
          <EmptyResult
            icon={<IconCalendarOff size={28} />}
            title="Nenhuma visita neste dia"
            description="Escolha outro dia ou volte quando os visitantes chegarem."
          />
        </Card>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Tempos">
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                <Stat
                  label="Espera média"
                  value={formatDurationSeconds(w.average_seconds)}
                  hint="chegada até o início"
                />
                <Stat label="Espera mediana" value={formatDurationSeconds(w.median_seconds)} />
                <Stat label="Maior espera" value={formatDurationSeconds(w.max_seconds)} />
                <Stat
                  label="Atendimento médio"
                  value={formatDurationSeconds(a.average_seconds)}
                  hint="início até o fim"
                />
                <Stat label="Atendimento mediano" value={formatDurationSeconds(a.median_seconds)} />
              </SimpleGrid>
            </Section>
            <Section title="Visitas por hora">
              <Box
                role="img"
                aria-label={`Gráfico de visitas por hora de chegada${peak ? `; pico às ${peak.hour}` : ""}`}
              >
                <BarChart
                  h={200}
                  data={chartHours(report.by_hour)}
                  dataKey="hour"
                  series={[{ name: "Visitas", color: "blue.6" }]}
                  tickLine="y"
                  gridAxis="y"
                  yAxisProps={{ allowDecimals: false }}
                />
              </Box>
              {peak && (
                <Text size="xs" c="dimmed" mt="xs">
                  Pico: {peak.hour}, {peak.visits} {peak.visits === 1 ? "visita" : "visitas"}.
                </Text>
              )}
            </Section>
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Por especialista">
              {report.by_specialist.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nenhuma visita foi encaminhada a um especialista.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={420}>
                  <Table striped verticalSpacing="xs" data-testid="partial-report-specialists">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Especialista</Table.Th>
                        <Table.Th ta="right">Visitas</Table.Th>
                        <Table.Th ta="right">Atendidas</Table.Th>
                        <Table.Th ta="right">Atend. médio</Table.Th>
                        <Table.Th ta="right">Sem relatório</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {report.by_specialist.map((s) => (
                        <Table.Tr key={s.specialist._id}>
                          <Table.Td>{s.specialist.full_name}</Table.Td>
                          <Table.Td ta="right">{s.visits}</Table.Td>
                          <Table.Td ta="right">{s.finished}</Table.Td>
                          <Table.Td ta="right">{formatDurationSeconds(s.average_attendance_seconds)}</Table.Td>
                          <Table.Td ta="right">
                            {s.without_report > 0 ? (
                              <Badge color="orange" variant="light">
                                {s.without_report}
                              </Badge>
                            ) : (
                              0
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Section>
            <Section title="Como conheceu">
              <Stack gap="xs" data-testid="partial-report-sources">
                {report.by_source.map((s) => (
                  <div key={s.how_know ?? "none"}>
                    <Group justify="space-between" gap="xs">
                      <Text size="sm">{s.how_know ? MARKETING_ORIGIN_LABELS[s.how_know] : NO_SOURCE_LABEL}</Text>
                      <Text size="sm" fw={600}>
                        {s.visits}
                      </Text>
                    </Group>
                    <Progress
                      value={(s.visits / t.visits) * 100}
                      size="sm"
                      aria-label={`${s.how_know ? MARKETING_ORIGIN_LABELS[s.how_know] : NO_SOURCE_LABEL}: ${s.visits} de ${t.visits}`}
                    />
                  </div>
                ))}
              </Stack>
            </Section>
          </SimpleGrid>

          <Section title={`Visitas sem relatório de atendimento (${report.without_report.length})`}>
            {report.without_report.length === 0 ? (
              <EmptyResult
                icon={<IconChecklist size={28} />}
                title="Nada pendente"
                description="Todas as visitas atendidas têm relatório."
              />
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" data-testid="partial-report-missing">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Visitante</Table.Th>
                      <Table.Th>Especialista</Table.Th>
                      <Table.Th>Chegada</Table.Th>
                      <Table.Th>Situação</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.without_report.map((v) => (
                      <Table.Tr key={v._id}>
                        <Table.Td>{v.visitor_name}</Table.Td>
                        <Table.Td>{v.specialist?.full_name ?? "—"}</Table.Td>
                        <Table.Td>{formatDateTime(v.arrived_at)}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLOR[v.status]} variant="light">
                            {STAND_VISIT_STATUS_LABELS[v.status]}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
