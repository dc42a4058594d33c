import { Badge, Button, Card, Group, Pagination, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { canManageRoulettes, canReadRoulettes } from "@portal/contracts/policy";
import { ROULETTE_TYPE_LABELS } from "@portal/contracts/roulettes";
import { IconArrowsShuffle, IconPencil, IconTrash, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { PageHeader } from "../../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../../components/states";
import { AddAgentModal } from "../../../features/roulettes/AddAgentModal";
import { RouletteAgentsTable } from "../../../features/roulettes/RouletteAgentsTable";
import { RouletteFormModal } from "../../../features/roulettes/RouletteFormModal";
import { RouletteLogTable } from "../../../features/roulettes/RouletteLogTable";
import { DeleteRouletteModal } from "../../../features/roulettes/RoulettesTable";
import { windowLabel } from "../../../features/roulettes/roulette-labels";
import {
  ROULETTE_LIVE_MS,
  ROULETTE_LOG_PAGE_SIZE,
  rouletteLogsQuery,
  rouletteQuery,
  roulettesKeys,
  shuffleRoulette,
} from "../../../features/roulettes/roulettes.queries";
import { requireRole } from "../../../features/session/guards";
import { formatNumber } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { patchSearch, searchPage } from "../../../lib/search-params";

const uuidParam = z.uuid().optional().catch(undefined);
const searchSchema = z.object({ log_user: uuidParam, log_lead: uuidParam, log_page: searchPage });

/** One roulette live: agents in rotation order (refetched every few seconds), actions and its decision log. */
export const Route = createFileRoute("/_app/roulettes/$rouletteId")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireRole(canReadRoulettes(context.session.roles)),
  staticData: { showBack: true },
  component: RouletteDetailPage,
});

function RouletteDetailPage() {
  const { rouletteId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const queryClient = useQueryClient();
  const canManage = canManageRoulettes(session.roles) && !session.user.read_only;
  const query = useQuery(rouletteQuery(rouletteId));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const shuffle = useMutation({
    mutationFn: () => shuffleRoulette(rouletteId),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: roulettesKeys.detail(rouletteId) });
      notifySuccess(res.message);
    },
  });

  if (query.isPending) return <LoadingState label="Carregando roleta..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Roleta" />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const roulette = query.data;
  // In the rotation: AVAILABLE here and not checked out (membership is not presence, docs/decisions/036).
  const available = roulette.agents.filter(
    (a) => a.status === "AVAILABLE" && a.availability_status !== "OFFLINE",
  ).length;

  return (
    <>
      <PageHeader
        title={roulette.name}
        description={`${ROULETTE_TYPE_LABELS[roulette.type]} · ${windowLabel(roulette)}`}
        actions={
          canManage && (
            <>
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                Editar
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleting(true)}
              >
                Excluir
              </Button>
            </>
          )
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding={0}>
          <Group justify="space-between" p="md" wrap="wrap">
            <div>
              <Title order={3} size="h5">
                Especialistas
              </Title>
              <Text size="sm" c="dimmed" aria-live="polite">
                {available} {available === 1 ? "disponível" : "disponíveis"} de {roulette.agents.length} ·{" "}
                {formatNumber(roulette.waiting_leads)}{" "}
                {roulette.waiting_leads === 1 ? "lead aguardando" : "leads aguardando"} · atualiza a cada{" "}
                {ROULETTE_LIVE_MS / 1000} s
              </Text>
            </div>
            <Group gap="xs">
              {!roulette.active && <Badge color="gray">Inativa</Badge>}
              {canManage && (
                <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                  Adicionar especialista
                </Button>
              )}
              {canManage && (
                <Button
                  variant="light"
                  leftSection={<IconArrowsShuffle size={16} />}
                  loading={shuffle.isPending}
                  disabled={roulette.agents.length < 2}
                  onClick={() => shuffle.mutate()}
                >
                  Sortear ordem
                </Button>
              )}
            </Group>
          </Group>
          {roulette.agents.length === 0 ? (
            <EmptyResult
              icon={<IconUsers size={28} />}
              title="Nenhum especialista nesta roleta"
              description="Um coordenador adiciona os especialistas; eles entram na rotação quando ficam “Disponível”."
            />
          ) : (
            <RouletteAgentsTable rouletteId={roulette._id} agents={roulette.agents} canManage={canManage} />
          )}
        </Card>
        <RouletteLog
          rouletteId={roulette._id}
          agents={roulette.agents.map((a) => ({ value: a.user._id, label: a.user.full_name }))}
          search={search}
          canExplain={canManageRoulettes(session.roles)}
          onChange={(patch) =>
            navigate({
              search: (prev) => patchSearch(prev, patch, { keepPage: true }),
              replace: true,
            })
          }
        />
      </Stack>
      <RouletteFormModal opened={editing} onClose={() => setEditing(false)} roulette={roulette} />
      {adding && (
        <AddAgentModal
          roulette={roulette}
          memberIds={roulette.agents.map((a) => a.user._id)}
          roles={session.roles}
          onClose={() => setAdding(false)}
        />
      )}
      {deleting && (
        <DeleteRouletteModal
          roulette={roulette}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate({ to: "/roulettes" })}
        />
      )}
    </>
  );
}

type LogSearch = z.output<typeof searchSchema>;

function RouletteLog({
  rouletteId,
  agents,
  search,
  canExplain,
  onChange,
}: {
  rouletteId: string;
  agents: { value: string; label: string }[];
  search: LogSearch;
  canExplain: boolean;
  onChange: (patch: Partial<LogSearch>) => void;
}) {
  const page = search.log_page ?? 1;
  const query = useQuery(rouletteLogsQuery(rouletteId, { user_id: search.log_user, lead_id: search.log_lead, page }));
  const [leadText, setLeadText] = useState(search.log_lead ?? "");
  const leadValid = leadText === "" || z.uuid().safeParse(leadText.trim()).success;
  const total = query.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ROULETTE_LOG_PAGE_SIZE));
  const filtered = Boolean(search.log_user || search.log_lead);

  return (
    <Card withBorder radius="md" padding={0}>
      <Stack p="md" gap="sm">
        <Title order={3} size="h5">
          Histórico de decisões
        </Title>
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Especialista"
            placeholder="Todos"
            data={agents}
            value={search.log_user ?? null}
            onChange={(v) => onChange({ log_user: v ?? undefined, log_page: undefined })}
            clearable
            searchable
            w={260}
          />
          <TextInput
            label="ID do lead"
            placeholder="Todos"
            value={leadText}
            error={leadValid ? undefined : "ID inválido"}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setLeadText(v);
              const id = v.trim();
              if (id === "" || z.uuid().safeParse(id).success)
                onChange({ log_lead: id || undefined, log_page: undefined });
            }}
            w={340}
          />
        </Group>
      </Stack>
      {query.isPending ? (
        <LoadingState label="Carregando histórico..." />
      ) : query.isError ? (
        <Stack p="md">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </Stack>
      ) : query.data.payload.length === 0 ? (
        <EmptyResult
          title={filtered ? "Nenhuma decisão com esses filtros" : "Nenhuma decisão registrada"}
          description={filtered ? "Ajuste ou limpe os filtros." : undefined}
        />
      ) : (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <RouletteLogTable rows={query.data.payload} canExplain={canExplain} />
        </div>
      )}
      {pages > 1 && (
        <Group justify="flex-end" p="md">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(p) => onChange({ log_page: p === 1 ? undefined : p })}
            getItemProps={(p) => ({ "aria-label": `Página ${p}` })}
            size="sm"
          />
        </Group>
      )}
    </Card>
  );
}
