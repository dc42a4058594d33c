import { Button, Group, SegmentedControl, Stack, Text, ThemeIcon, Timeline } from "@mantine/core";
import type { LeadDto } from "@portal/contracts/leads";
import {
  IconArrowsExchange,
  IconBell,
  IconBrandWhatsapp,
  IconEdit,
  IconHeadset,
  IconHistory,
  IconMail,
  IconMapPin,
  IconNote,
  IconPhoneCall,
  IconPlus,
  IconSparkles,
  IconTag,
  IconTrash,
} from "@tabler/icons-react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ComponentType, useMemo, useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { formatRelativeTime, useNow } from "../../lib/relative-time";
import { AnnotationComposer } from "./AnnotationComposer";
import { type HistoryFilter, leadLogsQuery, leadMovementsQuery } from "./lead-profile.queries";
import { buildTimeline, type TimelineEntry } from "./timeline";

type Icon = ComponentType<{ size?: number | string }>;

const FOLLOW_UP_ICONS: Record<string, Icon> = {
  NOTE: IconNote,
  CALL: IconPhoneCall,
  VISIT: IconMapPin,
  EMAIL: IconMail,
  WHATSAPP: IconBrandWhatsapp,
};
const KIND_STYLE: Record<TimelineEntry["kind"], { icon: Icon; color: string }> = {
  annotation: { icon: IconNote, color: "brand" },
  created: { icon: IconPlus, color: "teal" },
  new_interest: { icon: IconSparkles, color: "indigo" },
  data: { icon: IconEdit, color: "gray" },
  status: { icon: IconTag, color: "violet" },
  owner: { icon: IconArrowsExchange, color: "orange" },
  attendance: { icon: IconHeadset, color: "teal" },
  excluded: { icon: IconTrash, color: "red" },
  notification: { icon: IconBell, color: "gray" },
  other: { icon: IconHistory, color: "gray" },
};

function Entry({ entry, now }: { entry: TimelineEntry; now: Date }) {
  return (
    <Stack gap={2} data-testid="history-entry" data-kind={entry.kind}>
      <Text fw={600} size="sm">
        {entry.title}
      </Text>
      <Text size="xs" c="dimmed">
        {entry.author ? `${entry.author} · ` : ""}
        <time dateTime={entry.at} title={formatDateTime(entry.at)}>
          {formatRelativeTime(entry.at, now)}
        </time>
      </Text>
      {entry.details.map((d) => (
        <Text key={d} size="sm" c="dark.4">
          {d}
        </Text>
      ))}
      {entry.text && (
        <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {entry.text}
        </Text>
      )}
    </Stack>
  );
}

/** "Histórico": the annotation composer and a timeline of logs and movements, newest first. */
export function LeadHistoryTab({
  lead,
  canAnnotate,
  canChangeStage,
}: {
  lead: LeadDto;
  canAnnotate: boolean;
  canChangeStage: boolean;
}) {
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const logs = useInfiniteQuery(leadLogsQuery(lead._id, filter));
  const movements = useQuery({ ...leadMovementsQuery(lead._id, lead.full_name), enabled: filter === "all" });
  const now = useNow(60_000);
  const loaded = useMemo(() => logs.data?.pages.flatMap((p) => p.payload) ?? [], [logs.data]);
  const oldest = loaded.at(-1)?.createdAt;
  const entries = useMemo(
    () => buildTimeline(loaded, filter === "all" ? (movements.data ?? []) : [], logs.hasNextPage ? oldest : undefined),
    [loaded, movements.data, filter, logs.hasNextPage, oldest],
  );

  return (
    <Stack gap="md">
      {canAnnotate && !lead.excluded && <AnnotationComposer lead={lead} canChangeStage={canChangeStage} />}
      <Group justify="space-between" gap="sm">
        <Text fw={700} size="sm" component="h2" m={0}>
          Linha do tempo
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="O que mostrar no histórico"
          value={filter}
          onChange={(v) => setFilter(v as HistoryFilter)}
          data={[
            { value: "all", label: "Tudo" },
            { value: "annotations", label: "Só anotações" },
          ]}
        />
      </Group>
      {logs.isPending ? (
        <LoadingState label="Carregando histórico..." />
      ) : logs.isError ? (
        <ErrorState
          error={logs.error}
          onRetry={() => void logs.refetch()}
          title="Não foi possível carregar o histórico"
        />
      ) : entries.length === 0 ? (
        <EmptyResult
          icon={<IconHistory size={28} />}
          title={filter === "annotations" ? "Nenhuma anotação ainda" : "Histórico vazio"}
          description={canAnnotate ? "Registre o primeiro contato com o lead acima." : undefined}
        />
      ) : (
        <>
          <Timeline bulletSize={28} lineWidth={2} active={-1} data-testid="lead-history">
            {entries.map((entry) => {
              const style = KIND_STYLE[entry.kind];
              const Icon = (entry.followUp && FOLLOW_UP_ICONS[entry.followUp]) || style.icon;
              return (
                <Timeline.Item
                  key={entry.id}
                  bullet={
                    <ThemeIcon size={28} radius="xl" variant="light" color={style.color}>
                      <Icon size={15} />
                    </ThemeIcon>
                  }
                >
                  <Entry entry={entry} now={now} />
                </Timeline.Item>
              );
            })}
          </Timeline>
          {logs.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
                Carregar registros anteriores
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
