import { ActionIcon, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { COMMISSION_PARTY_LABELS } from "@portal/contracts/commission";
import { formatBRL } from "@portal/contracts/money";
import {
  MAX_PARTICIPANTS,
  PARTICIPANT_CLASSIFICATIONS,
  type ParticipantClassification,
  type SaleParticipantsDto,
  saleParticipantsBody,
} from "@portal/contracts/sales-extras";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryCard } from "../../components/QueryCard";
import { serverFieldErrors } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { putParticipants, saleCandidatesQuery, saleExtrasKeys, saleParticipantsQuery } from "./sale-extras.queries";
import {
  type ParticipantRowInput,
  participantRowsFrom,
  participantsTotal,
  toParticipantsBody,
} from "./sale-extras-logic";
import { salesKeys } from "./sales.queries";

const CLASSIFICATION_OPTIONS = PARTICIPANT_CLASSIFICATIONS.map((c) => ({
  value: c,
  label: COMMISSION_PARTY_LABELS[c],
}));

/**
 * Classification participants: who shares the commission and with which percentage of the net price. Without
 * participants the enterprise's commission info applies; the back office edits the list while the sale is in process.
 */
export function SaleParticipantsCard({ saleId, canEdit }: { saleId: string; canEdit: boolean }) {
  const q = useQuery(saleParticipantsQuery(saleId));
  const [editing, setEditing] = useState(false);
  return (
    <QueryCard
      title="Participantes e comissão"
      query={q}
      action={
        canEdit &&
        !editing &&
        q.isSuccess && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            Editar participantes
          </Button>
        )
      }
    >
      {(data) =>
        editing ? (
          <ParticipantsEditor saleId={saleId} current={data} onDone={() => setEditing(false)} />
        ) : (
          <ParticipantsView data={data} />
        )
      }
    </QueryCard>
  );
}

function ParticipantsView({ data }: { data: SaleParticipantsDto }) {
  if (data.payload.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {data.commission_source === "ENTERPRISE"
          ? "Sem participantes: a comissão segue o cadastro do empreendimento."
          : "Nenhum participante visível para você."}
      </Text>
    );
  }
  return (
    <Table fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Participante</Table.Th>
          <Table.Th>Classificação</Table.Th>
          <Table.Th ta="right">%</Table.Th>
          <Table.Th ta="right">Comissão prevista</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.payload.map((p) => (
          <Table.Tr key={p._id} data-testid="participant-row">
            <Table.Td>{p.user.full_name}</Table.Td>
            <Table.Td>
              <Badge variant="light">{COMMISSION_PARTY_LABELS[p.classification]}</Badge>
            </Table.Td>
            <Table.Td ta="right">{String(p.percent).replace(".", ",")}%</Table.Td>
            <Table.Td ta="right">{formatBRL(p.value_cents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={2} fw={600}>
            Total
          </Table.Td>
          <Table.Td ta="right" fw={600}>
            {String(data.total_percent).replace(".", ",")}%
          </Table.Td>
          <Table.Td ta="right" fw={600}>
            {formatBRL(data.total_cents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function ParticipantsEditor({
  saleId,
  current,
  onDone,
}: {
  saleId: string;
  current: SaleParticipantsDto;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const people = useQuery(saleCandidatesQuery);
  const [rows, setRows] = useState<ParticipantRowInput[]>(() => participantRowsFrom(current));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const total = participantsTotal(rows);
  const save = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => putParticipants(saleId, toParticipantsBody(rows)),
    onSuccess: (next) => {
      queryClient.setQueryData(saleExtrasKeys.participants(saleId), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(saleId) });
      notifySuccess("Participantes atualizados.");
      onDone();
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e) as Record<string, string>);
      notifyError(e);
    },
  });
  // The contract checks the rows first (same messages as the API's 400), so a typo costs no request.
  const submit = () => {
    const parsed = saleParticipantsBody.safeParse({ participants: toParticipantsBody(rows) });
    if (parsed.success) return save.mutate();
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      if (!(path in next)) next[path] = `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}.`;
    }
    setErrors(next);
  };
  const update = (i: number, patch: Partial<ParticipantRowInput>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const options = (people.data ?? []).map((u) => ({ value: u._id, label: u.full_name }));
  const err = (i: number, field: string) => errors[`participants.${i}.${field}`];
  return (
    <Stack gap="xs">
      {rows.map((r, i) => (
        <Group key={r.key} align="flex-start" wrap="nowrap" data-testid="participant-edit-row">
          <Select
            aria-label={`Participante ${i + 1}`}
            placeholder={people.isPending ? "Carregando..." : "Participante"}
            data={options}
            value={r.user_id || null}
            onChange={(v) => update(i, { user_id: v ?? "" })}
            searchable
            error={err(i, "user_id")}
            style={{ flex: 2 }}
          />
          <Select
            aria-label={`Classificação ${i + 1}`}
            data={CLASSIFICATION_OPTIONS}
            value={r.classification}
            onChange={(v) => v && update(i, { classification: v as ParticipantClassification })}
            allowDeselect={false}
            error={err(i, "classification")}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Percentual ${i + 1}`}
            rightSection={<Text size="xs">%</Text>}
            inputMode="decimal"
            placeholder="0,00"
            value={r.percent}
            onChange={(e) => update(i, { percent: e.currentTarget.value.replace(/[^\d,.]/g, "") })}
            error={err(i, "percent")}
            w={100}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remover participante ${i + 1}`}
            onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
            mt={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.participants && (
        <Text size="sm" c="red">
          {errors.participants}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= MAX_PARTICIPANTS}
          onClick={() =>
            setRows((list) => [
              ...list,
              { key: crypto.randomUUID(), user_id: "", classification: "BROKER", percent: "" },
            ])
          }
        >
          Adicionar participante
        </Button>
        <Text size="sm" c={total > 100 ? "red" : "dimmed"} data-testid="participants-total">
          Total: {String(total).replace(".", ",")}%
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Sem participantes, a comissão segue o cadastro do empreendimento.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button loading={save.isPending} disabled={total > 100 || rows.some((r) => !r.user_id)} onClick={submit}>
          Salvar participantes
        </Button>
      </Group>
    </Stack>
  );
}
