import {
  ActionIcon,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Timeline,
  Tooltip,
} from "@mantine/core";
import type { LeadDto } from "@portal/contracts/leads";
import {
  IconArrowsExchange,
  IconArrowsShuffle,
  IconBell,
  IconBrandWhatsapp,
  IconBuildingStore,
  IconClipboardCheck,
  IconEdit,
  IconHeadset,
  IconHistory,
  IconMail,
  IconMapPin,
  IconNote,
  IconPaperclip,
  IconPencil,
  IconPhoneCall,
  IconPlus,
  IconSparkles,
  IconTag,
  IconTrash,
} from "@tabler/icons-react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useMemo, useState } from "react";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { errorMessage } from "../../lib/api-error";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { formatRelativeTime, useNow } from "../../lib/relative-time";
import { AnnotationComposer } from "./AnnotationComposer";
import { type AnnotationViewer, annotationEditBody, canEditAnnotation } from "./annotation-edit";
import { editLog, type HistoryFilter, leadLogsQuery, leadMovementsQuery } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";
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
  stand_visit: { icon: IconBuildingStore, color: "cyan" },
  service_report: { icon: IconClipboardCheck, color: "teal" },
  file: { icon: IconPaperclip, color: "gray" },
  roulette: { icon: IconArrowsShuffle, color: "grape" },
  other: { icon: IconHistory, color: "gray" },
};

/** Inline editor of an annotation's text (PATCH /leads/logs/{logId}). */
function AnnotationEditor({ entry, leadId, onDone }: { entry: TimelineEntry; leadId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(entry.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: (body: { message: string }) => editLog(entry.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadsKeys.logs(leadId) });
      notifySuccess("Anotação atualizada.");
      onDone();
    },
    onError: (e) => {
      setError(errorMessage(e));
      notifyError(e);
    },
  });
  const save = () => {
    if (!draft.trim()) return setError("Escreva o texto da anotação.");
    const body = annotationEditBody(entry, draft);
    if (!body) return onDone();
    mutation.mutate(body);
  };
  return (
    <Stack gap="xs" mt={4}>
      <Textarea
        label="Editar anotação"
        autosize
        minRows={2}
        maxLength={5000}
        value={draft}
        error={error}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setError(null);
        }}
        data-autofocus
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onDone} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button size="xs" onClick={save} loading={mutation.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}

function Entry({ entry, now, leadId, canEdit }: { entry: TimelineEntry; now: Date; leadId: string; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={2} data-testid="history-entry" data-kind={entry.kind}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" component="div">
          {entry.title}
          {entry.edited && (
            <Badge ml="xs" size="xs" variant="light" color="gray">
              editada
            </Badge>
          )}
        </Text>
        {canEdit && !editing && (
          <Tooltip label="Editar anotação">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Editar anotação"
              onClick={() => setEditing(true)}
            >
              <IconPencil size={15} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
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
      {editing ? (
        <AnnotationEditor entry={entry} leadId={leadId} onDone={() => setEditing(false)} />
      ) : (
        entry.text && (
          <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {entry.text}
          </Text>
        )
      )}
    </Stack>
  );
}

/** "Histórico": the annotation composer and a timeline of logs and movements, newest first. */
export function LeadHistoryTab({
  lead,
  canAnnotate,
  canChangeStage,
  viewer,
  temporaryToken,
}: {
  lead: LeadDto;
  canAnnotate: boolean;
  canChangeStage: boolean;
  /** Who is looking: annotations they wrote (or any, for admins) can be edited. Absent: read-only view. */
  viewer?: AnnotationViewer;
  /** Read-only link: the history is read with the link's token. */
  temporaryToken?: string;
}) {
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const logs = useInfiniteQuery(leadLogsQuery(lead._id, filter, temporaryToken));
  const movements = useQuery({
    ...leadMovementsQuery(lead._id, lead.full_name, temporaryToken),
    enabled: filter === "all",
  });
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
                  <Entry
                    entry={entry}
                    now={now}
                    leadId={lead._id}
                    canEdit={!!viewer && !lead.excluded && canEditAnnotation(entry, viewer)}
                  />
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
