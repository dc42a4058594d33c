import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Timeline } from "@mantine/core";
import {
  SHIFT_LABELS,
  SOLICITATION_DECISION_LABELS,
  SOLICITATION_TYPE_LABELS,
  type SolicitationDecision,
  type SolicitationDetailDto,
} from "@portal/contracts/solicitations";
import { IconCheck, IconMessage, IconSend, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { InfoItem } from "../../components/InfoItem";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { leadsKeys } from "../leads/leads.queries";
import { SolicitationStatusBadge } from "./SolicitationStatusBadge";
import { durationLabel, RESTRICTED_LEAD } from "./SolicitationsList";
import { replySolicitation, solicitationQuery, solicitationsKeys } from "./solicitations.queries";
import { useSolicitationsLive } from "./useSolicitationsLive";

const day = (iso: string) => iso.split("-").reverse().join("/");

export function SolicitationPage({ id, session }: { id: string; session: Session }) {
  const query = useQuery(solicitationQuery(id));
  useSolicitationsLive();
  if (query.isPending) return <LoadingState label="Carregando solicitação..." />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        title="Não foi possível abrir a solicitação"
        onRetry={() => void query.refetch()}
      />
    );
  const s = query.data.solicitation;
  return (
    <>
      <PageHeader
        title={SOLICITATION_TYPE_LABELS[s.type]}
        description={
          <Group gap="xs">
            <SolicitationStatusBadge status={s.status} />
            <span>
              Pedida por {s.requester.full_name} em {formatDateTime(s.createdAt)}
            </span>
          </Group>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Subject s={s} userId={session.user._id} />
            <InfoItem label="Motivo">
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {s.message}
              </Text>
            </InfoItem>
            {s.decided_by && s.decided_at && (
              <Text size="sm" c="dimmed">
                Decidida por {s.decided_by.full_name} em {formatDateTime(s.decided_at)}
              </Text>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text fw={600} mb="sm">
            Respostas
          </Text>
          {s.replies.length === 0 ? (
            <Text size="sm" c="dimmed">
              Ainda não há respostas.
            </Text>
          ) : (
            <Timeline bulletSize={24} lineWidth={2}>
              {s.replies.map((r) => (
                <Timeline.Item
                  key={r._id}
                  bullet={
                    r.decision === "APPROVED" ? (
                      <IconCheck size={14} />
                    ) : r.decision ? (
                      <IconX size={14} />
                    ) : (
                      <IconMessage size={14} />
                    )
                  }
                  title={`${r.author.full_name}${r.decision ? ` — ${SOLICITATION_DECISION_LABELS[r.decision].toLowerCase()}` : ""}`}
                >
                  {r.message && (
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {r.message}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(r.createdAt)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Card>
        {!session.user.read_only && <ReplyBox s={s} />}
      </Stack>
    </>
  );
}

function Subject({ s, userId }: { s: SolicitationDetailDto; userId: string }) {
  // The requester may open the lead once it is theirs (a specialist sees only their own leads).
  const opensLead = s.requester._id !== userId || s.status === "APPROVED";
  if (s.lead && s.lead_restricted)
    return (
      <InfoItem label="Lead">
        <Text size="sm">{RESTRICTED_LEAD}</Text>
      </InfoItem>
    );
  if (s.lead)
    return (
      <InfoItem label="Lead">
        <Text size="sm">
          {!opensLead ? (
            <strong>{s.lead.full_name}</strong>
          ) : (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/leads/$leadId" params={{ leadId: s.lead?._id ?? "" }} />}
            >
              {s.lead.full_name}
            </Anchor>
          )}
          {s.lead_owner ? ` — responsável quando pedido: ${s.lead_owner.full_name}` : " — estava na base"}
        </Text>
      </InfoItem>
    );
  if (s.reservation)
    return (
      <InfoItem label="Reserva">
        <Text size="sm">
          Unidade {s.reservation.unit_name}: mais {durationLabel(s.extension_minutes ?? 0)}
          {s.reservation.expires_at ? ` (termina em ${formatDateTime(s.reservation.expires_at)})` : ""}
        </Text>
      </InfoItem>
    );
  if (s.shift_swap) {
    const w = s.shift_swap;
    return (
      <InfoItem label="Troca de plantão">
        <Text size="sm">
          {day(w.date)} ({SHIFT_LABELS[w.shift]}) por {day(w.other_date)} ({SHIFT_LABELS[w.other_shift]}) com{" "}
          {w.other_specialist.full_name}
        </Text>
      </InfoItem>
    );
  }
  return null;
}

function ReplyBox({ s }: { s: SolicitationDetailDto }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (decision: SolicitationDecision | undefined) =>
      replySolicitation(s._id, { message: message.trim() || undefined, decision }),
    onSuccess: (result) => {
      queryClient.setQueryData(solicitationsKeys.detail(s._id), { solicitation: result.solicitation });
      void queryClient.invalidateQueries({ queryKey: [...solicitationsKeys.all, "list"] });
      // An approved transfer moved a lead.
      if (result.solicitation.lead && result.solicitation.status === "APPROVED")
        void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      setMessage("");
      notifySuccess(result.message);
    },
  });
  const send = (decision?: SolicitationDecision) => {
    if (!message.trim() && (!decision || decision === "REFUSED")) {
      setError(decision === "REFUSED" ? "Explique o motivo da recusa." : "Escreva a resposta.");
      return;
    }
    setError(null);
    mutation.mutate(decision);
  };
  const pending = mutation.isPending ? mutation.variables : null;
  const busy = mutation.isPending;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        {s.status === "OPEN" && s.can_decide && s.type === "SHIFT_SWAP" && (
          <Alert color="blue" variant="light">
            Ao aprovar, os dois plantões são trocados na escala de disponibilidade.
          </Alert>
        )}
        <Textarea
          label="Sua resposta"
          placeholder={s.can_decide ? "Escreva uma resposta (obrigatória para recusar)." : "Escreva uma resposta."}
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Group gap="sm" justify="flex-end">
          {s.can_cancel && (
            <Button
              variant="default"
              color="red"
              onClick={() => send("CANCELED")}
              loading={pending === "CANCELED"}
              disabled={busy}
            >
              Cancelar solicitação
            </Button>
          )}
          {s.can_decide && (
            <>
              <Button
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => send("REFUSED")}
                loading={pending === "REFUSED"}
                disabled={busy}
              >
                Recusar
              </Button>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} />}
                onClick={() => send("APPROVED")}
                loading={pending === "APPROVED"}
                disabled={busy}
              >
                Aprovar
              </Button>
            </>
          )}
          <Button
            variant="light"
            leftSection={<IconSend size={16} />}
            onClick={() => send()}
            loading={busy && pending === undefined}
            disabled={busy}
          >
            Responder
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
